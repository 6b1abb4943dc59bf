import type { FastifyInstance } from 'fastify';
import fastifySwagger from '@fastify/swagger';
import { API_TOKEN_READS } from '@portal/shared/contract/api-token-reads';
import { admitsApiToken } from '../http/route-rules';

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

**API tokens (Bearer)**
A logged-in customer generates a token in the portal ("API-Token", \`PUT /service/api-tokens/generate\` with
\`{"validForDays": 0}\` for a token valid forever, or 1–3650 days). The token is shown once; the service keeps only its
SHA-256 hash. Send it as \`Authorization: Bearer <token>\`: such requests need neither cookies nor a CSRF token. A token
reads only its owner's data and only these calls (marked with the \`bearer\` security scheme below):
${API_TOKEN_READS.map((call) => `\`${call}\``).join(', ')}. Every other call with a token answers **403**
\`{"type": "FORBIDDEN", …}\`: a token never changes data, passwords or tokens. An unknown, expired or invalidated
token answers **401**; every token of the user ends with \`PUT /service/api-tokens/invalidate-all\` (session only) and
with every password change.

    curl -H "Authorization: Bearer nzp_…" https://portal.example/service/v1.0/dashboard

**Two-factor sign-in**
A customer may switch on a second factor (authenticator app, passkeys, recovery codes) under "Meine Daten". Then a
right password alone answers **401** \`{"type": "SECOND_FACTOR_REQUIRED", "methods": [...]}\` and no session: the portal's
login page continues with \`POST /service/v1.0/two-factor/login\` (code) or the passkey calls beside it, within 5 minutes;
wrong second steps count toward the lockout. Scripts of such customers use an API token, which works unchanged. The
two-factor calls never admit an API token.

**Rate limits**
Registration, confirmation, username retrieval, password reset and change, and the code-sending and code-checking
calls of "my data" are rate limited per IP address and per target (meter point, login, user), counted in the database
and so shared by all instances. A limited call answers **429** with \`Retry-After\` (seconds) and
\`{"type": "RATE_LIMITED", "message": …}\`.`;

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
          bearer: {
            type: 'http',
            scheme: 'bearer',
            description: 'API token of the portal (read-only data API of its owner; see the description above)',
          },
        },
      },
    },
    hiddenTag: 'X-HIDDEN',
    // The calls an API token may make accept a session or a bearer token.
    transform: ({ schema, url, route }) => {
      if (!schema || !admitsApiToken(route.config)) return { schema, url };
      return { schema: { ...schema, security: [{ session: [] }, { bearer: [] }] }, url };
    },
  });
}

export function openApiRoute(app: FastifyInstance): void {
  app.get('/service/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
