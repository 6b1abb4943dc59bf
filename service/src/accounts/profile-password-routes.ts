import type { FastifyInstance } from 'fastify';
import { RateLimitedError } from '@portal/shared/contract/account';
import { ErrorArray, ERROR_NUMBERS, ApiError as Unauthorized } from '@portal/shared/contract/errors';
import { Type } from '@sinclair/typebox';
import { ChangePasswordBody } from '@portal/shared/contract/profile';
import type { ServiceDeps } from '../deps';
import { LIMITS } from '../http/rate-limit';
import { requireAuth, userIdOf } from '../session/auth-hooks';
import { hashPassword, verifyPassword } from '../session/passwords';
import { deleteOtherSessions } from '../session/session-store';
import { newPasswordErrors, storeNewPassword } from './password-change';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { emptyAnswer } from '../http/replies';

/** The logged-in password change. Only a session may change it: an API token never writes. */
export function profilePasswordRoutes({ db }: ServiceDeps) {
  return async function plugin(fastify: FastifyInstance): Promise<void> {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
    app.addHook('onRequest', requireAuth);

    app.put(
      '/v1.0/profiles/password',
      {
        schema: {
          tags: ['profile'],
          summary: 'Change the password (also ends a forced password change)',
          description:
            'Wrong current password → 400 path currentPassword; password rule → 400 path newPassword. Ends every API ' +
            'token and every other session of the user. Rate limited per user, failed attempts included (429 with Retry-After).',
          body: ChangePasswordBody,
          response: { 204: Type.Null(), 400: ErrorArray, 401: Unauthorized, 429: RateLimitedError },
        },
        // Counted before the password check, so wrong current passwords count too (no guessing through a session).
        config: { rateLimits: [{ limit: LIMITS.passwordChangePerUser, key: 'user' }] },
      },
      async (request, reply) => {
        if (request.auth?.kind !== 'session') return reply.code(401).send({ type: 'UNAUTHORIZED', message: 'Nicht angemeldet' });
        const userId = userIdOf(request);
        const { currentPassword, newPassword } = request.body;
        const { rows } = await db.query<{ login: string; password_hash: string }>('SELECT login, password_hash FROM users WHERE id = $1', [
          userId,
        ]);
        const user = rows[0];
        if (!user) return reply.code(401).send({ type: 'UNAUTHORIZED', message: 'Nicht angemeldet' });
        if (!(await verifyPassword(user.password_hash, currentPassword))) {
          return reply
            .code(400)
            .send([{ path: 'currentPassword', message: 'Das aktuelle Passwort ist nicht korrekt.', number: ERROR_NUMBERS.INVALID_VALUE }]);
        }
        const errors = newPasswordErrors(newPassword, user.login);
        if (errors.length > 0) return reply.code(400).send(errors);
        const passwordHash = await hashPassword(newPassword);
        const current = request.auth.session.idHash;
        await db.transaction(async (tx) => {
          await storeNewPassword(tx, userId, passwordHash);
          // Whoever else was logged in with the old password (another device, an intruder) is logged out.
          await deleteOtherSessions(tx, userId, current);
        });
        return emptyAnswer(reply, 204);
      },
    );
  };
}
