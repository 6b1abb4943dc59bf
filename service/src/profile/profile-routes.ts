import type { FastifyInstance } from 'fastify';
import { ErrorArray, ERROR_NUMBERS, ApiError as Unauthorized } from '@portal/shared/contract/errors';
import { Type } from '@sinclair/typebox';
import { ChangePasswordBody } from '@portal/shared/contract/profile';
import type { Db } from '../db/db';
import { requireAuth, userIdOf } from '../session/auth-hooks';
import { hashPassword, verifyPassword } from '../session/passwords';
import { newPasswordErrors } from './password-change';


/** The user's own profile data. Only a session may change it: an API token never writes. */
export function profileRoutes({ db }: { db: Db }) {
  return async function plugin(app: FastifyInstance): Promise<void> {
    app.addHook('onRequest', requireAuth);

    app.put(
      '/v1.0/profiles/password',
      {
        schema: {
          tags: ['profile'],
          summary: 'Change the password (also ends a forced password change)',
          body: ChangePasswordBody,
          response: { 204: Type.Null(), 400: ErrorArray, 401: Unauthorized },
        },
      },
      async (request, reply) => {
        if (request.auth?.kind !== 'session') return reply.code(401).send({ type: 'UNAUTHORIZED', message: 'Nicht angemeldet' });
        const { currentPassword, newPassword } = request.body as ChangePasswordBody;
        const userId = userIdOf(request);
        const { rows } = await db.query<{ login: string; password_hash: string }>(
          'SELECT login, password_hash FROM users WHERE id = $1',
          [userId],
        );
        const user = rows[0];
        if (!user) return reply.code(401).send({ type: 'UNAUTHORIZED', message: 'Nicht angemeldet' });
        if (!(await verifyPassword(user.password_hash, currentPassword))) {
          return reply.code(400).send([
            { path: 'currentPassword', message: 'Das aktuelle Passwort ist nicht korrekt.', number: ERROR_NUMBERS.INVALID_VALUE },
          ]);
        }
        const errors = newPasswordErrors(newPassword, user.login);
        if (errors.length > 0) return reply.code(400).send(errors);
        await db.query(
          'UPDATE users SET password_hash = $2, change_password = false, failed_logins = 0 WHERE id = $1',
          [userId, await hashPassword(newPassword)],
        );
        return reply.code(204).send();
      },
    );
  };
}
