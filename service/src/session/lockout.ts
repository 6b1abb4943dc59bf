import type { Queryable } from '../db/db';
import { LOCKOUT_MINUTES, MAX_FAILED_LOGINS } from './session-policy';

/**
 * The login lockout (portal-processes §9: five failures lock for 30 minutes), safe against attempts sent at the same
 * moment. Every attempt is counted before its (slow) password hash, in one statement, as if it failed: with five
 * failed or still running attempts the next one locks the account at once. A right password then takes its attempt
 * back, but only while no lock stands: 29 wrong passwords and the right one right after cannot log in.
 */
const NEXT_COUNT = `CASE WHEN locked_until <= now() THEN 1 ELSE failed_logins + 1 END`;

/** Counts an attempt; false when the account is locked (now, or by this attempt). */
export async function claimLoginAttempt(db: Queryable, userId: number): Promise<boolean> {
  const { rows } = await db.query<{ locked: boolean }>(
    `UPDATE users SET
       failed_logins = ${NEXT_COUNT},
       locked_until = CASE
         WHEN locked_until > now() THEN locked_until
         WHEN ${NEXT_COUNT} > $2 THEN now() + make_interval(mins => $3)
         ELSE NULL END
     WHERE id = $1
     RETURNING coalesce(locked_until > now(), false) AS locked`,
    [userId, MAX_FAILED_LOGINS, LOCKOUT_MINUTES],
  );
  return rows[0]?.locked === false;
}

/** After a wrong password: the fifth counted failure locks the account. */
export async function lockIfExhausted(db: Queryable, userId: number): Promise<void> {
  await db.query(
    `UPDATE users SET locked_until = now() + make_interval(mins => $3)
      WHERE id = $1 AND failed_logins >= $2 AND (locked_until IS NULL OR locked_until <= now())`,
    [userId, MAX_FAILED_LOGINS, LOCKOUT_MINUTES],
  );
}

/** After a right password: clears the count; false when the account got locked meanwhile (the login then fails). */
export async function clearFailedLogins(db: Queryable, userId: number): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE users SET failed_logins = 0, locked_until = NULL
      WHERE id = $1 AND (locked_until IS NULL OR locked_until <= now())
      RETURNING id`,
    [userId],
  );
  return rows.length === 1;
}

/**
 * After a right password of a customer with a second factor: takes this attempt back without clearing the count, so
 * wrong second steps keep adding up to the lock; false when the account got locked meanwhile.
 */
export async function releaseLoginAttempt(db: Queryable, userId: number): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE users SET failed_logins = greatest(failed_logins - 1, 0)
      WHERE id = $1 AND (locked_until IS NULL OR locked_until <= now())
      RETURNING id`,
    [userId],
  );
  return rows.length === 1;
}
