import type { FastifyInstance } from 'fastify';
import fastifySwagger from '@fastify/swagger';

const DESCRIPTION = `The /service API of the Netzportal (customer self-service portal of an Austrian grid operator).

**Session and CSRF flow**
1. \`POST /service/j_security_check\` with \`j_username\` and \`j_password\` (JSON or form-encoded). No CSRF token and no
   previous session are needed. Success answers 200 and sets a new HttpOnly session cookie; any other outcome answers 401
   without details. Five failed attempts lock the account for 30 minutes.
2. \`GET /service/v1.0/session\` answers \`{authenticated, user}\` and sets the \`XSRF-TOKEN\` cookie (hex, readable by
   scripts). \`GET /service/v1.0/session/csrf\` answers \`{token}\` and sets the same cookie.
3. Every POST, PUT, PATCH and DELETE (except the login and \`/j_security_check/refresh\`) must send the header
   \`X-XSRF-TOKEN\` equal to that cookie. The token is bound to the session: after login fetch a new one. A missing or
   stale token answers **400 with an empty body**.
4. Without a valid session private calls answer 401; \`POST /service/j_security_check/refresh\` extends a valid session.
   Sessions end after 30 minutes without a call and after 12 hours at the latest. \`GET /service/logout\` ends one.
5. Validation failures answer 400 with an array \`[{path, message, number}]\`. During maintenance every call answers 503
   with \`{"type": "MAINTENANCE", "message": …}\`.

API tokens (\`Authorization: Bearer …\`) follow in a later version.`;

/** OpenAPI 3 document generated from the route schemas, published at /service/openapi.json. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.0.3',
      info: { title: 'Netzportal API', version: '1.0.0', description: DESCRIPTION },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'NETZPORTAL_SESSION' },
          csrf: { type: 'apiKey', in: 'header', name: 'X-XSRF-TOKEN' },
        },
      },
    },
    hiddenTag: 'X-HIDDEN',
  });
}

export function openApiRoute(app: FastifyInstance): void {
  app.get('/service/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
