import type { FastifyInstance } from 'fastify';
import type { ServiceDeps } from '../deps';
import { apiTokenRoutes } from './api-token-routes';
import { autocompleteRoutes } from './autocomplete-routes';
import { businessPartnerRoutes } from '../business-partners/routes';
import { devMailboxRoutes } from './dev-mailbox-routes';
import { myDataRoutes } from './my-data-routes';
import { passwordRoutes } from './password-routes';
import { profilePasswordRoutes } from './profile-password-routes';
import { registrationRoutes } from './registration-routes';

/** Account flows: registration, username and password by e-mail, my data, activations, API tokens. */
export function accountArea(deps: ServiceDeps) {
  return async function plugin(app: FastifyInstance): Promise<void> {
    await app.register(registrationRoutes(deps));
    await app.register(passwordRoutes(deps));
    await app.register(myDataRoutes(deps));
    await app.register(profilePasswordRoutes(deps));
    await app.register(businessPartnerRoutes(deps));
    await app.register(autocompleteRoutes(deps));
    await app.register(apiTokenRoutes(deps));
    if (deps.config.devMailbox) await app.register(devMailboxRoutes(deps));
  };
}
