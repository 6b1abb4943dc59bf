import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable } from '../db/db';
import { userIdOf } from '../session/auth-hooks';
import { rateLimited, type Limit } from './rate-limit';

/** Route option `preHandler` behind requireAuth: counts the call against a per-user limit; 429 once it is exceeded. */
export function perUserLimit(db: Queryable, limit: Limit) {
  return async function countPerUser(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
    // Returning the reply tells Fastify the hook answered, so the handler does not run.
    return (await rateLimited(db, reply, [{ limit, key: String(userIdOf(request)) }])) ? reply : undefined;
  };
}
