import type { ServiceDeps } from '../deps';
import type { FastifyInstance } from 'fastify';
import type { Static } from '@sinclair/typebox';
import { BankAccountRequest, BankAccountResponse, Conflict } from '@portal/shared/contract/contract-processes';
import { ContractAccountParams } from '@portal/shared/contract/contract-account';
import { ApiError as Problem, ErrorArray } from '@portal/shared/contract/errors';
import { normalizeIban } from '@portal/shared/contract/iban-rule';
import { requireAuth } from '../session/auth-hooks';
import { accountProcess } from '../contract-processes/process-access';
import { queueConfirmation } from '../contract-processes/process-mail';
import { PROCESS_RATE_LIMIT } from '../contract-processes/process-limits';
import { maskIban } from '../invoices/invoice-positions';
import { bankAccountErrors } from './bank-account-rules';
import { saveBankAccount } from './queries';

const APPLICABILITY_TEXT = { PAYMENT: 'Zahlungen', CREDIT: 'Gutschriften', BOTH: 'Zahlungen und Gutschriften' } as const;

/** Bank data of a contract account (portal-processes §2.4 item 5): IBAN, depositor, direct-debit mandate, applicability. */
export function bankAccountRoutes({ db, mailer }: ServiceDeps) {
  return async function plugin(app: FastifyInstance): Promise<void> {
    app.addHook('onRequest', requireAuth);

    app.post<{ Params: Static<typeof ContractAccountParams>; Body: BankAccountRequest }>(
      '/bank-account/:businessPartnerNumber/:contractAccountNumber',
      {
        schema: {
          tags: ['contract-processes'],
          summary: 'Change the bank data of a contract account',
          description:
            'IBAN checked for its country length and mod-97 check digits; a direct-debit mandate moves paperless ' +
            'invoicing from BANKDATA_MISSING to WAITING. An account that is ended, not editable or not billed by the grid ' +
            'operator answers 409. Not for API tokens (403).',
          params: ContractAccountParams,
          body: BankAccountRequest,
          response: { 200: BankAccountResponse, 400: ErrorArray, 401: Problem, 404: Problem, 409: Conflict, 429: Problem },
        },
        config: { rateLimits: [{ limit: PROCESS_RATE_LIMIT, key: 'user' }] },
      },
      async (request, reply) => {
        const { contractAccountNumber } = request.params;
        const body = request.body;
        return accountProcess({ db, mailer }, request, reply, request.params, async (tx, account) => {
          if (!account.active || !account.editable) {
            return { kind: 'conflict', message: 'Die Bankverbindung dieses Vertragskontos kann nicht geändert werden.' };
          }
          // Without the operator's billing the supplier collects: bank data stored here would never be used.
          if (!account.billedByProvider) {
            return {
              kind: 'conflict',
              message: 'Dieses Vertragskonto wird nicht vom Netzbetreiber verrechnet: Die Bankverbindung kann hier nicht geändert werden.',
            };
          }
          const errors = bankAccountErrors(body);
          if (errors.length > 0) return { kind: 'invalid', errors };
          const iban = normalizeIban(body.iban);
          const depositor = body.depositor?.trim() || null;
          const saved = await saveBankAccount(tx, contractAccountNumber, {
            iban,
            depositor,
            applicability: body.applicability,
            directDebitAuthority: body.directDebitAuthority,
          });
          const mail = await queueConfirmation(tx, mailer, account.userEmail, {
            subject: 'Ihre Bankverbindung wurde geändert',
            lead: 'wir haben Ihre neue Bankverbindung gespeichert.',
            details: [
              ['Vertragskonto', contractAccountNumber],
              ['IBAN', maskIban(iban)],
              ['Kontoinhaber', depositor ?? '–'],
              ['Gilt für', APPLICABILITY_TEXT[body.applicability]],
              ['SEPA-Lastschriftmandat', 'erteilt'],
            ],
          });
          return {
            kind: 'done',
            mail,
            body: {
              contractAccountNumber,
              iban,
              depositor,
              applicability: body.applicability,
              directDebitAuthority: body.directDebitAuthority,
              paperless: saved.paperless,
            },
          };
        });
      },
    );
  };
}
