import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ProfileBusinessPartner, RateLimitedError } from '@portal/shared/contract/account';
import { ApiError, ErrorArray } from '@portal/shared/contract/errors';
import type { ServiceDeps } from '../deps';
import { LIMITS } from '../http/rate-limit';
import { requireAuth, userIdOf } from '../session/auth-hooks';
import { contactRoutes } from './contact-routes';
import { letterActivationRoutes } from './letter-activation-routes';
import { partnerParams } from './owned-partner';
import { PARTNER_NOT_FOUND } from './partner-mapper';
import { phoneRoutes } from './phone-routes';
import { loadProfilePartner } from './queries';

/**
 * The user's business partners (portal-processes §2.4, §3, §5, §7): one partner here; letter activation, address and
 * e-communication, and phones in their own modules. Only the partner's owner reaches any of them.
 */
export function businessPartnerRoutes(deps: ServiceDeps) {
  const { db } = deps;
  return async function plugin(fastify: FastifyInstance): Promise<void> {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
    app.addHook('onRequest', requireAuth);

    await app.register(letterActivationRoutes(deps));

    app.get(
      '/v1.0/business-partners/:bpn',
      {
        schema: {
          tags: ['account'],
          summary: 'One of the user’s business partners',
          description: "Another user's or an unknown number → 404; not digits or longer than 10 → 400. Rate limited per user (generously).",
          ...partnerParams,
          response: { 200: ProfileBusinessPartner, 400: ErrorArray, 401: ApiError, 404: ApiError, 429: RateLimitedError },
        },
        config: { rateLimits: [{ limit: LIMITS.profileReadPerUser, key: 'user' }] },
      },
      async (request, reply) =>
        (await loadProfilePartner(db, userIdOf(request), request.params.bpn)) ?? reply.code(404).send(PARTNER_NOT_FOUND),
    );

    await app.register(contactRoutes(deps));
    await app.register(phoneRoutes(deps));
  };
}
