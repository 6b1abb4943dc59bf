import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { PhonesResponse, Profile, RateLimitedError, UpdateEmailRequest, type StoredPhone } from '@portal/shared/contract/account';
import { ChangePasswordBody } from '@portal/shared/contract/profile';
import { ApiError, ERROR_NUMBERS, ErrorArray } from '@portal/shared/contract/errors';
import { requireAuth, userIdOf } from '../session/auth-hooks';
import { hashPassword, verifyPassword } from '../session/passwords';
import { deleteOtherSessions } from '../session/queries';
import { newPasswordErrors, storeNewPassword } from '../accounts/password-change';
import { findCredentials, findProfileUser, updateEmail } from './queries';
import type { ServiceDeps } from '../deps';
import { loadProfilePartners } from '../business-partners/queries';
import { LIMITS } from '../http/rate-limit';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { emptyAnswer } from '../http/replies';

const UNAUTHORIZED = { type: 'UNAUTHORIZED', message: 'Nicht angemeldet' };

/**
 * My data: the user with all business partners, the e-mail and password change and the stored phones (portal-processes
 * §2.4, §3, §5, §7).
 */
export function profileRoutes({ db }: ServiceDeps) {
  return async function plugin(fastify: FastifyInstance): Promise<void> {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
    app.addHook('onRequest', requireAuth);
    const readLimit = { rateLimits: [{ limit: LIMITS.profileReadPerUser, key: 'user' }] } as const;

    app.get(
      '/v1.0/profiles',
      {
        schema: {
          tags: ['account'],
          summary: 'The user (login, e-mail, roles) and all business partners with address, phones and states',
          description: 'Rate limited per user (generously).',
          response: { 200: Profile, 401: ApiError, 429: RateLimitedError },
        },
        config: readLimit,
      },
      async (request, reply) => {
        const userId = userIdOf(request);
        const user = await findProfileUser(db, userId);
        if (!user) return reply.code(401).send(UNAUTHORIZED);
        return { user, businessPartners: await loadProfilePartners(db, userId) };
      },
    );

    app.put(
      '/v1.0/profiles/email',
      {
        schema: {
          tags: ['account'],
          summary: 'Change the e-mail address of the account (needs the password); answers 204',
          description:
            'Wrong password → 400 path currentPassword. The address is also the contact address of the user’s business ' +
            'partners. Rate limited per user.',
          body: UpdateEmailRequest,
          response: { 204: Type.Null(), 400: ErrorArray, 401: ApiError, 429: RateLimitedError },
        },
        config: { rateLimits: [{ limit: LIMITS.emailChangePerUser, key: 'user' }] },
      },
      async (request, reply) => {
        const userId = userIdOf(request);
        const { currentPassword, email } = request.body;
        const user = await findCredentials(db, userId);
        if (!user) return reply.code(401).send(UNAUTHORIZED);
        if (!(await verifyPassword(user.password_hash, currentPassword))) {
          return reply
            .code(400)
            .send([{ path: 'currentPassword', message: 'Das Passwort ist nicht korrekt.', number: ERROR_NUMBERS.INVALID_VALUE }]);
        }
        await db.transaction((tx) => updateEmail(tx, userId, email.trim(), user.email));
        return emptyAnswer(reply, 204);
      },
    );

    app.get(
      '/v1.0/phones',
      {
        schema: {
          tags: ['account'],
          summary: "The user's stored phone numbers (landlines and confirmed mobiles of all business partners)",
          description: 'Rate limited per user (generously).',
          response: { 200: PhonesResponse, 401: ApiError, 429: RateLimitedError },
        },
        config: readLimit,
      },
      async (request) => {
        const partners = await loadProfilePartners(db, userIdOf(request));
        const phones: StoredPhone[] = [];
        const seen = new Set<string>();
        const add = (phone: StoredPhone) => {
          const key = `${phone.type}|${phone.number.replace(/\D/g, '')}|${phone.extension ?? ''}`;
          if (seen.has(key)) return;
          seen.add(key);
          phones.push(phone);
        };
        for (const { entity } of partners) {
          if (entity.landline) add({ ...entity.landline, type: 'LANDLINE' });
          if (entity.mobile) add({ ...entity.mobile, type: 'MOBILE' });
        }
        return { phones };
      },
    );

    // Only a session may change the password: an API token never writes.
    app.put(
      '/v1.0/profiles/password',
      {
        schema: {
          tags: ['profile'],
          summary: 'Change the password (also ends a forced password change)',
          description:
            'Wrong current password → 400 path currentPassword; password rule or a new password equal to the current ' +
            'one → 400 path newPassword (a forced change is not ended by the same password again). Ends every API ' +
            'token and every other session of the user. Rate limited per user, failed attempts included (429 with Retry-After).',
          body: ChangePasswordBody,
          response: { 204: Type.Null(), 400: ErrorArray, 401: ApiError, 429: RateLimitedError },
        },
        // Counted before the password check, so wrong current passwords count too (no guessing through a session).
        config: { rateLimits: [{ limit: LIMITS.passwordChangePerUser, key: 'user' }] },
      },
      async (request, reply) => {
        if (request.auth?.kind !== 'session') return reply.code(401).send(UNAUTHORIZED);
        const userId = userIdOf(request);
        const { currentPassword, newPassword } = request.body;
        const user = await findCredentials(db, userId);
        if (!user) return reply.code(401).send(UNAUTHORIZED);
        if (!(await verifyPassword(user.password_hash, currentPassword))) {
          return reply
            .code(400)
            .send([{ path: 'currentPassword', message: 'Das aktuelle Passwort ist nicht korrekt.', number: ERROR_NUMBERS.INVALID_VALUE }]);
        }
        const errors = newPasswordErrors(newPassword, user.login, currentPassword);
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
