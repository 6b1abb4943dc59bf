import { randomBytes } from 'node:crypto';
import type { SessionUser } from '@portal/shared/contract/session';
import type { Queryable } from '../db/db';
import { LOCKOUT_MINUTES, MAX_FAILED_LOGINS, SESSION_ABSOLUTE_HOURS, SESSION_IDLE_MINUTES, SESSION_TOUCH_SECONDS } from './session-policy';
import { hashSessionId } from './session-id';
import { toSessionUser, type UserRow } from './session-user';

/** The session domain's SQL: sessions, the login lookup and lockout, the CSRF secret. */

// Sessions live in the database (several instances can share them); only the id's SHA-256 hash is stored.
const IDLE = `interval '${SESSION_IDLE_MINUTES} minutes'`;
const ABSOLUTE = `interval '${SESSION_ABSOLUTE_HOURS} hours'`;
const valid = (s: string) => `${s}.last_seen_at > now() - ${IDLE} AND ${s}.created_at > now() - ${ABSOLUTE}`;
const VALID = valid('sessions');
/** How long the session stays valid without a touch, and how long ago it was touched (ms, by the database's clock). */
const TIMING = (s: string) => `
  (extract(epoch FROM least(${s}.last_seen_at + ${IDLE}, ${s}.created_at + ${ABSOLUTE}) - now()) * 1000)::float8 AS valid_ms,
  (extract(epoch FROM now() - ${s}.last_seen_at) * 1000)::float8 AS seen_ago_ms`;

export interface SessionRecord {
  idHash: string;
  userId: number;
  user: SessionUser;
}

/** The user as the session endpoint shows it. */
const USER_COLUMNS = `u.id, u.login, u.email, u.firstname, u.lastname, u.change_password, u.roles,
  ('show-activation' = ANY(u.roles) OR EXISTS (
    SELECT 1 FROM business_partners bp WHERE bp.user_id = u.id AND bp.activation_pending)) AS show_activation`;

/** Creates a session and returns the raw id for the cookie. */
export async function createSession(db: Queryable, userId: number): Promise<string> {
  const id = randomBytes(32).toString('base64url');
  await db.query('INSERT INTO sessions (id_hash, user_id) VALUES ($1, $2)', [hashSessionId(id), userId]);
  return id;
}

export interface SessionTiming {
  /** Milliseconds the session stays valid without another touch. */
  validMs: number;
  /** Milliseconds since its last touch. */
  seenAgoMs: number;
}

/** Looks a valid session up without writing; null when unknown or expired. */
export async function findSession(db: Queryable, idHash: string): Promise<{ session: SessionRecord; timing: SessionTiming } | null> {
  const { rows } = await db.query<UserRow & { valid_ms: number; seen_ago_ms: number }>(
    `SELECT ${USER_COLUMNS}, ${TIMING('s')}
       FROM sessions s JOIN users u ON u.id = s.user_id
      WHERE s.id_hash = $1 AND ${valid('s')}`,
    [idHash],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    session: { idHash, userId: row.id, user: toSessionUser(row) },
    timing: { validMs: row.valid_ms, seenAgoMs: row.seen_ago_ms },
  };
}

/**
 * Slides a valid session's idle expiry, unless it was touched less than SESSION_TOUCH_SECONDS ago (by any instance)
 * or `force`; null when nothing was written (expired, unknown, or touched just now).
 */
export async function touchSession(db: Queryable, idHash: string, force = false): Promise<SessionTiming | null> {
  const { rows } = await db.query<{ valid_ms: number; seen_ago_ms: number }>(
    `UPDATE sessions SET last_seen_at = now()
      WHERE id_hash = $1 AND ${VALID}
        AND ($2 OR last_seen_at < now() - interval '${SESSION_TOUCH_SECONDS} seconds')
      RETURNING ${TIMING('sessions')}`,
    [idHash, force],
  );
  const row = rows[0];
  return row ? { validMs: row.valid_ms, seenAgoMs: row.seen_ago_ms } : null;
}

export async function deleteSession(db: Queryable, idHash: string): Promise<void> {
  await db.query('DELETE FROM sessions WHERE id_hash = $1', [idHash]);
}

/** After a password change: every session of the user ends except the one that made the change. */
export async function deleteOtherSessions(db: Queryable, userId: number, keepIdHash: string): Promise<void> {
  await db.query('DELETE FROM sessions WHERE user_id = $1 AND id_hash <> $2', [userId, keepIdHash]);
}

/** After a password change by e-mailed link: whoever knew the old password is logged out everywhere. */
export async function deleteUserSessions(db: Queryable, userId: number): Promise<void> {
  await db.query('DELETE FROM sessions WHERE user_id = $1', [userId]);
}

export async function deleteExpiredSessions(db: Queryable): Promise<void> {
  await db.query(`DELETE FROM sessions WHERE NOT (${VALID})`);
}

export async function loadSessionUser(db: Queryable, userId: number): Promise<SessionUser | null> {
  const { rows } = await db.query<UserRow>(`SELECT ${USER_COLUMNS} FROM users u WHERE u.id = $1`, [userId]);
  return rows[0] ? toSessionUser(rows[0]) : null;
}

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

interface LoginRow {
  id: number;
  password_hash: string;
  activated: boolean;
  locked: boolean;
}

/** The user a login names (case-insensitive), with whether a lock stands; undefined for an unknown login. */
export async function findLoginUser(db: Queryable, login: string): Promise<LoginRow | undefined> {
  const { rows } = await db.query<LoginRow>(
    `SELECT id, password_hash, activated, coalesce(locked_until > now(), false) AS locked
       FROM users WHERE lower(login) = lower($1)`,
    [login],
  );
  return rows[0];
}

/** The CSRF secret shared by every instance: the first instance stores its candidate, all read the stored one. */
export async function sharedCsrfSecret(db: Queryable, candidate: string): Promise<string> {
  await db.query(`INSERT INTO app_secrets (name, value) VALUES ('csrf', $1) ON CONFLICT (name) DO NOTHING`, [candidate]);
  const { rows } = await db.query<{ value: string }>(`SELECT value FROM app_secrets WHERE name = 'csrf'`);
  return rows[0].value;
}
