import type { FastifyReply } from 'fastify';
import type { Queryable } from '../db/db';
import { sha256 } from '../accounts/secrets';

/** One limit: at most `max` calls per `windowSeconds` for one key of a bucket. */
export interface Limit {
  bucket: string;
  max: number;
  windowSeconds: number;
}

/**
 * The limits of the service (per IP and per target: login, meter point, user). Counted in the database, so every
 * instance of the service shares them. A route declares which apply in its config (`rateLimits`, see route-rules.ts).
 * The login lockout (5 failures, 30 minutes) is separate.
 */
export const LIMITS = {
  /** Failed logins from one address, whatever the login (password spraying); the per-account lockout is separate. */
  loginFailuresPerIp: { bucket: 'login-failures-ip', max: 20, windowSeconds: 900 },
  registrationPerIp: { bucket: 'registration-ip', max: 10, windowSeconds: 3600 },
  registrationPerMeterPoint: { bucket: 'registration-pod', max: 5, windowSeconds: 3600 },
  confirmPerIp: { bucket: 'confirm-ip', max: 20, windowSeconds: 3600 },
  retrievalPerIp: { bucket: 'retrieval-ip', max: 10, windowSeconds: 3600 },
  retrievalPerMeterPoint: { bucket: 'retrieval-pod', max: 3, windowSeconds: 3600 },
  resetPerIp: { bucket: 'reset-ip', max: 10, windowSeconds: 3600 },
  resetPerLogin: { bucket: 'reset-login', max: 3, windowSeconds: 3600 },
  passwordChangePerIp: { bucket: 'password-change-ip', max: 20, windowSeconds: 3600 },
  /** The logged-in change; every attempt counts, wrong current passwords included. */
  passwordChangePerUser: { bucket: 'password-change-user', max: 10, windowSeconds: 3600 },
  emailChangePerUser: { bucket: 'email-change-user', max: 10, windowSeconds: 3600 },
  letterActivationPerUser: { bucket: 'letter-activation-user', max: 10, windowSeconds: 3600 },
  mobileCodePerUser: { bucket: 'mobile-code-user', max: 5, windowSeconds: 3600 },
  mobileConfirmPerUser: { bucket: 'mobile-confirm-user', max: 10, windowSeconds: 3600 },
  profileChangePerUser: { bucket: 'profile-change-user', max: 60, windowSeconds: 3600 },
  autocompletePerUser: { bucket: 'autocomplete-user', max: 600, windowSeconds: 3600 },
  tokenPerUser: { bucket: 'api-token-user', max: 20, windowSeconds: 3600 },
  tokenInvalidatePerUser: { bucket: 'api-token-invalidate-user', max: 20, windowSeconds: 3600 },
  /** Reads of my data (profile, phones, a partner, pending activations): generous, a page load makes several. */
  profileReadPerUser: { bucket: 'profile-read-user', max: 600, windowSeconds: 3600 },
  /**
   * E-mails of a contract's network data and of a process's application data go to the user's own address, yet a script
   * could still flood that mailbox and the operator's mail server: every call counts.
   */
  networkDataMailPerUser: { bucket: 'network-data-mail-user', max: 10, windowSeconds: 3600 },
  processDataMailPerUser: { bucket: 'process-data-mail-user', max: 10, windowSeconds: 3600 },
} as const satisfies Record<string, Limit>;

export interface RateCheck {
  limit: Limit;
  key: string;
}

export const RATE_LIMITED_MESSAGE = 'Zu viele Anfragen. Bitte versuchen Sie es später noch einmal.';

let lastCleanup = 0;

/**
 * Counts one call against every given limit (fixed windows) and answers the seconds to wait when any is exceeded,
 * else 0. Keys are stored as hashes (no IP addresses or logins in the table).
 */
export async function countCall(db: Queryable, checks: RateCheck[]): Promise<number> {
  let wait = 0;
  for (const { limit, key } of checks) {
    const { rows } = await db.query<{ hits: number; retry: number }>(
      `WITH w AS (SELECT to_timestamp(floor(extract(epoch FROM now()) / $3) * $3) AS start)
       INSERT INTO rate_limits (bucket, key, window_start, hits) SELECT $1, $2, w.start, 1 FROM w
       ON CONFLICT (bucket, key, window_start) DO UPDATE SET hits = rate_limits.hits + 1
       RETURNING hits, ceil(extract(epoch FROM (window_start + make_interval(secs => $3) - now())))::int AS retry`,
      [limit.bucket, sha256(key.toLowerCase()), limit.windowSeconds],
    );
    if (rows[0].hits > limit.max) wait = Math.max(wait, Math.max(1, rows[0].retry));
  }
  if (Date.now() - lastCleanup > 10 * 60_000) {
    lastCleanup = Date.now();
    await db.query(`DELETE FROM rate_limits WHERE window_start < now() - interval '1 day'`);
  }
  return wait;
}

/** Takes one counted call back (a login that succeeded is no failure), in the current window of every limit. */
export async function uncountCall(db: Queryable, checks: RateCheck[]): Promise<void> {
  for (const { limit, key } of checks) {
    await db.query(
      `UPDATE rate_limits SET hits = greatest(hits - 1, 0)
        WHERE bucket = $1 AND key = $2 AND window_start = to_timestamp(floor(extract(epoch FROM now()) / $3) * $3)`,
      [limit.bucket, sha256(key.toLowerCase()), limit.windowSeconds],
    );
  }
}

/** 429 with Retry-After and the RATE_LIMITED body; returns the reply for the handler to return. */
export function sendRateLimited(reply: FastifyReply, wait: number): FastifyReply {
  return reply.code(429).header('Retry-After', String(wait)).send({ type: 'RATE_LIMITED', message: RATE_LIMITED_MESSAGE });
}

/**
 * Counts the call; when a limit is exceeded answers 429 with Retry-After and returns true (the caller then returns the
 * reply). A boolean, not the reply: a Fastify reply is thenable, so awaiting a promise of it yields undefined and the
 * handler would carry on after its 429.
 */
export async function rateLimited(db: Queryable, reply: FastifyReply, checks: RateCheck[]): Promise<boolean> {
  const wait = await countCall(db, checks);
  if (wait === 0) return false;
  void reply.code(429).header('Retry-After', String(wait)).send({ type: 'RATE_LIMITED', message: RATE_LIMITED_MESSAGE });
  return true;
}
