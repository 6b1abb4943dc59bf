import type { FastifyInstance } from 'fastify';
import type { AreaDeps } from '../contract-accounts/contract-account-area';

/** Load profiles, energy-community values, CSV, profile lists, dispatch settings, readings history, constants. */
export function consumptionArea(deps: AreaDeps) {
  return async function plugin(app: FastifyInstance): Promise<void> {
    void deps;
    void app;
  };
}
