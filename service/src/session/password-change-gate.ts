import type { FastifyInstance } from 'fastify';

/**
 * A user whose password must be changed (set by the operator or on a first login) may only use what the change
 * page needs: the session calls, logout, contents and the change itself. Everything else answers 403 with
 * `PASSWORD_CHANGE_REQUIRED`, whatever client calls (the front end's redirect alone enforced nothing).
 */
const PASSWORD_CHANGE_REQUIRED = { type: 'PASSWORD_CHANGE_REQUIRED', message: 'Bitte ändern Sie zuerst Ihr Passwort.' };

const ALLOWED_ROUTES = new Set([
  '/service/j_security_check',
  '/service/j_security_check/refresh',
  '/service/logout',
  '/service/v1.0/session',
  '/service/v1.0/session/csrf',
  '/service/v1.0/session/reset',
  '/service/v1.0/contents/:key',
  '/service/v1.0/contents/plain/:key',
  '/service/v1.0/contents/multiple/:key',
  '/service/v1.0/profiles/password',
]);

/** Root onRequest hook; register it after the auth hooks (it reads `request.auth`). */
export function registerPasswordChangeGate(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    const auth = request.auth;
    if (auth?.kind !== 'session' || !auth.session.user.changePassword) return undefined;
    // Unrouted paths fall through to 404; the routed pattern decides, not the raw URL.
    const route = request.routeOptions.url;
    if (route === undefined || ALLOWED_ROUTES.has(route)) return undefined;
    return reply.code(403).send(PASSWORD_CHANGE_REQUIRED);
  });
}
