import type { Queryable } from '../db/db';
import { sha256 } from '../accounts/secrets';

/** Stores a new token's hash; validForDays 0 = valid forever. */
export async function insertApiToken(db: Queryable, userId: number, tokenHash: string, validForDays: number): Promise<void> {
  await db.query(
    `INSERT INTO api_tokens (user_id, token_hash, expires_at)
     VALUES ($1, $2, CASE WHEN $3::int = 0 THEN NULL ELSE now() + make_interval(days => $3::int) END)`,
    [userId, tokenHash, validForDays],
  );
}

/**
 * The owner of a valid token (known, unexpired, not invalidated, owner active), or null. Notes the last use at most
 * once a minute (no write on every call of a busy script).
 */
export async function userOfApiToken(db: Queryable, token: string): Promise<number | null> {
  const { rows } = await db.query<{ id: number; user_id: number; stale: boolean }>(
    `SELECT t.id, t.user_id, (t.last_used_at IS NULL OR t.last_used_at < now() - interval '1 minute') AS stale
       FROM api_tokens t JOIN users u ON u.id = t.user_id
      WHERE t.token_hash = $1 AND u.activated
        AND t.invalidated_at IS NULL AND (t.expires_at IS NULL OR t.expires_at > now())`,
    [sha256(token)],
  );
  const row = rows[0];
  if (!row) return null;
  if (row.stale) await db.query('UPDATE api_tokens SET last_used_at = now() WHERE id = $1', [row.id]);
  return row.user_id;
}

/** Ends every valid API token of the user at once (invalidate-all, and every password change). */
export async function invalidateApiTokens(db: Queryable, userId: number): Promise<void> {
  await db.query('UPDATE api_tokens SET invalidated_at = now() WHERE user_id = $1 AND invalidated_at IS NULL', [userId]);
}
