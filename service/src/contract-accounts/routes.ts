import type { ServiceDeps } from '../deps';
import type { FastifyInstance } from 'fastify';
import { ApiError as Problem, ErrorArray } from '@portal/shared/contract/errors';
import { ContractAccountDetail, ContractAccountParams } from '@portal/shared/contract/contract-account';
import { requireAuth, userIdOf } from '../session/auth-hooks';
import { CONTRACT_ACCOUNT_DETAIL_TABLES, loadContractAccountDetail } from './contract-account-detail';
import { TableCache } from '../db/table-cache';
import { viennaToday } from '../dates/local-dates';
import { jsonText } from '../http/replies';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';

/** One contract account with contracts, invoices, instalments and meter data (private, own partners only). */
export function contractAccountRoutes({ db }: ServiceDeps) {
  return async function plugin(fastify: FastifyInstance): Promise<void> {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
    app.addHook('onRequest', requireAuth);
    // Seventeen statements (trends, readings, processes): kept as the answer's JSON per user, account and Vienna day
    // (the detail depends on today) until one of its tables changes. ~20 KB each.
    const details = new TableCache<string | null>(db, CONTRACT_ACCOUNT_DETAIL_TABLES, { maxEntries: 5_000 });
    app.addHook('onClose', async () => details.close());

    app.get(
      '/v1.0/contract-accounts/:businessPartnerNumber/:contractAccountNumber',
      {
        schema: {
          tags: ['contract-accounts'],
          summary: 'Contract account detail',
          description: "Another customer's numbers and unknown numbers both answer 404; non-digit numbers answer 400.",
          params: ContractAccountParams,
          response: { 200: ContractAccountDetail, 400: ErrorArray, 401: Problem, 404: Problem },
        },
        config: { apiToken: 'read' },
      },
      async (request, reply) => {
        const { businessPartnerNumber, contractAccountNumber } = request.params;
        const userId = userIdOf(request);
        const key = `${userId}|${businessPartnerNumber}|${contractAccountNumber}|${viennaToday()}`;
        // Serialised by the route's own response schema once: the same bytes as answering the object.
        const json = await details.get(key, async () => {
          const detail = await loadContractAccountDetail(db, userId, businessPartnerNumber, contractAccountNumber);
          return detail && (reply.serialize(detail) as string);
        });
        if (json === null) return reply.code(404).send({ type: 'NOT_FOUND', message: 'Vertragskonto nicht gefunden' });
        return jsonText(reply, json);
      },
    );
  };
}
