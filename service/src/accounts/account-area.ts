import type { FastifyInstance } from 'fastify';
import type { AreaDeps } from '../contract-accounts/contract-account-area';

/** Account flows: registration, username and password by e-mail, my data, activations, API tokens. */
export function accountArea(deps: AreaDeps) {
  return async function plugin(app: FastifyInstance): Promise<void> {
    void deps;
    void app;
  };
}
