import type { Limit } from '../http/rate-limit';

/**
 * Limits of the two-factor calls, per IP and per user, declared on the routes (`config.rateLimits`). The second step
 * also counts toward the login lockout (5 wrong attempts, 30 minutes).
 */
export const TWO_FACTOR_LIMITS = {
  secondStepPerIp: { bucket: 'two-factor-login-ip', max: 60, windowSeconds: 900 },
  /** Counted in the handler: the user is known only from the pending step. */
  secondStepPerUser: { bucket: 'two-factor-login-user', max: 15, windowSeconds: 900 },
  settingsReadPerUser: { bucket: 'two-factor-read-user', max: 600, windowSeconds: 3600 },
  settingsChangePerUser: { bucket: 'two-factor-change-user', max: 30, windowSeconds: 3600 },
  settingsChangePerIp: { bucket: 'two-factor-change-ip', max: 100, windowSeconds: 3600 },
} as const satisfies Record<string, Limit>;
