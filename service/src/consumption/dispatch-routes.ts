import type { FastifyInstance } from 'fastify';
import { DispatchSettingsRequest, DispatchSettingsResponse, PodParams } from '@portal/shared/contract/consumption';
import { ApiError as Problem, ERROR_NUMBERS, ErrorArray } from '@portal/shared/contract/errors';
import type { Db } from '../db/db';
import type { Mailer } from '../mail/outbox';
import { requireAuth, userIdOf } from '../session/auth-hooks';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { findDispatchContract, setDispatch } from './queries';

const NOT_FOUND = { type: 'NOT_FOUND', message: 'Zählpunkt nicht gefunden' };

/**
 * Monthly and daily dispatch of the load profile by e-mail (portal-processes §2.4 item 9, §4): switched per supply
 * contract of the meter point; needs an active load curve. The user is told by e-mail at the address the data go to.
 */
export function dispatchRoutes({ db, mailer }: { db: Db; mailer: Mailer }) {
  return async function plugin(fastify: FastifyInstance): Promise<void> {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
    app.addHook('onRequest', requireAuth);

    app.post(
      '/v1.0/pods/:businessPartnerNumber/:contractAccountNumber/:pod/dispatchSettings',
      {
        schema: {
          tags: ['consumptions'],
          summary: 'Switch the monthly or daily load-profile dispatch on or off',
          params: PodParams,
          body: DispatchSettingsRequest,
          response: { 200: DispatchSettingsResponse, 400: ErrorArray, 401: Problem, 404: Problem },
        },
      },
      async (request, reply) => {
        if (request.auth?.kind !== 'session') return reply.code(401).send({ type: 'UNAUTHORIZED', message: 'Nicht angemeldet' });
        const { businessPartnerNumber, contractAccountNumber, pod } = request.params;
        const { type, action } = request.body;
        const userId = userIdOf(request);
        const contract = await findDispatchContract(db, userId, { businessPartnerNumber, contractAccountNumber, pod });
        if (!contract) return reply.code(404).send(NOT_FOUND);
        if (!contract.load_curve_active) {
          return reply
            .code(400)
            .send([{ path: 'type', message: 'Der Versand ist nur mit aktivem Lastprofil möglich.', number: ERROR_NUMBERS.INVALID_VALUE }]);
        }
        const row = await setDispatch(
          db,
          contract.contract_number,
          type === 'PROFILE_MONTHLY_DISPATCH' ? 'monthly' : 'daily',
          action === 'ACTIVATE',
        );
        if (contract.email) {
          const what = type === 'PROFILE_MONTHLY_DISPATCH' ? 'monatliche' : 'tägliche';
          const state = action === 'ACTIVATE' ? 'aktiviert' : 'deaktiviert';
          const text = `Der ${what} Versand der Lastprofildaten für den Zählpunkt ${pod} wurde ${state}.`;
          await mailer.send(db, { to: contract.email, subject: `Lastprofil-Versand ${state}`, text, html: `<p>${text}</p>` });
        }
        return {
          monthlyProfileDispatchActive: row.monthly_dispatch_active,
          dailyProfileDispatchActive: row.daily_dispatch_active,
          email: contract.email,
        };
      },
    );
  };
}
