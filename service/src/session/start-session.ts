import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE, XSRF_COOKIE, type Session } from '@portal/shared/contract/session';
import type { Config } from '../config';
import type { Db } from '../db/db';
import type { CsrfTokens } from './csrf';
import { createSession, deleteExpiredSessions, deleteSession, loadSessionUser } from './queries';
import { hashSessionId } from './session-id';

/** Cookie options of the session and the CSRF cookie: host-only, Secure only over HTTPS (API-COMPAT). */
export const cookieBaseOf = (config: Pick<Config, 'cookieSecure'>) =>
  ({ path: '/', sameSite: 'lax', secure: config.cookieSecure }) as const;

/**
 * Starts the session of a user who has proven who they are (password, and the second factor where one is on): a new
 * session id (the one the client came with is never reused), its cookie and a CSRF token bound to it.
 */
export function sessionStarter({ db, config, csrf }: { db: Db; config: Config; csrf: CsrfTokens }) {
  const cookieBase = cookieBaseOf(config);
  return async function startSession(request: FastifyRequest, reply: FastifyReply, userId: number): Promise<Session> {
    const old = request.auth?.kind === 'session' ? request.auth.session.idHash : request.sessionBinding || null;
    if (old) await deleteSession(db, old);
    await deleteExpiredSessions(db);
    const id = await createSession(db, userId);
    reply.setCookie(SESSION_COOKIE, id, { ...cookieBase, httpOnly: true });
    reply.setCookie(XSRF_COOKIE, await csrf.issue(hashSessionId(id)), { ...cookieBase, httpOnly: false });
    const user = await loadSessionUser(db, userId);
    return { authenticated: true, user: user ?? undefined };
  };
}
