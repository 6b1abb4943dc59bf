import type { FastifyInstance } from 'fastify';
import { ErrorArray, ApiError as Unauthorized } from '@portal/shared/contract/errors';
import { Dashboard, DashboardHeaders, DashboardHeadersQuery } from '@portal/shared/contract/dashboard';
import type { Db } from '../db/db';
import { requireAuth, userIdOf } from '../session/auth-hooks';
import { filterAccounts } from './header-filter';
import { TableCache } from '../db/table-cache';
import { DASHBOARD_TABLES, loadDashboard } from './queries';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';

const tags = ['dashboard'];

/** The contract-account overview (private). */
export function dashboardRoutes({ db }: { db: Db }) {
  return async function plugin(fastify: FastifyInstance): Promise<void> {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
    app.addHook('onRequest', requireAuth);
    // Read on every page load of the portal and polled by scripts; its tables change seldom. Per user.
    const dashboards = new TableCache<Dashboard>(db, DASHBOARD_TABLES, { maxEntries: 10_000 });
    app.addHook('onClose', async () => dashboards.close());
    const dashboardOf = (userId: number) => dashboards.get(String(userId), () => loadDashboard(db, userId));

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
      async (request) => dashboardOf(userIdOf(request)),
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
      async (request) => filterAccounts((await dashboardOf(userIdOf(request))).contractAccounts, request.query),
    );
  };
}
