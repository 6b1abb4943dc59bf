import type { ServiceDeps } from '../deps';
import type { FastifyInstance } from 'fastify';
import type { Static } from '@sinclair/typebox';
import { Conflict, PaperlessRequest, PaperlessResponse } from '@portal/shared/contract/contract-processes';
import { ContractAccountParams } from '@portal/shared/contract/contract-account';
import { ApiError as Problem, ERROR_NUMBERS, ErrorArray } from '@portal/shared/contract/errors';
import { requireAuth } from '../session/auth-hooks';
import { accountProcess } from '../contract-processes/process-access';
import { queueConfirmation } from '../contract-processes/process-mail';
import { enablePaperless } from './queries';

const REFUSALS = {
  NOT_CHANGEABLE: 'Für dieses Vertragskonto ist die papierlose Rechnung nicht möglich.',
  BANKDATA_MISSING: 'Die papierlose Rechnung setzt ein SEPA-Lastschriftmandat voraus. Bitte hinterlegen Sie zuerst Ihre Bankverbindung.',
  PAPERLESS: 'Die papierlose Rechnung ist bereits aktiviert.',
} as const;

/** Paperless invoicing (portal-processes §2.4 item 4): only from WAITING, i.e. with a direct-debit mandate. */
export function paperlessRoutes({ db, mailer }: ServiceDeps) {
  return async function plugin(app: FastifyInstance): Promise<void> {
    app.addHook('onRequest', requireAuth);

    app.put<{ Params: Static<typeof ContractAccountParams>; Body: PaperlessRequest }>(
      '/v1.0/contract-accounts/:businessPartnerNumber/:contractAccountNumber/enablePaperless',
      {
        schema: {
          tags: ['contract-processes'],
          summary: 'Switch a contract account to paperless invoicing',
          description: 'Only from WAITING (409 otherwise, nothing changes). Not for API tokens (403).',
          params: ContractAccountParams,
          body: PaperlessRequest,
          response: { 200: PaperlessResponse, 400: ErrorArray, 401: Problem, 404: Problem, 409: Conflict },
        },
      },
      async (request, reply) => {
        const { contractAccountNumber } = request.params;
        return accountProcess({ db, mailer }, request, reply, request.params, async (tx, account) => {
          if (account.paperless !== 'WAITING') return { kind: 'conflict', message: REFUSALS[account.paperless] };
          if (!request.body.tosAccepted) {
            return {
              kind: 'invalid',
              errors: [{ path: 'tosAccepted', message: 'Bitte akzeptieren Sie die Nutzungsbedingungen.', number: ERROR_NUMBERS.REQUIRED }],
            };
          }
          await enablePaperless(tx, contractAccountNumber);
          const mail = await queueConfirmation(tx, mailer, account.userEmail, {
            subject: 'Papierlose Rechnung aktiviert',
            lead: 'Sie erhalten Ihre Rechnungen ab sofort nur noch elektronisch im Kundenportal.',
            details: [['Vertragskonto', contractAccountNumber]],
          });
          return { kind: 'done', mail, body: { paperless: 'PAPERLESS' as const } };
        });
      },
    );
  };
}
