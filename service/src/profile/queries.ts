import type { Queryable } from '../db/db';

/** The profile domain's SQL: the user as my data shows it, the credentials a change is checked against, the e-mail change. */

export async function findProfileUser(db: Queryable, userId: number) {
  const { rows } = await db.query<{ login: string; email: string | null; roles: string[] }>(
    'SELECT login, email, roles FROM users WHERE id = $1',
    [userId],
  );
  return rows[0];
}

export async function findCredentials(db: Queryable, userId: number) {
  const { rows } = await db.query<{ login: string; password_hash: string; email: string | null }>(
    'SELECT login, password_hash, email FROM users WHERE id = $1',
    [userId],
  );
  return rows[0];
}

/** The account's address, also as the contact address of its partners that had none or the old one. */
export async function updateEmail(db: Queryable, userId: number, newEmail: string, oldEmail: string | null): Promise<void> {
  await db.query('UPDATE users SET email = $2 WHERE id = $1', [userId, newEmail]);
  await db.query(`UPDATE business_partners SET email = $2 WHERE user_id = $1 AND (email IS NULL OR lower(email) = lower($3))`, [
    userId,
    newEmail,
    oldEmail ?? '',
  ]);
}
