import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { AddressUpdateRequest, ECommunicationRequest } from '@portal/shared/contract/account';
import { ERROR_NUMBERS } from '@portal/shared/contract/errors';
import type { ServiceDeps } from '../deps';
import { LIMITS } from '../http/rate-limit';
import { fromBody } from '../http/route-rules';
import { userIdOf } from '../session/auth-hooks';
import { ownPartner, partnerAnswer, partnerParams } from './owned-partner';
import { PARTNER_NOT_FOUND } from './partner-mapper';
import { addressChange, field } from './partner-rules';
import { activateECommunication, loadProfilePartner, updateAddress } from './queries';

const ACCEPT_CONDITIONS = field('acceptConditions', 'Bitte stimmen Sie der elektronischen Kommunikation zu.', ERROR_NUMBERS.REQUIRED);

/** The address and the e-communication of one of the user's business partners (portal-processes §3, §7). */
export function contactRoutes({ db }: ServiceDeps) {
  return async function plugin(fastify: FastifyInstance): Promise<void> {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

    app.put(
      '/v1.0/business-partners/:bpn/address',
      {
        schema: {
          tags: ['account'],
          summary: 'Change the address of one of the user’s business partners; answers the updated partner',
          description:
            'Austria (AT): the postcode must be a known 4-digit postcode and city one of its places (name, or the city ' +
            'code of /autocomplete/city); other countries free text.',
          ...partnerParams,
          body: AddressUpdateRequest,
          response: partnerAnswer,
        },
        preHandler: ownPartner(db),
        config: { rateLimits: [{ limit: LIMITS.profileChangePerUser, key: 'user' }] },
      },
      async (request, reply) => {
        const userId = userIdOf(request);
        const { bpn } = request.params;
        const change = addressChange(request.body);
        if ('errors' in change) return reply.code(400).send(change.errors);
        await updateAddress(db, userId, bpn, change.address);
        return (await loadProfilePartner(db, userId, bpn)) ?? reply.code(404).send(PARTNER_NOT_FOUND);
      },
    );

    app.put(
      '/v1.0/business-partners/:bpn/e-comm',
      {
        schema: {
          tags: ['account'],
          summary: 'Activate electronic communication for one of the user’s business partners; answers the partner',
          description: 'acceptConditions false → 400 path acceptConditions (e_comm.error.accept_conditions.false).',
          ...partnerParams,
          body: ECommunicationRequest,
          response: partnerAnswer,
        },
        preHandler: ownPartner(db),
        config: {
          rateLimits: [
            { limit: LIMITS.profileChangePerUser, key: 'user', when: fromBody(ECommunicationRequest, (body) => body.acceptConditions) },
          ],
        },
      },
      async (request, reply) => {
        const userId = userIdOf(request);
        const { bpn } = request.params;
        if (!request.body.acceptConditions) return reply.code(400).send(ACCEPT_CONDITIONS);
        await activateECommunication(db, userId, bpn);
        return (await loadProfilePartner(db, userId, bpn)) ?? reply.code(404).send(PARTNER_NOT_FOUND);
      },
    );
  };
}
