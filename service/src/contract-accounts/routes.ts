import type { ServiceDeps } from '../deps';
import type { FastifyInstance } from 'fastify';
import { ApiError as Problem, ErrorArray } from '@portal/shared/contract/errors';
import { ContractAccountDetail, ContractAccountParams } from '@portal/shared/contract/contract-account';
import { requireAuth, userIdOf } from '../session/auth-hooks';
import { loadContractAccountDetail } from './contract-account-detail';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';

/** One contract account with contracts, invoices, instalments and meter data (private, own partners only). */
export function contractAccountRoutes({ db }: ServiceDeps) {
  return async function plugin(fastify: FastifyInstance): Promise<void> {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
    app.addHook('onRequest', requireAuth);

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
        const detail = await loadContractAccountDetail(db, userIdOf(request), businessPartnerNumber, contractAccountNumber);
        if (!detail) return reply.code(404).send({ type: 'NOT_FOUND', message: 'Vertragskonto nicht gefunden' });
        return detail;
      },
    );
  };
}
