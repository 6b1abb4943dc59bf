import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable } from '../db/db';
import { rateLimited, type Limit } from '../accounts/rate-limit';
import { userIdOf } from '../session/auth-hooks';

/** Limits of the two-factor calls, per IP and per user (the second step also counts toward the login lockout). */
export const TWO_FACTOR_LIMITS = {
  secondStepPerIp: { bucket: 'two-factor-login-ip', max: 60, windowSeconds: 900 },
  secondStepPerUser: { bucket: 'two-factor-login-user', max: 15, windowSeconds: 900 },
  settingsReadPerUser: { bucket: 'two-factor-read-user', max: 600, windowSeconds: 3600 },
  settingsChangePerUser: { bucket: 'two-factor-change-user', max: 30, windowSeconds: 3600 },
  settingsChangePerIp: { bucket: 'two-factor-change-ip', max: 100, windowSeconds: 3600 },
} as const satisfies Record<string, Limit>;

export interface RouteRateLimit {
  limit: Limit;
  key: 'ip' | 'user';
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Limits counted before the handler runs (429 with Retry-After once one is exceeded). */
    rateLimits?: RouteRateLimit[];
  }
}

/**
 * preHandler applying the route's declared `config.rateLimits` ('user' needs requireAuth before it). The service-wide
 * hook for declared limits replaces this one once it exists.
 */
export function declaredRateLimits(db: Queryable) {
  return async function countDeclared(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
    const declared = request.routeOptions.config.rateLimits ?? [];
    if (declared.length === 0) return undefined;
    const checks = declared.map(({ limit, key }) => ({
      limit,
      key: key === 'ip' ? request.ip : String(userIdOf(request)),
    }));
    return (await rateLimited(db, reply, checks)) ? reply : undefined;
  };
}
