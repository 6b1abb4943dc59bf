import type { Queryable } from '../db/db';
import type { CodePurpose } from './codes';

/** The account domain's SQL: e-mailed and typed codes, password storage, the lookups of username and password recovery. */

export interface CodeOwner {
  userId?: number | null;
  businessPartnerNumber?: string | null;
}

export interface CodeRow {
  id: number;
  user_id: number | null;
  business_partner_number: string | null;
}

export async function insertCode(db: Queryable, purpose: CodePurpose, owner: CodeOwner, codeHash: string, ttlMinutes: number) {
  await db.query(
    `INSERT INTO account_codes (purpose, code_hash, user_id, business_partner_number, expires_at)
     VALUES ($1, $2, $3, $4, now() + make_interval(mins => $5))`,
    [purpose, codeHash, owner.userId ?? null, owner.businessPartnerNumber ?? null, ttlMinutes],
  );
}

/** Ends the open codes of a purpose and owner (by business partner when given, else by user). */
export async function revokeCodes(db: Queryable, purpose: CodePurpose, owner: CodeOwner): Promise<void> {
  if (owner.businessPartnerNumber) {
    await db.query(`UPDATE account_codes SET used_at = now() WHERE purpose = $1 AND business_partner_number = $2 AND used_at IS NULL`, [
      purpose,
      owner.businessPartnerNumber,
    ]);
  } else if (owner.userId) {
    await db.query(`UPDATE account_codes SET used_at = now() WHERE purpose = $1 AND user_id = $2 AND used_at IS NULL`, [
      purpose,
      owner.userId,
    ]);
  }
}

/** The valid (unused, unexpired) code with this hash, without using it up. */
export async function findValidCode(db: Queryable, purpose: CodePurpose, codeHash: string): Promise<CodeRow | null> {
  const { rows } = await db.query<CodeRow>(
    `SELECT id, user_id, business_partner_number FROM account_codes
      WHERE purpose = $1 AND code_hash = $2 AND used_at IS NULL AND expires_at > now()`,
    [purpose, codeHash],
  );
  return rows[0] ?? null;
}

/** Marks a code used; false when another request used it first (single use even under concurrency). */
export async function useCode(db: Queryable, id: number): Promise<boolean> {
  const { rows } = await db.query<{ id: number }>(
    'UPDATE account_codes SET used_at = now() WHERE id = $1 AND used_at IS NULL RETURNING id',
    [id],
  );
  return rows.length === 1;
}

/** The newest valid short code of a purpose for a business partner, with its wrong entries so far. */
export async function findOpenShortCode(db: Queryable, purpose: CodePurpose, businessPartnerNumber: string) {
  const { rows } = await db.query<{ id: number; code_hash: string; failed_attempts: number }>(
    `SELECT id, code_hash, failed_attempts FROM account_codes
      WHERE purpose = $1 AND business_partner_number = $2 AND used_at IS NULL AND expires_at > now()
      ORDER BY id DESC LIMIT 1`,
    [purpose, businessPartnerNumber],
  );
  return rows[0];
}

export async function countFailedCodeAttempt(db: Queryable, id: number): Promise<void> {
  await db.query('UPDATE account_codes SET failed_attempts = failed_attempts + 1 WHERE id = $1', [id]);
}

/** Stores a password hash and clears a forced change and the login lockout; `activate` also activates the account. */
export async function updatePassword(db: Queryable, userId: number, passwordHash: string, activate: boolean): Promise<void> {
  await db.query(
    `UPDATE users SET password_hash = $2, change_password = false, failed_logins = 0, locked_until = NULL,
            activated = activated OR $3
      WHERE id = $1`,
    [userId, passwordHash, activate],
  );
}

/** The logins and addresses of activated accounts whose partners have an active contract on this meter. */
export async function accountsOfMeter(db: Queryable, meterPoint: string, meterNumber: string) {
  const { rows } = await db.query<{ login: string; email: string }>(
    `SELECT DISTINCT u.login, u.email
       FROM pods p
       JOIN contracts c ON c.pod_id = p.id AND c.active
       JOIN contract_accounts ca ON ca.contract_account_number = c.contract_account_number
       JOIN business_partners bp ON bp.business_partner_number = ca.business_partner_number
       JOIN users u ON u.id = bp.user_id
      WHERE p.meter_point_number = $1 AND upper(right(p.meter_number, 10)) = upper($2)
        AND u.activated AND u.email IS NOT NULL`,
    [meterPoint, meterNumber],
  );
  return rows;
}

/** The user of a login (case-insensitive). */
export async function findUserByLogin(db: Queryable, login: string) {
  const { rows } = await db.query<{ id: number; login: string; email: string | null }>(
    'SELECT id, login, email FROM users WHERE lower(login) = lower($1)',
    [login],
  );
  return rows[0];
}

export async function loginOfUser(db: Queryable, userId: number): Promise<string | undefined> {
  const { rows } = await db.query<{ login: string }>('SELECT login FROM users WHERE id = $1', [userId]);
  return rows[0]?.login;
}
