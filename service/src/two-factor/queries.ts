import type { Passkey, TwoFactorStatus } from '@portal/shared/contract/two-factor';
import { SECOND_STEP_MINUTES } from '@portal/shared/contract/two-factor';
import type { Queryable } from '../db/db';
import { claimLoginAttempt, clearFailedLogins, lockIfExhausted } from '../session/queries';

/** All SQL of two-factor sign-in. */

export interface Factors {
  totp: boolean;
  passkeys: number;
}

export async function factorsOf(db: Queryable, userId: number): Promise<Factors> {
  const { rows } = await db.query<{ totp: boolean; passkeys: number }>(
    `SELECT EXISTS (SELECT 1 FROM two_factor_totp WHERE user_id = $1 AND confirmed_at IS NOT NULL) AS totp,
            (SELECT count(*)::int FROM two_factor_passkeys WHERE user_id = $1) AS passkeys`,
    [userId],
  );
  return rows[0];
}

export const hasSecondFactor = (factors: Factors) => factors.totp || factors.passkeys > 0;

export async function loadStatus(db: Queryable, userId: number): Promise<TwoFactorStatus> {
  const { rows } = await db.query<{ confirmed_at: string | null; codes_left: number; passkeys: Passkey[] }>(
    `SELECT (SELECT to_json(confirmed_at)#>>'{}' FROM two_factor_totp WHERE user_id = $1) AS confirmed_at,
            (SELECT count(*)::int FROM two_factor_recovery_codes WHERE user_id = $1 AND used_at IS NULL) AS codes_left,
            coalesce((SELECT json_agg(json_build_object('id', id, 'name', name, 'createdAt', created_at,
                                                         'lastUsedAt', last_used_at) ORDER BY created_at, id)
                        FROM two_factor_passkeys WHERE user_id = $1), '[]'::json) AS passkeys`,
    [userId],
  );
  const row = rows[0];
  const totp = { enabled: row.confirmed_at !== null, confirmedAt: row.confirmed_at };
  return {
    enabled: totp.enabled || row.passkeys.length > 0,
    totp,
    passkeys: row.passkeys,
    recoveryCodesLeft: row.codes_left,
  };
}

export async function accountOf(db: Queryable, userId: number) {
  const { rows } = await db.query<{ login: string; email: string | null; password_hash: string }>(
    'SELECT login, email, password_hash FROM users WHERE id = $1',
    [userId],
  );
  return rows[0] ?? null;
}

// ---- Challenges: the pending login step and passkey registrations ----

const EXPIRED = `created_at < now() - make_interval(mins => ${SECOND_STEP_MINUTES})`;

export async function insertChallenge(
  db: Queryable,
  row: { idHash: string; userId: number; purpose: 'LOGIN' | 'PASSKEY_REGISTRATION'; webauthnChallenge?: string; passkeyName?: string },
): Promise<void> {
  await db.query(`DELETE FROM two_factor_challenges WHERE ${EXPIRED}`);
  await db.query(
    `INSERT INTO two_factor_challenges (id_hash, user_id, purpose, webauthn_challenge, passkey_name)
     VALUES ($1, $2, $3, $4, $5)`,
    [row.idHash, row.userId, row.purpose, row.webauthnChallenge ?? null, row.passkeyName ?? null],
  );
}

export interface LoginStepRow {
  userId: number;
  createdAt: Date;
  lockedUntil: Date | null;
  webauthnChallenge: string | null;
}

export async function findLoginStep(db: Queryable, idHash: string): Promise<LoginStepRow | null> {
  const { rows } = await db.query<{ user_id: number; created_at: Date; locked_until: Date | null; webauthn_challenge: string | null }>(
    `SELECT c.user_id, c.created_at, u.locked_until, c.webauthn_challenge
       FROM two_factor_challenges c JOIN users u ON u.id = c.user_id
      WHERE c.id_hash = $1 AND c.purpose = 'LOGIN' AND u.activated`,
    [idHash],
  );
  const row = rows[0];
  return row
    ? {
        userId: row.user_id,
        createdAt: new Date(row.created_at),
        lockedUntil: row.locked_until ? new Date(row.locked_until) : null,
        webauthnChallenge: row.webauthn_challenge,
      }
    : null;
}

export async function setWebauthnChallenge(db: Queryable, idHash: string, challenge: string): Promise<void> {
  await db.query('UPDATE two_factor_challenges SET webauthn_challenge = $2 WHERE id_hash = $1', [idHash, challenge]);
}

/** Deletes a challenge; true only for the one caller that deleted it (a step is finished once). */
export async function takeChallenge(db: Queryable, idHash: string): Promise<boolean> {
  const { rows } = await db.query('DELETE FROM two_factor_challenges WHERE id_hash = $1 RETURNING 1', [idHash]);
  return rows.length > 0;
}

/** The newest open passkey registration of the user, taken (used once). */
export async function takeRegistration(db: Queryable, userId: number) {
  const { rows } = await db.query<{ webauthn_challenge: string; passkey_name: string }>(
    `DELETE FROM two_factor_challenges WHERE id_hash = (
       SELECT id_hash FROM two_factor_challenges
        WHERE user_id = $1 AND purpose = 'PASSKEY_REGISTRATION' AND NOT (${EXPIRED})
        ORDER BY created_at DESC LIMIT 1)
     RETURNING webauthn_challenge, passkey_name`,
    [userId],
  );
  return rows[0] ?? null;
}

// ---- Lockout: the second step shares the password's counter (portal-processes §9: 5 wrong, 30 minutes) ----

/**
 * A wrong second step counts like a wrong password (session/lockout.ts): true when the account is locked now, which
 * also ends every pending step of it.
 */
export async function recordFailedAttempt(db: Queryable, userId: number): Promise<boolean> {
  const open = await claimLoginAttempt(db, userId);
  if (open) await lockIfExhausted(db, userId);
  const { rows } = await db.query<{ locked: boolean }>('SELECT coalesce(locked_until > now(), false) AS locked FROM users WHERE id = $1', [
    userId,
  ]);
  const locked = rows[0]?.locked ?? false;
  if (locked) await db.query(`DELETE FROM two_factor_challenges WHERE user_id = $1 AND purpose = 'LOGIN'`, [userId]);
  return locked;
}

/** The second step succeeded: the count starts again; false when the account got locked meanwhile. */
export const clearFailedAttempts = (db: Queryable, userId: number): Promise<boolean> => clearFailedLogins(db, userId);

// ---- Authenticator app ----

export async function totpOf(db: Queryable, userId: number) {
  const { rows } = await db.query<{ secret_encrypted: string; confirmed: boolean; last_used_step: string | null }>(
    `SELECT secret_encrypted, confirmed_at IS NOT NULL AS confirmed, last_used_step FROM two_factor_totp WHERE user_id = $1`,
    [userId],
  );
  const row = rows[0];
  return row
    ? {
        secretEncrypted: row.secret_encrypted,
        confirmed: row.confirmed,
        lastUsedStep: row.last_used_step === null ? null : Number(row.last_used_step),
      }
    : null;
}

/** Stores a new secret being set up; false when an app is already on (remove it first). */
export async function storePendingTotp(db: Queryable, userId: number, secretEncrypted: string): Promise<boolean> {
  const { rows } = await db.query(
    `INSERT INTO two_factor_totp (user_id, secret_encrypted) VALUES ($1, $2)
     ON CONFLICT (user_id) DO UPDATE SET secret_encrypted = $2, created_at = now(), last_used_step = NULL
       WHERE two_factor_totp.confirmed_at IS NULL
     RETURNING 1`,
    [userId, secretEncrypted],
  );
  return rows.length > 0;
}

/**
 * Takes a time step for the user's app in one statement: true only when no equal or later step was used before, so
 * a code counts once even when two requests race.
 */
export async function useTotpStep(db: Queryable, userId: number, step: number, confirm = false): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE two_factor_totp SET last_used_step = $2, confirmed_at = CASE WHEN $3::boolean THEN now() ELSE confirmed_at END
      WHERE user_id = $1 AND (confirmed_at IS NOT NULL) <> $3::boolean AND (last_used_step IS NULL OR last_used_step < $2)
      RETURNING 1`,
    [userId, step, confirm],
  );
  return rows.length > 0;
}

export async function removeTotp(db: Queryable, userId: number): Promise<boolean> {
  const { rows } = await db.query('DELETE FROM two_factor_totp WHERE user_id = $1 RETURNING confirmed_at', [userId]);
  return rows.length > 0;
}

// ---- Recovery codes ----

export async function useRecoveryCode(db: Queryable, userId: number, codeHash: string): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE two_factor_recovery_codes SET used_at = now()
      WHERE user_id = $1 AND code_hash = $2 AND used_at IS NULL RETURNING 1`,
    [userId, codeHash],
  );
  return rows.length > 0;
}

export async function replaceRecoveryCodes(db: Queryable, userId: number, hashes: string[]): Promise<void> {
  await db.query('DELETE FROM two_factor_recovery_codes WHERE user_id = $1', [userId]);
  await db.query('INSERT INTO two_factor_recovery_codes (user_id, code_hash) SELECT $1, unnest($2::text[])', [userId, hashes]);
}

export async function hasRecoveryCodes(db: Queryable, userId: number): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM two_factor_recovery_codes WHERE user_id = $1 LIMIT 1', [userId]);
  return rows.length > 0;
}

/** Switching off: every factor and code of the user. */
export async function removeAllFactors(db: Queryable, userId: number): Promise<void> {
  await db.query('DELETE FROM two_factor_totp WHERE user_id = $1', [userId]);
  await db.query('DELETE FROM two_factor_passkeys WHERE user_id = $1', [userId]);
  await db.query('DELETE FROM two_factor_recovery_codes WHERE user_id = $1', [userId]);
}

/** Without any factor left the recovery codes mean nothing. */
export async function dropCodesWithoutFactor(db: Queryable, userId: number): Promise<void> {
  if (!hasSecondFactor(await factorsOf(db, userId))) {
    await db.query('DELETE FROM two_factor_recovery_codes WHERE user_id = $1', [userId]);
  }
}

// ---- Passkeys ----

export interface StoredPasskey {
  id: number;
  credentialId: string;
  publicKey: string;
  signCount: number;
  transports: string[];
}

export async function passkeysOf(db: Queryable, userId: number): Promise<StoredPasskey[]> {
  const { rows } = await db.query<{ id: number; credential_id: string; public_key: string; sign_count: string; transports: string[] }>(
    'SELECT id, credential_id, public_key, sign_count, transports FROM two_factor_passkeys WHERE user_id = $1 ORDER BY id',
    [userId],
  );
  return rows.map((r) => ({
    id: r.id,
    credentialId: r.credential_id,
    publicKey: r.public_key,
    signCount: Number(r.sign_count),
    transports: r.transports,
  }));
}

export async function insertPasskey(db: Queryable, userId: number, passkey: Omit<StoredPasskey, 'id'> & { name: string }): Promise<void> {
  await db.query(
    `INSERT INTO two_factor_passkeys (user_id, credential_id, public_key, sign_count, transports, name)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [userId, passkey.credentialId, passkey.publicKey, passkey.signCount, passkey.transports, passkey.name],
  );
}

export async function passkeyUsed(db: Queryable, id: number, signCount: number): Promise<void> {
  await db.query('UPDATE two_factor_passkeys SET sign_count = $2, last_used_at = now() WHERE id = $1', [id, signCount]);
}

export async function removePasskey(db: Queryable, userId: number, id: number): Promise<boolean> {
  const { rows } = await db.query('DELETE FROM two_factor_passkeys WHERE user_id = $1 AND id = $2 RETURNING 1', [userId, id]);
  return rows.length > 0;
}

// ---- Sessions ----

/** After a change of the factors only the session that made it stays. */
export async function endOtherSessions(db: Queryable, userId: number, keepIdHash: string): Promise<void> {
  await db.query('DELETE FROM sessions WHERE user_id = $1 AND id_hash <> $2', [userId, keepIdHash]);
}
