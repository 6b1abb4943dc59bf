import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { ApiTokenGenerateRequest, ApiTokenResponse, RateLimitedError } from '@portal/shared/contract/account';
import { ApiError, ErrorArray } from '@portal/shared/contract/errors';
import { requireAuth, userIdOf } from '../session/auth-hooks';
import type { ServiceDeps } from '../deps';
import { insertApiToken, invalidateApiTokens } from './queries';
import { LIMITS } from '../http/rate-limit';
import { apiToken, sha256 } from '../accounts/secrets';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { emptyAnswer } from '../http/replies';

/** API tokens for scripts (portal-core §2, §5, §9): generate and invalidate all. Only a session manages tokens. */
export function apiTokenRoutes({ db }: ServiceDeps) {
  return async function plugin(fastify: FastifyInstance): Promise<void> {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
    app.addHook('onRequest', requireAuth);

    app.put(
      '/api-tokens/generate',
      {
        schema: {
          tags: ['api-tokens'],
          summary: 'Generate an API token (shown once; the service keeps only its hash)',
          description:
            'validForDays: 0 = valid forever, else 1–3650 days. The token authorises `Authorization: Bearer <token>` on ' +
            'the read-only data API of its owner until it expires, is invalidated or the password changes. Needs a session ' +
            'and X-XSRF-TOKEN. Rate limited per user (429 with Retry-After).',
          body: ApiTokenGenerateRequest,
          response: { 200: ApiTokenResponse, 400: ErrorArray, 401: ApiError, 429: RateLimitedError },
        },
        config: { rateLimits: [{ limit: LIMITS.tokenPerUser, key: 'user' }] },
      },
      async (request) => {
        const userId = userIdOf(request);
        const { validForDays } = request.body;
        const token = apiToken();
        await insertApiToken(db, userId, sha256(token), validForDays);
        return { token };
      },
    );

    app.put(
      '/api-tokens/invalidate-all',
      {
        schema: {
          tags: ['api-tokens'],
          summary: 'Invalidate every API token of the user at once; answers 204',
          description: 'Needs a session and X-XSRF-TOKEN. Rate limited per user (429 with Retry-After).',
          response: { 204: Type.Null(), 401: ApiError, 429: RateLimitedError },
        },
        config: { rateLimits: [{ limit: LIMITS.tokenInvalidatePerUser, key: 'user' }] },
      },
      async (request, reply) => {
        await invalidateApiTokens(db, userIdOf(request));
        return emptyAnswer(reply, 204);
      },
    );
  };
}
