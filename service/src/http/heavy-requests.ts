import type { FastifyInstance } from 'fastify';
import { RATE_LIMITED_MESSAGE } from './rate-limit';

/**
 * Route option `config: { heavy: true }`: a call that may read a year of quarter-hours (profiles, their CSV). Each
 * caller (a user's sessions, a user's API tokens) may run HEAVY_PER_CALLER of them at once per instance; one more
 * answers 429 with Retry-After, so a script downloading in parallel cannot slow everybody else's page loads. Counted
 * in memory: a slot is a running request of this process, nothing a crash could leave behind in a shared table.
 */
export const HEAVY_PER_CALLER = 2;
const HEAVY_RETRY_AFTER_SECONDS = 5;

export const HEAVY_ROUTE = { heavy: true } as const;

export function registerHeavyRequestLimit(app: FastifyInstance, perCaller = HEAVY_PER_CALLER): void {
  const running = new Map<string, number>();

  app.addHook('onRequest', async (request, reply) => {
    if ((request.routeOptions.config as { heavy?: unknown } | undefined)?.heavy !== true) return undefined;
    const auth = request.auth;
    // Anonymous calls are refused by the route's own requireAuth.
    if (!auth) return undefined;
    const key = auth.kind === 'session' ? `user:${auth.session.userId}` : `token:${auth.userId}`;
    const count = running.get(key) ?? 0;
    if (count >= perCaller) {
      return reply
        .code(429)
        .header('Retry-After', String(HEAVY_RETRY_AFTER_SECONDS))
        .send({ type: 'RATE_LIMITED', message: RATE_LIMITED_MESSAGE });
    }
    running.set(key, count + 1);
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      const left = (running.get(key) ?? 1) - 1;
      if (left > 0) running.set(key, left);
      else running.delete(key);
    };
    // 'close' fires when the answer is complete and when the client goes away mid-stream; a client that went away
    // before this hook ran has already closed, so it frees its slot at once.
    reply.raw.once('close', release);
    if (request.raw.destroyed || reply.raw.destroyed || request.raw.socket?.destroyed === true) release();
    return undefined;
  });
}
