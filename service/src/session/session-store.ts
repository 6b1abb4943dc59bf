import { createHash, randomBytes } from 'node:crypto';
import type { SessionUser } from '@portal/shared/contract/session';
import type { Queryable } from '../db/db';
import { SESSION_ABSOLUTE_HOURS, SESSION_IDLE_MINUTES } from './session-policy';

/** Sessions live in the database (several instances can share them); only the id's SHA-256 hash is stored. */

export const hashSessionId = (id: string) => createHash('sha256').update(id).digest('hex');

const VALID = `last_seen_at > now() - interval '${SESSION_IDLE_MINUTES} minutes'
  AND created_at > now() - interval '${SESSION_ABSOLUTE_HOURS} hours'`;

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

/** Looks a session up and slides its idle expiry; null when unknown or expired. */
export async function touchSession(db: Queryable, idHash: string): Promise<SessionRecord | null> {
  const { rows } = await db.query<UserRow>(
    `WITH s AS (
       UPDATE sessions SET last_seen_at = now() WHERE id_hash = $1 AND ${VALID} RETURNING user_id
     )
     SELECT ${USER_COLUMNS} FROM s JOIN users u ON u.id = s.user_id`,
    [idHash],
  );
  const row = rows[0];
  return row ? { idHash, userId: row.id, user: toSessionUser(row) } : null;
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
