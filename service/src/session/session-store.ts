import { createHash, randomBytes } from 'node:crypto';
import type { SessionUser } from '@portal/shared/contract/session';
import type { Queryable } from '../db/db';
import { SESSION_ABSOLUTE_HOURS, SESSION_IDLE_MINUTES, SESSION_TOUCH_SECONDS } from './session-policy';

/** Sessions live in the database (several instances can share them); only the id's SHA-256 hash is stored. */

export const hashSessionId = (id: string) => createHash('sha256').update(id).digest('hex');

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

interface UserRow {
  id: number;
  login: string;
  email: string | null;
  firstname: string | null;
  lastname: string | null;
  change_password: boolean;
  roles: string[];
  show_activation: boolean;
}

/** The user as the session endpoint shows it. */
export const USER_COLUMNS = `u.id, u.login, u.email, u.firstname, u.lastname, u.change_password, u.roles,
  ('show-activation' = ANY(u.roles) OR EXISTS (
    SELECT 1 FROM business_partners bp WHERE bp.user_id = u.id AND bp.activation_pending)) AS show_activation`;

export function toSessionUser(row: UserRow): SessionUser {
  const fullname = [row.firstname, row.lastname].filter(Boolean).join(' ');
  return {
    login: row.login,
    changePassword: row.change_password,
    ...(row.firstname ? { firstname: row.firstname } : {}),
    ...(row.lastname ? { lastname: row.lastname } : {}),
    ...(fullname ? { fullname } : {}),
    ...(row.email ? { email: row.email } : {}),
    showActivation: row.show_activation,
    roles: row.roles,
  };
}

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

export async function deleteExpiredSessions(db: Queryable): Promise<void> {
  await db.query(`DELETE FROM sessions WHERE NOT (${VALID})`);
}

export async function loadSessionUser(db: Queryable, userId: number): Promise<SessionUser | null> {
  const { rows } = await db.query<UserRow>(`SELECT ${USER_COLUMNS} FROM users u WHERE u.id = $1`, [userId]);
  return rows[0] ? toSessionUser(rows[0]) : null;
}
