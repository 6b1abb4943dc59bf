import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { Static, TSchema } from '@sinclair/typebox';
import type { Queryable } from '../db/db';
import { userIdOf } from '../session/auth-hooks';
import { rateLimited, type Limit, type RateCheck } from './rate-limit';

/**
 * Cross-cutting rules a route declares in its `config` and this module applies, so that no handler codes them:
 * - `apiToken: 'read'`: the one way a route admits an API token (`Authorization: Bearer …`); every other route answers
 *   a token 403 (see auth-hooks.ts). Only read-only routes carry it.
 * - `rateLimits`: limits counted for each call that reaches the handler (after authentication, validation and the
 *   route's own preHandlers), answering 429 `{type: RATE_LIMITED}` with Retry-After once one is exceeded.
 */
interface RateRule {
  limit: Limit;
  /** Whose calls count together: the client IP, the logged-in user, or a value of the (validated) request. */
  key: 'ip' | 'user' | ((request: FastifyRequest) => string);
  /** Counts only calls for which this holds (e.g. a valid body); the others go to the handler uncounted. */
  when?: (request: FastifyRequest) => boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    apiToken?: 'read';
    /** An operator route (meter data import): authenticated by the operator token, never by a customer's session. */
    operator?: true;
    rateLimits?: readonly RateRule[];
  }
}

/** Whether an API token may call the route with this config. */
export const admitsApiToken = (config: { apiToken?: unknown } | undefined): boolean => config?.apiToken === 'read';

/**
 * A key or condition read from the request body, typed by the route's body schema. The rules run after validation,
 * so the body already has that schema's type.
 */
export function fromBody<S extends TSchema, R>(_schema: S, read: (body: Static<S>) => R): (request: FastifyRequest) => R {
  return (request) => read(request.body as Static<S>);
}

function keyOf(rule: RateRule, request: FastifyRequest): string {
  if (rule.key === 'ip') return request.ip;
  if (rule.key === 'user') return String(userIdOf(request));
  return rule.key(request);
}

function rateLimitHook(db: Queryable, rules: readonly RateRule[]) {
  return async function countCall(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
    const checks: RateCheck[] = rules
      .filter((rule) => rule.when?.(request) ?? true)
      .map((rule) => ({ limit: rule.limit, key: keyOf(rule, request) }));
    if (checks.length === 0) return undefined;
    // Returning the reply tells Fastify the hook answered, so the handler does not run. rateLimited answers a boolean,
    // not the reply: a reply is thenable, and awaiting a promise of it would yield undefined.
    return (await rateLimited(db, reply, checks)) ? reply : undefined;
  };
}

/**
 * Applies the declared rate limits: appended to each such route's own preHandlers, so a route's checks that answer
 * before counting (e.g. 404 for another customer's partner) keep doing so. Register before the routes.
 */
export function registerRouteRules(app: FastifyInstance, deps: { db: Queryable }): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    const rules = route.config?.rateLimits;
    if (!rules?.length) return;
    const own = route.preHandler ? (Array.isArray(route.preHandler) ? route.preHandler : [route.preHandler]) : [];
    route.preHandler = [...own, rateLimitHook(deps.db, rules)];
  });
}
