import type { FastifyInstance } from 'fastify';
import {
  DispatchSettingsRequest,
  DispatchSettingsResponse,
  PodParams,
} from '@portal/shared/contract/consumption';
import { ApiError as Problem, ERROR_NUMBERS, ErrorArray } from '@portal/shared/contract/errors';
import type { Db } from '../db/db';
import type { Mailer } from '../mail/outbox';
import { requireAuth, userIdOf } from '../session/auth-hooks';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';

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
        const { rows } = await db.query<{ contract_number: string; load_curve_active: boolean; email: string | null }>(
          `SELECT c.contract_number, c.load_curve_active, u.email
             FROM contracts c
             JOIN pods p ON p.id = c.pod_id
             JOIN contract_accounts ca ON ca.contract_account_number = c.contract_account_number
             JOIN business_partners bp ON bp.business_partner_number = ca.business_partner_number
             JOIN users u ON u.id = bp.user_id
            WHERE bp.user_id = $1 AND ca.business_partner_number = $2 AND ca.contract_account_number = $3
              AND p.meter_point_number = $4 AND NOT c.power_generation_unit AND c.active
            ORDER BY c.contract_number LIMIT 1`,
          [userId, businessPartnerNumber, contractAccountNumber, pod],
        );
        const contract = rows[0];
        if (!contract) return reply.code(404).send(NOT_FOUND);
        if (!contract.load_curve_active) {
          return reply.code(400).send([
            { path: 'type', message: 'Der Versand ist nur mit aktivem Lastprofil möglich.', number: ERROR_NUMBERS.INVALID_VALUE },
          ]);
        }
        const column = type === 'PROFILE_MONTHLY_DISPATCH' ? 'monthly_dispatch_active' : 'daily_dispatch_active';
        const updated = await db.query<{ monthly_dispatch_active: boolean; daily_dispatch_active: boolean }>(
          `UPDATE contracts SET ${column} = $2 WHERE contract_number = $1
           RETURNING monthly_dispatch_active, daily_dispatch_active`,
          [contract.contract_number, action === 'ACTIVATE'],
        );
        if (contract.email) {
          const what = type === 'PROFILE_MONTHLY_DISPATCH' ? 'monatliche' : 'tägliche';
          const state = action === 'ACTIVATE' ? 'aktiviert' : 'deaktiviert';
          const text = `Der ${what} Versand der Lastprofildaten für den Zählpunkt ${pod} wurde ${state}.`;
          await mailer.send(db, { to: contract.email, subject: `Lastprofil-Versand ${state}`, text, html: `<p>${text}</p>` });
        }
        const row = updated.rows[0];
        return {
          monthlyProfileDispatchActive: row.monthly_dispatch_active,
          dailyProfileDispatchActive: row.daily_dispatch_active,
          email: contract.email,
        };
      },
    );
  };
}
