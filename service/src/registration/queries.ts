import type { Queryable } from '../db/db';

/** The registration domain's SQL: the customers a registration may describe, the unconfirmed user, its activation. */

export interface RegistrationCandidate {
  business_partner_number: string;
  firstname: string | null;
  lastname: string | null;
  company_name: string | null;
  commercial_register: string | null;
  date_of_birth: string | null;
  user_id: number | null;
  contract_account_number: string;
  account_postcode: string;
  partner_postcode: string;
}

/**
 * The customers with an active contract on that meter point with that meter number. Only partners without an active
 * portal account qualify (an unconfirmed registration whose link expired no longer holds the partner).
 */
export async function loadRegistrationCandidates(db: Queryable, meterPoint: string, meterNumber: string): Promise<RegistrationCandidate[]> {
  const { rows } = await db.query<RegistrationCandidate>(
    `SELECT bp.business_partner_number, bp.firstname, bp.lastname, bp.company_name, bp.commercial_register,
            bp.date_of_birth::text AS date_of_birth, bp.user_id, ca.contract_account_number,
            ca.postcode AS account_postcode, bp.postcode AS partner_postcode
       FROM pods p
       JOIN contracts c ON c.pod_id = p.id AND c.active
       JOIN contract_accounts ca ON ca.contract_account_number = c.contract_account_number
       JOIN business_partners bp ON bp.business_partner_number = ca.business_partner_number
       LEFT JOIN users u ON u.id = bp.user_id
      WHERE p.meter_point_number = $1 AND upper(p.meter_number) = upper($2)
        AND (bp.user_id IS NULL OR (NOT u.activated AND NOT EXISTS (
              SELECT 1 FROM account_codes ac WHERE ac.user_id = u.id AND ac.purpose = 'REGISTRATION'
                 AND ac.used_at IS NULL AND ac.expires_at > now())))`,
    [meterPoint, meterNumber],
  );
  return rows;
}

/** Whether another user than `exceptUserId` holds the login (case-insensitive). */
export async function isLoginTaken(db: Queryable, login: string, exceptUserId: number | null): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM users WHERE lower(login) = lower($1) AND id IS DISTINCT FROM $2', [login, exceptUserId]);
  return rows.length > 0;
}

/** An unconfirmed registration whose link expired gives its partner free again. */
export async function dropUnconfirmedUser(db: Queryable, userId: number): Promise<void> {
  await db.query('UPDATE business_partners SET user_id = NULL WHERE user_id = $1', [userId]);
  await db.query('DELETE FROM users WHERE id = $1 AND NOT activated', [userId]);
}

export async function insertUnconfirmedUser(
  db: Queryable,
  user: { login: string; passwordHash: string; email: string; firstname: string | null; lastname: string | null },
): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO users (login, password_hash, email, firstname, lastname, activated, roles)
     VALUES ($1, $2, $3, $4, $5, false, '{customer}') RETURNING id`,
    [user.login, user.passwordHash, user.email, user.firstname, user.lastname],
  );
  return rows[0].id;
}

/** Links a partner without a user to the new user (its contact address defaults to the account's); false when taken. */
export async function linkPartnerToUser(db: Queryable, userId: number, businessPartnerNumber: string, email: string): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE business_partners SET user_id = $1, email = coalesce(email, $3)
      WHERE business_partner_number = $2 AND user_id IS NULL RETURNING business_partner_number`,
    [userId, businessPartnerNumber, email],
  );
  return rows.length === 1;
}

export async function activateUser(db: Queryable, userId: number): Promise<void> {
  await db.query('UPDATE users SET activated = true WHERE id = $1', [userId]);
}
