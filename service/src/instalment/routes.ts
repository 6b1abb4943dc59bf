import type { ServiceDeps } from '../deps';
import type { FastifyInstance } from 'fastify';
import type { Static } from '@sinclair/typebox';
import { Conflict, InstallmentChangeRequest, InstallmentChangeResponse } from '@portal/shared/contract/contract-processes';
import { ContractAccountParams } from '@portal/shared/contract/contract-account';
import { ApiError as Problem, ErrorArray } from '@portal/shared/contract/errors';
import { viennaToday } from '../dates/local-dates';
import { requireAuth } from '../session/auth-hooks';
import { accountProcess } from '../contract-processes/process-access';
import { PROCESS_RATE_LIMIT } from '../contract-processes/process-limits';
import { queueConfirmation } from '../contract-processes/process-mail';
import { euro, installmentErrors, roundCents } from './instalment-rules';
import { changeInstallment, loadAgreement } from './queries';

/** Change of the monthly instalment (portal-processes §2.4 item 2, §5). */
export function instalmentRoutes({ db, mailer }: ServiceDeps) {
  return async function plugin(app: FastifyInstance): Promise<void> {
    app.addHook('onRequest', requireAuth);

    app.post<{ Params: Static<typeof ContractAccountParams>; Body: InstallmentChangeRequest }>(
      '/v1.0/contract-accounts/:businessPartnerNumber/:contractAccountNumber/installmentChange',
      {
        schema: {
          tags: ['contract-processes'],
          summary: 'Change the monthly instalment of a contract account',
          description:
            'The amount must lie within the agreement minAmount/maxAmount after rounding to 2 decimals; a reason is ' +
            'required. An agreement that is not changeable answers 409. Not for API tokens (403).',
          params: ContractAccountParams,
          body: InstallmentChangeRequest,
          response: { 200: InstallmentChangeResponse, 400: ErrorArray, 401: Problem, 404: Problem, 409: Conflict, 429: Problem },
        },
        config: { rateLimits: [{ limit: PROCESS_RATE_LIMIT, key: 'user' }] },
      },
      async (request, reply) => {
        const { contractAccountNumber } = request.params;
        const body = request.body;
        return accountProcess({ db, mailer }, request, reply, request.params, async (tx, account, userId) => {
          const agreement = await loadAgreement(tx, contractAccountNumber);
          if (!agreement || !agreement.changeable || !account.active) {
            return { kind: 'conflict', message: 'Der Teilbetrag dieses Vertragskontos kann nicht geändert werden.' };
          }
          const errors = installmentErrors(body, agreement);
          if (errors.length > 0) return { kind: 'invalid', errors };
          const newAmount = roundCents(body.amount);
          const installments = await changeInstallment(tx, {
            contractAccountNumber,
            oldAmount: agreement.currentAmount,
            newAmount,
            reason: body.reason.trim(),
            userId,
            today: viennaToday(),
          });
          const mail = await queueConfirmation(tx, mailer, account.userEmail, {
            subject: 'Ihr Teilbetrag wurde geändert',
            lead: 'wir haben Ihren monatlichen Teilbetrag geändert.',
            details: [
              ['Vertragskonto', contractAccountNumber],
              ['Bisheriger Teilbetrag', euro(agreement.currentAmount)],
              ['Neuer Teilbetrag', euro(newAmount)],
              ['Grund', body.reason.trim()],
            ],
          });
          return { kind: 'done', mail, body: { currentAmount: newAmount, installments } };
        });
      },
    );
  };
}
