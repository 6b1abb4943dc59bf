import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { PhonesResponse, Profile, RateLimitedError, UpdateEmailRequest, type StoredPhone } from '@portal/shared/contract/account';
import { ApiError, ERROR_NUMBERS, ErrorArray } from '@portal/shared/contract/errors';
import { requireAuth, userIdOf } from '../session/auth-hooks';
import { verifyPassword } from '../session/passwords';
import type { ServiceDeps } from '../deps';
import { loadProfilePartners } from '../business-partners/queries';
import { LIMITS } from '../http/rate-limit';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { emptyAnswer } from '../http/replies';

const UNAUTHORIZED = { type: 'UNAUTHORIZED', message: 'Nicht angemeldet' };

/** My data: the user with all business partners, the e-mail change and the stored phones (portal-processes §2.4, §3, §7). */
export function myDataRoutes({ db }: ServiceDeps) {
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
        const { rows } = await db.query<{ login: string; email: string | null; roles: string[] }>(
          'SELECT login, email, roles FROM users WHERE id = $1',
          [userId],
        );
        if (!rows[0]) return reply.code(401).send(UNAUTHORIZED);
        return { user: rows[0], businessPartners: await loadProfilePartners(db, userId) };
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
        const { rows } = await db.query<{ password_hash: string; email: string | null }>(
          'SELECT password_hash, email FROM users WHERE id = $1',
          [userId],
        );
        if (!rows[0]) return reply.code(401).send(UNAUTHORIZED);
        if (!(await verifyPassword(rows[0].password_hash, currentPassword))) {
          return reply
            .code(400)
            .send([{ path: 'currentPassword', message: 'Das Passwort ist nicht korrekt.', number: ERROR_NUMBERS.INVALID_VALUE }]);
        }
        const newEmail = email.trim();
        await db.transaction(async (tx) => {
          await tx.query('UPDATE users SET email = $2 WHERE id = $1', [userId, newEmail]);
          await tx.query(`UPDATE business_partners SET email = $2 WHERE user_id = $1 AND (email IS NULL OR lower(email) = lower($3))`, [
            userId,
            newEmail,
            rows[0].email ?? '',
          ]);
        });
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
  };
}
