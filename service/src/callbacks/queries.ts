import type { Queryable } from '../db/db';
import type { Callback } from './callback-rules';

/** The SQL of the callback requests. */

export interface Requester {
  login: string;
  email: string | null;
  /** "Max Mustermann (1000012345)" per business partner of the user. */
  partners: string[];
}

/** Who asks: the login, the account's e-mail and the user's business partners (customer service finds the customer). */
export async function loadRequester(db: Queryable, userId: number): Promise<Requester | null> {
  const { rows } = await db.query<{ login: string; email: string | null; partners: string[] | null }>(
    `SELECT u.login, u.email,
            (SELECT array_agg(coalesce(bp.company_name, concat_ws(' ', bp.firstname, bp.lastname)) || ' (' || bp.business_partner_number || ')'
                              ORDER BY bp.business_partner_number)
               FROM business_partners bp WHERE bp.user_id = u.id) AS partners
       FROM users u WHERE u.id = $1`,
    [userId],
  );
  const row = rows[0];
  return row ? { login: row.login, email: row.email, partners: row.partners ?? [] } : null;
}

/** Stores the request; answers its id and when it was received. */
export async function insertCallback(tx: Queryable, userId: number, c: Callback): Promise<{ id: number; receivedAt: string }> {
  const { rows } = await tx.query<{ id: number; created_at: Date }>(
    `INSERT INTO callback_requests (user_id, contact_type, subject, message, email, phone_number, phone_extension, phone_country,
            day_of_week, time_from, time_to)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
     RETURNING id, created_at`,
    [
      userId,
      c.type,
      c.subject,
      c.message,
      c.email,
      c.phone?.number ?? null,
      c.phone?.extension ?? null,
      c.phone?.country ?? null,
      c.dayOfWeek,
      c.timeFrom,
      c.timeTo,
    ],
  );
  return { id: rows[0].id, receivedAt: rows[0].created_at.toISOString() };
}
