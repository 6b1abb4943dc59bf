import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { RateLimitedError } from '@portal/shared/contract/account';
import { ErrorArray, ApiError as Unauthorized } from '@portal/shared/contract/errors';
import { CsrfToken, LoginBody, Session, SESSION_COOKIE, XSRF_COOKIE } from '@portal/shared/contract/session';
import type { Config } from '../config';
import type { Db } from '../db/db';
import type { CsrfTokens } from './csrf';
import type { SessionCache } from './session-cache';
import { requireAuth } from './auth-hooks';
import { verifyPassword } from './passwords';
import { LOCKOUT_MINUTES } from './session-policy';
import { countCall, LIMITS, sendRateLimited, uncountCall } from '../http/rate-limit';
import {
  claimLoginAttempt,
  clearFailedLogins,
  deleteSession,
  findLoginUser,
  loadSessionUser,
  lockIfExhausted,
  releaseLoginAttempt,
} from './queries';
import { cookieBaseOf, sessionStarter } from './start-session';
import { SecondFactorRequired } from '@portal/shared/contract/two-factor';
import { secondStepStarter } from '../two-factor/login-step';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { emptyAnswer } from '../http/replies';

interface Deps {
  db: Db;
  config: Config;
  csrf: CsrfTokens;
  sessions: SessionCache;
}

const tags = ['session'];

/** Login, session check, CSRF token, refresh, reset and logout (API-COMPAT "Login and session"). */
export function sessionRoutes(deps: Deps) {
  const { db, config, csrf, sessions } = deps;
  const cookieBase = cookieBaseOf(config);
  const startSession = sessionStarter(deps);
  const secondStep = secondStepStarter(deps);

  async function setXsrfCookie(reply: FastifyReply, binding: string): Promise<string> {
    const token = await csrf.issue(binding);
    reply.setCookie(XSRF_COOKIE, token, { ...cookieBase, httpOnly: false });
    return token;
  }

  const sessionOf = (request: FastifyRequest) => (request.auth?.kind === 'session' ? request.auth.session : null);

  return async function plugin(fastify: FastifyInstance): Promise<void> {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
    app.post(
      '/j_security_check',
      {
        schema: {
          tags,
          summary: 'Log in (JSON or form-encoded); sets a new HttpOnly session cookie',
          description:
            'No CSRF token and no existing session needed. Any previous session id is discarded (rotation). ' +
            `Five failed attempts lock the account for ${LOCKOUT_MINUTES} minutes. Bad credentials, unknown, ` +
            'not activated or locked accounts all answer 401 without details. Too many failed logins from one ' +
            'address answer 429 with Retry-After. A right password of a customer with a second factor answers 401 ' +
            '`{"type": "SECOND_FACTOR_REQUIRED"}` and no session: the portal continues at /v1.0/two-factor/login; ' +
            'scripts use an API token instead.',
          body: LoginBody,
          response: { 200: Session, 400: ErrorArray, 401: SecondFactorRequired, 429: RateLimitedError },
        },
      },
      async (request, reply) => {
        const { j_username: login, j_password: password } = request.body;
        // Password spraying: many logins tried from one address fail. Every attempt counts against the address before
        // its hash (so attempts sent at once cannot slip past the limit); a successful login takes its count back.
        const ipCheck = [{ limit: LIMITS.loginFailuresPerIp, key: request.ip }];
        const ipWait = await countCall(db, ipCheck);
        if (ipWait > 0) return sendRateLimited(reply, ipWait);
        const user = await findLoginUser(db, login.trim());
        const failed = () => emptyAnswer(reply, 401);
        if (!user || user.locked || !(await claimLoginAttempt(db, user.id))) {
          await verifyPassword(null, password);
          return failed();
        }
        if (!(await verifyPassword(user.password_hash, password))) {
          await lockIfExhausted(db, user.id);
          return failed();
        }
        // With a second factor the right password only takes its own attempt back: the count stands until the second
        // step succeeds (wrong codes count on). Checked again after the hash: attempts counted meanwhile (sent at the
        // same moment) may have locked it.
        const secondFactor = await secondStep.required(user.id);
        if (!(await (secondFactor ? releaseLoginAttempt : clearFailedLogins)(db, user.id))) return failed();
        if (!user.activated) return failed();
        await uncountCall(db, ipCheck);
        // No session yet: the answer names the second step (scripts see the type).
        if (secondFactor) return secondStep.begin(reply, user.id);

        return startSession(request, reply, user.id);
      },
    );

    app.post(
      '/j_security_check/refresh',
      {
        schema: {
          tags,
          summary: 'Extend a valid session (401 without one)',
          description: 'Needs no CSRF token: it changes nothing but the session expiry.',
          response: { 200: Session, 401: Unauthorized },
        },
        onRequest: requireAuth,
      },
      // Reads touch a session at most once a minute; this call slides the expiry now.
      async (request, reply) => {
        const session = await sessions.refresh(sessionOf(request)?.idHash ?? '');
        if (!session) return reply.code(401).send({ type: 'UNAUTHORIZED', message: 'Nicht angemeldet' });
        return { authenticated: true, user: session.user };
      },
    );

    app.get(
      '/v1.0/session',
      {
        schema: {
          tags,
          summary: 'Session check; always sets the XSRF-TOKEN cookie',
          description:
            'Answers whether the caller is logged in and sets exactly one `XSRF-TOKEN` cookie (Path=/, readable by ' +
            'scripts, hex). Every POST/PUT/PATCH/DELETE except the login must echo it in the `X-XSRF-TOKEN` header; ' +
            'a missing or stale token answers 400 with an empty body: fetch /v1.0/session/csrf and repeat once.',
          response: { 200: Session },
        },
      },
      async (request, reply) => {
        const session = sessionOf(request);
        await setXsrfCookie(reply, session ? session.idHash : '');
        return session ? { authenticated: true, user: session.user } : { authenticated: false };
      },
    );

    app.get(
      '/v1.0/session/csrf',
      {
        schema: {
          tags,
          summary: 'A fresh CSRF token (also set as XSRF-TOKEN cookie)',
          response: { 200: CsrfToken },
        },
      },
      async (request, reply) => {
        const session = sessionOf(request);
        const token = await setXsrfCookie(reply, session ? session.idHash : '');
        return { token };
      },
    );

    app.post(
      '/v1.0/session/reset',
      {
        schema: {
          tags,
          summary: 'Reset the session cache: user data are read again',
          response: { 200: Session, 401: Unauthorized },
        },
        onRequest: requireAuth,
      },
      async (request) => {
        const session = sessionOf(request);
        const user = session ? await loadSessionUser(db, session.userId) : null;
        return { authenticated: true, user: user ?? undefined };
      },
    );

    app.get(
      '/logout',
      {
        schema: { tags, summary: 'End the session and clear its cookie', response: { 200: Session } },
      },
      async (request, reply) => {
        if (request.sessionBinding) await deleteSession(db, request.sessionBinding);
        reply.clearCookie(SESSION_COOKIE, { ...cookieBase, httpOnly: true });
        return { authenticated: false };
      },
    );
  };
}
