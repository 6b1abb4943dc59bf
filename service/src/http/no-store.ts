import type { FastifyInstance } from 'fastify';

/**
 * Answers to a logged-in caller (a session or an API token) carry personal data: no browser, proxy or shared cache may
 * keep them. `no-store` on every one of them, JSON, CSV and PDF alike; public answers (contents, static files) keep
 * their own caching.
 */
export function registerNoStore(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    // The login's answer names the user too.
    if (request.auth || request.routeOptions.url === '/service/j_security_check') void reply.header('Cache-Control', 'no-store');
    return payload;
  });
}
