import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import {
  PasswordChangeByCodeRequest,
  PasswordResetRequest,
  RateLimitedError,
  UsernameRetrievalRequest,
} from '@portal/shared/contract/account';
import { ApiError, ErrorArray } from '@portal/shared/contract/errors';
import { hashPassword } from '../session/passwords';
import { newPasswordErrors, storeNewPassword } from './password-change';
import type { ServiceDeps } from '../deps';
import { passwordResetMail, usernameMail } from './account-mails';
import { findLinkCode, issueCode } from './codes';
import { accountsOfMeter, findUserByLogin, loginOfUser, useCode } from './queries';
import { deleteUserSessions } from '../session/queries';
import { LIMITS } from '../http/rate-limit';
import { fromBody } from '../http/route-rules';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { emptyAnswer } from '../http/replies';

/**
 * Answers of password reset and username retrieval take this long whether or not an account exists: the lookup and the
 * mail run meanwhile (and finish in the background should SMTP be slow), so neither the answer nor its timing tells.
 */
export const BLIND_ANSWER_MS = 400;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function blindly(log: FastifyBaseLogger, work: () => Promise<void>): Promise<void> {
  const started = Date.now();
  const running = work().catch((error: unknown) => log.error({ err: error }, 'account mail failed'));
  await Promise.race([running, sleep(BLIND_ANSWER_MS)]);
  await sleep(Math.max(0, BLIND_ANSWER_MS - (Date.now() - started)));
}

const CODE_NOT_FOUND = { type: 'NOT_FOUND', message: 'Der Link ist ungültig, abgelaufen oder wurde bereits verwendet.' };

/** Username retrieval, password reset and the password change by the e-mailed link (portal-processes §3, §5, §7). */
export function accountRoutes({ db, config, mailer, operator }: ServiceDeps) {
  return async function plugin(fastify: FastifyInstance): Promise<void> {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
    app.post(
      '/v1.0/username/retrieve',
      {
        schema: {
          tags: ['account'],
          summary: 'E-mail the login of the account registered for a meter point; always answers 204',
          description:
            'meterNumber is the last 10 digits of the meter number. The answer (and its timing) is the same whether or not ' +
            'an account exists. Rate limited per IP and per meter point.',
          body: UsernameRetrievalRequest,
          response: { 204: Type.Null(), 400: ErrorArray, 429: RateLimitedError },
        },
        config: {
          rateLimits: [
            { limit: LIMITS.retrievalPerIp, key: 'ip' },
            {
              limit: LIMITS.retrievalPerMeterPoint,
              key: fromBody(UsernameRetrievalRequest, (body) => body.meterPointAdministrationNumber),
            },
          ],
        },
      },
      async (request, reply) => {
        const body = request.body;
        await blindly(request.log, async () => {
          const accounts = await accountsOfMeter(db, body.meterPointAdministrationNumber, body.meterNumber.trim());
          const byEmail = new Map<string, string[]>();
          for (const a of accounts) byEmail.set(a.email, [...(byEmail.get(a.email) ?? []), a.login]);
          for (const [email, logins] of byEmail) {
            await mailer.send(
              db,
              usernameMail(operator.current().branding, email, config.publicUrl, logins, body.meterPointAdministrationNumber),
            );
          }
        });
        return emptyAnswer(reply, 204);
      },
    );

    app.post(
      '/v1.0/password/reset',
      {
        schema: {
          tags: ['account'],
          summary: 'E-mail a link to set a new password; always answers 204',
          description:
            'When the login exists, its e-mail address receives `/app/password/change?code=…` (valid one hour, once; a newer ' +
            'request replaces it). The answer (and its timing) is the same whether or not the login exists. Rate limited ' +
            'per IP and per login.',
          body: PasswordResetRequest,
          response: { 204: Type.Null(), 400: ErrorArray, 429: RateLimitedError },
        },
        config: {
          rateLimits: [
            { limit: LIMITS.resetPerIp, key: 'ip' },
            { limit: LIMITS.resetPerLogin, key: fromBody(PasswordResetRequest, (body) => body.login.trim()) },
          ],
        },
      },
      async (request, reply) => {
        const { login } = request.body;
        await blindly(request.log, async () => {
          const user = await findUserByLogin(db, login.trim());
          if (!user?.email) return;
          const code = await issueCode(db, 'PASSWORD_RESET', { userId: user.id });
          await mailer.send(db, passwordResetMail(operator.current().branding, user.email, config.publicUrl, user.login, code));
        });
        return emptyAnswer(reply, 204);
      },
    );

    app.post(
      '/v1.0/password/change',
      {
        schema: {
          tags: ['account'],
          summary: 'Set a new password with the code of the e-mailed link; answers 204',
          description:
            'Unknown, expired or used code → 404; password rule → 400 path password. Ends every session and every API ' +
            'token of the user and the login lockout; an account not yet confirmed becomes active (the link proves the ' +
            'e-mail address). Rate limited per IP.',
          body: PasswordChangeByCodeRequest,
          response: { 204: Type.Null(), 400: ErrorArray, 404: ApiError, 429: RateLimitedError },
        },
        config: { rateLimits: [{ limit: LIMITS.passwordChangePerIp, key: 'ip' }] },
      },
      async (request, reply) => {
        const { code, password } = request.body;
        const found = await findLinkCode(db, 'PASSWORD_RESET', code);
        if (!found?.user_id) return reply.code(404).send(CODE_NOT_FOUND);
        const userId = found.user_id;
        const login = await loginOfUser(db, userId);
        if (login === undefined) return reply.code(404).send(CODE_NOT_FOUND);
        const errors = newPasswordErrors(password, login).map((e) => ({ ...e, path: 'password' }));
        if (errors.length > 0) return reply.code(400).send(errors);
        const passwordHash = await hashPassword(password);
        const changed = await db.transaction(async (tx) => {
          if (!(await useCode(tx, found.id))) return false;
          await storeNewPassword(tx, userId, passwordHash, { activate: true });
          // Whoever knew the old password is logged out everywhere.
          await deleteUserSessions(tx, userId);
          return true;
        });
        if (!changed) return reply.code(404).send(CODE_NOT_FOUND);
        return emptyAnswer(reply, 204);
      },
    );
  };
}
