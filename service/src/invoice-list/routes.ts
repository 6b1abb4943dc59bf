import type { FastifyInstance } from 'fastify';
import type { Static } from '@sinclair/typebox';
import { InvoiceList, InvoiceListQuery, PROCESS_LIMITS } from '@portal/shared/contract/contract-processes';
import { ContractAccountParams } from '@portal/shared/contract/contract-account';
import { ApiError as Problem, ErrorArray } from '@portal/shared/contract/errors';
import type { Db } from '../db/db';
import { requireAuth, userIdOf } from '../session/auth-hooks';
import { loadProcessAccount } from '../contract-processes/process-access';
import { loadInvoicePage } from './queries';

/** Every invoice of a contract account (portal-processes §2.5, §3), paged and filtered; the PDFs come from the invoice call. */
export function invoiceListRoutes({ db }: { db: Db }) {
  return async function plugin(app: FastifyInstance): Promise<void> {
    app.addHook('onRequest', requireAuth);

    app.get<{ Params: Static<typeof ContractAccountParams>; Querystring: InvoiceListQuery }>(
      '/v1.0/invoices/:businessPartnerNumber/:contractAccountNumber',
      {
        config: { apiToken: 'read' },
        schema: {
          tags: ['contract-accounts'],
          summary: 'Invoices of a contract account, newest first, paged, filtered by year and number',
          description: `Read-only: an API token may call it. pageSize default ${PROCESS_LIMITS.invoicePageSizeDefault}, at most ${PROCESS_LIMITS.invoicePageSizeMax}.`,
          params: ContractAccountParams,
          querystring: InvoiceListQuery,
          response: { 200: InvoiceList, 400: ErrorArray, 401: Problem, 404: Problem },
        },
      },
      async (request, reply) => {
        const { businessPartnerNumber, contractAccountNumber } = request.params;
        const account = await loadProcessAccount(db, userIdOf(request), businessPartnerNumber, contractAccountNumber);
        if (!account) return reply.code(404).send({ type: 'NOT_FOUND', message: 'Vertragskonto nicht gefunden' });
        const page = request.query.page ?? 1;
        const pageSize = request.query.pageSize ?? PROCESS_LIMITS.invoicePageSizeDefault;
        const result = await loadInvoicePage(db, contractAccountNumber, { ...request.query, page, pageSize });
        return { contractAccountNumber, page, pageSize, ...result };
      },
    );
  };
}
