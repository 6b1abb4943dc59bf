import type { FastifyInstance } from 'fastify';
import type { ServiceDeps } from '../deps';
import { constantsRoutes } from './constants-routes';
import { dispatchRoutes } from './dispatch-routes';
import { profileColumnsRoutes } from './profile-columns-routes';
import { profileRoutes } from './profile-routes';

/** Load profiles, energy-community values, CSV, profile lists, dispatch settings, constants. */
export function consumptionArea(deps: ServiceDeps) {
  return async function plugin(app: FastifyInstance): Promise<void> {
    await app.register(profileRoutes({ db: deps.db }));
    await app.register(profileColumnsRoutes({ db: deps.db }));
    await app.register(dispatchRoutes({ db: deps.db, mailer: deps.mailer }));
    await app.register(constantsRoutes());
  };
}
