import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE, XSRF_COOKIE } from '@portal/shared/contract/session';
import type { Db } from '../db/db';
import type { CsrfTokens } from './csrf';
import type { SessionRecord } from './queries';
import { hashSessionId } from './session-id';
import type { SessionCache } from './session-cache';
import { userOfApiToken } from '../api-tokens/queries';
import { admitsApiToken } from '../http/route-rules';
import { isServiceRequest, routedPath } from '../http/routed-path';

/** Who is calling: a browser/client session, an API token, or nobody. */
type Auth = { kind: 'session'; session: SessionRecord } | { kind: 'token'; userId: number } | null;

declare module 'fastify' {
  interface FastifyRequest {
    auth: Auth;
    /** Hash of the session cookie's id, even when that session has expired ('' without a cookie): the CSRF binding. */
    sessionBinding: string;
  }
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Login needs no token and no session (API-COMPAT); refresh only extends a session and is called after a 401. */
const CSRF_EXEMPT = new Set(['/service/j_security_check', '/service/j_security_check/refresh']);

/**
 * Login and refresh carry no CSRF token (API-COMPAT: scripts log in with a bare request), so a foreign site's
 * auto-submitted form must be told apart by what browsers add: `Sec-Fetch-Site` and `Origin`. Scripts send neither
 * and pass. A browser's cross-site request is refused; a same-site one (another subdomain) only passes from a
 * configured origin; an `Origin` that is neither the portal's own (the request's host, PUBLIC_URL, WEBAUTHN_ORIGINS)
 * nor configured is refused.
 */
export function foreignLoginOrigin(request: FastifyRequest, configuredOrigins: readonly string[]): boolean {
  const header = (name: string) => {
    const value = request.headers[name];
    return (Array.isArray(value) ? value[0] : value)?.trim().toLowerCase();
  };
  const origin = header('origin');
  const fetchSite = header('sec-fetch-site');
  const configured = origin !== undefined && configuredOrigins.some((allowed) => allowed.toLowerCase() === origin);
  const ownHost = request.host.toLowerCase();
  const own = origin === `http://${ownHost}` || origin === `https://${ownHost}`;
  if (fetchSite === 'cross-site') return true;
  if (fetchSite === 'same-site' && !configured) return true;
  return origin !== undefined && !own && !configured;
}

/** Resolves `Authorization: Bearer <token>` to its owner; null for a malformed, unknown, expired or invalidated token. */
async function authenticateBearer(request: FastifyRequest, db: Db): Promise<Auth> {
  const token = request.headers.authorization?.slice('bearer '.length).trim() ?? '';
  if (!token || token.length > 200) return null;
  const userId = await userOfApiToken(db, token);
  return userId === null ? null : { kind: 'token', userId };
}

/** Root-level hooks for every /service request: who is calling, then the CSRF check for state-changing calls. */
export function registerAuthHooks(
  app: FastifyInstance,
  deps: { db: Db; csrf: CsrfTokens; sessions: SessionCache; configuredOrigins: readonly string[] },
): void {
  app.decorateRequest('auth', null);
  app.decorateRequest('sessionBinding', '');

  app.addHook('onRequest', async (request, reply) => {
    // Operator routes authenticate the operator themselves; no customer session, token or CSRF cookie counts there.
    if (!isServiceRequest(request) || request.routeOptions.config?.operator) return;
    const authorization = request.headers.authorization;
    if (authorization?.toLowerCase().startsWith('bearer ')) {
      request.auth = await authenticateBearer(request, deps.db);
      if (!request.auth) {
        return reply
          .code(401)
          .header('WWW-Authenticate', 'Bearer error="invalid_token"')
          .send({ type: 'UNAUTHORIZED', message: 'Der API-Token ist ungültig, abgelaufen oder wurde widerrufen.' });
      }
      // A token only reads: it may call the routes that declare `config: { apiToken: 'read' }` (route-rules.ts).
      if (!admitsApiToken(request.routeOptions.config)) {
        return reply
          .code(403)
          .send({ type: 'FORBIDDEN', message: 'Ein API-Token berechtigt nur zum Lesen der Verbrauchs- und Vertragsdaten.' });
      }
    } else {
      const cookie = request.cookies[SESSION_COOKIE];
      if (cookie) {
        request.sessionBinding = hashSessionId(cookie);
        const session = await deps.sessions.lookup(request.sessionBinding);
        request.auth = session ? { kind: 'session', session } : null;
      }
    }

    if (!STATE_CHANGING.has(request.method)) return;
    if (CSRF_EXEMPT.has(routedPath(request))) {
      if (!foreignLoginOrigin(request, deps.configuredOrigins)) return;
      return reply.code(403).send({
        type: 'FORBIDDEN',
        message: 'Die Anmeldung ist nur über das Kundenportal selbst möglich, nicht von einer fremden Seite aus.',
      });
    }
    if (request.auth?.kind === 'token') return;
    if (!(await csrfValid(request, deps.csrf))) {
      // An empty 400 tells the front end to fetch a new token and repeat the call once (portal-core §8).
      return reply.code(400).send();
    }
  });
}

async function csrfValid(request: FastifyRequest, csrf: CsrfTokens): Promise<boolean> {
  const header = request.headers['x-xsrf-token'];
  const token = Array.isArray(header) ? header[0] : header;
  const cookie = request.cookies[XSRF_COOKIE];
  if (!token || !cookie || token !== cookie) return false;
  return csrf.verify(token, request.sessionBinding);
}

/** onRequest hook for private plugins: 401 before any validation, so nothing leaks to anonymous callers. */
export async function requireAuth(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
  if (!request.auth) {
    return reply.code(401).send({ type: 'UNAUTHORIZED', message: 'Nicht angemeldet' });
  }
  return undefined;
}

/** The user id of an authenticated request (call only behind requireAuth). */
export function userIdOf(request: FastifyRequest): number {
  const auth = request.auth;
  if (!auth) throw new Error('requireAuth missing on this route');
  return auth.kind === 'session' ? auth.session.userId : auth.userId;
}
