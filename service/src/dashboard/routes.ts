import type { FastifyInstance } from 'fastify';
import { ErrorArray, ApiError as Unauthorized } from '@portal/shared/contract/errors';
import { Dashboard, DashboardHeaders, DashboardHeadersQuery } from '@portal/shared/contract/dashboard';
import type { Db } from '../db/db';
import { requireAuth, userIdOf } from '../session/auth-hooks';
import { filterAccounts } from './header-filter';
import { loadAccountSummaries, loadDashboard } from './queries';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';

const tags = ['dashboard'];

/** The contract-account overview (private). */
export function dashboardRoutes({ db }: { db: Db }) {
  return async function plugin(fastify: FastifyInstance): Promise<void> {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
    app.addHook('onRequest', requireAuth);

    app.get(
      '/v1.0/dashboard',
      {
        schema: {
          tags,
          summary: "The customer's business partners and contract accounts (active first)",
          response: { 200: Dashboard, 401: Unauthorized },
        },
        config: { apiToken: 'read' },
      },
      async (request) => loadDashboard(db, userIdOf(request)),
    );

    app.get(
      '/v1.0/dashboard/headers',
      {
        schema: {
          tags,
          summary: 'Contract-account headers filtered by branch, free text and active-only',
          querystring: DashboardHeadersQuery,
          response: { 200: DashboardHeaders, 400: ErrorArray, 401: Unauthorized },
        },
        config: { apiToken: 'read' },
      },
      async (request) => filterAccounts(await loadAccountSummaries(db, userIdOf(request)), request.query),
    );
  };
}
