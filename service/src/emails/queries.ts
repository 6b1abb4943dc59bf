import type { Queryable } from '../db/db';

/** The user's own e-mail address, null when none is stored. */
export async function findUserEmail(db: Queryable, userId: number): Promise<string | null> {
  const { rows } = await db.query<{ email: string | null }>('SELECT email FROM users WHERE id = $1', [userId]);
  const email = rows[0]?.email?.trim();
  return email ? email : null;
}
