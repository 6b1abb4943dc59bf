import type { FastifyInstance } from 'fastify';
import { ProfileActivationRequest, ProfileActivationResponse } from '@portal/shared/contract/consumption';
import { ApiError as Problem, ERROR_NUMBERS, ErrorArray } from '@portal/shared/contract/errors';
import type { Db } from '../db/db';
import { requireAuth, userIdOf } from '../session/auth-hooks';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { findActivationCandidate, markLoadProfileActivationPending } from './queries';

/**
 * Load-profile activation (portal-processes §2.4 item 13): the contract's activation becomes LOAD_PROFILE_PENDING from
 * today, or retroactively from the move-in date. Only where the contract says activation is possible.
 */
export function activationRoutes({ db }: { db: Db }) {
  return async function plugin(fastify: FastifyInstance): Promise<void> {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
    app.addHook('onRequest', requireAuth);

    app.post(
      '/v1.0/consumptions/profile/activate',
      {
        schema: {
          tags: ['consumptions'],
          summary: 'Activate the load profile of a contract',
          body: ProfileActivationRequest,
          response: { 200: ProfileActivationResponse, 400: ErrorArray, 401: Problem, 404: Problem },
        },
      },
      async (request, reply) => {
        if (request.auth?.kind !== 'session') return reply.code(401).send({ type: 'UNAUTHORIZED', message: 'Nicht angemeldet' });
        const body = request.body;
        if (!body.acceptConditions) {
          return reply.code(400).send([{ path: 'acceptConditions', message: 'Bitte akzeptieren Sie die Bedingungen.', number: ERROR_NUMBERS.REQUIRED }]);
        }
        const contract = await findActivationCandidate(db, userIdOf(request), body);
        if (!contract) return reply.code(404).send({ type: 'NOT_FOUND', message: 'Vertrag nicht gefunden' });
        if (!contract.possible) {
          return reply.code(400).send([
            { path: 'general', message: 'Für diesen Vertrag ist keine Lastprofil-Aktivierung möglich.', number: ERROR_NUMBERS.INVALID_VALUE },
          ]);
        }
        await markLoadProfileActivationPending(db, body.contractNumber);
        return {
          contractNumber: body.contractNumber,
          activationStatus: 'LOAD_PROFILE_PENDING' as const,
          activationDate: body.retroactiveActivation ? contract.move_in_date : contract.today,
        };
      },
    );
  };
}
