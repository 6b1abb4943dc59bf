import type { FastifyInstance } from 'fastify';
import type { ServiceDeps } from '../deps';
import { contractAccountRoutes } from './contract-account-routes';
import { invoiceRoutes } from './invoice-routes';
import { emailRoutes } from './email-routes';
import { partnerMessageRoutes } from './partner-message-routes';

/** Everything behind the dashboard's contract-account detail: the detail, invoices, e-mails of net data, messages. */
export function contractAccountArea(deps: ServiceDeps) {
  return async function plugin(app: FastifyInstance): Promise<void> {
    await app.register(contractAccountRoutes({ db: deps.db }));
    await app.register(invoiceRoutes({ db: deps.db, operator: deps.operator }));
    await app.register(emailRoutes({ db: deps.db, mailer: deps.mailer, operator: deps.operator }));
    await app.register(partnerMessageRoutes({ db: deps.db }));
  };
}
