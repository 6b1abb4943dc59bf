import type { FastifyInstance } from 'fastify';
import type { ServiceDeps } from '../deps';
import { bankAccountRoutes } from '../bank-account/routes';
import { infeederRoutes } from '../infeeders/routes';
import { instalmentRoutes } from '../instalment/routes';
import { invoiceListRoutes } from '../invoice-list/routes';
import { paperlessRoutes } from '../paperless/routes';
import { readingRoutes } from '../readings/routes';
import { smartMeterRoutes } from '../smart-meter/routes';

/** The contract processes a customer starts from the dashboard, and the invoice list. */
export function contractProcessArea(deps: ServiceDeps) {
  return async function plugin(app: FastifyInstance): Promise<void> {
    await app.register(readingRoutes(deps));
    await app.register(smartMeterRoutes(deps));
    await app.register(instalmentRoutes(deps));
    await app.register(bankAccountRoutes(deps));
    await app.register(paperlessRoutes(deps));
    await app.register(invoiceListRoutes(deps));
    await app.register(infeederRoutes(deps));
  };
}
