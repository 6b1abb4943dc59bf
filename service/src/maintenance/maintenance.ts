import type { FastifyInstance } from 'fastify';
import type { MaintenanceError } from '@portal/shared/contract/errors';
import { isServiceRequest } from '../http/routed-path';

interface MaintenanceSwitch {
  readonly enabled: boolean;
  set(enabled: boolean): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    maintenance: MaintenanceSwitch;
  }
}

const MAINTENANCE_BODY: MaintenanceError = {
  type: 'MAINTENANCE',
  message: 'Derzeit wird das System gewartet.',
};

/** The answer while the database cannot be reached (restart, outage, frozen): maintenance's shape, a shorter wait. */
export const DATABASE_UNAVAILABLE_BODY: MaintenanceError = {
  type: 'MAINTENANCE',
  message: 'Der Dienst ist vorübergehend nicht erreichbar. Bitte versuchen Sie es in Kürze erneut.',
};
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * While on, every /service call answers 503 with a JSON body (API-COMPAT: never an HTML page). Registered before every
 * other hook so nothing else (session lookup, CSRF) runs. Switchable at run time through `app.maintenance.set()`.
 */
export function registerMaintenance(app: FastifyInstance, initial: boolean): void {
  let enabled = initial;
  app.decorate('maintenance', {
    get enabled() {
      return enabled;
    },
    set(next: boolean) {
      enabled = next;
    },
  });
  app.addHook('onRequest', async (request, reply) => {
    // The health check still answers: the instance is alive, only the portal's calls are paused.
    if (enabled && isServiceRequest(request) && request.url.split('?')[0] !== '/service/health') {
      return reply.code(503).header('Retry-After', '600').send(MAINTENANCE_BODY);
    }
    return undefined;
  });
}
