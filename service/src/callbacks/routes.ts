import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { RateLimitedError } from '@portal/shared/contract/account';
import { CallbackReceipt, CallbackRequest } from '@portal/shared/contract/callbacks';
import { ApiError as Problem, ErrorArray } from '@portal/shared/contract/errors';
import type { ServiceDeps } from '../deps';
import type { Limit } from '../http/rate-limit';
import { serviceDeskMail } from '../mail/service-desk-mail';
import { requireAuth } from '../session/auth-hooks';
import { sessionUserOf, unauthorized } from '../contract-processes/process-access';
import { queueConfirmation } from '../contract-processes/process-mail';
import { runProcess } from '../contract-processes/process-outcome';
import { callbackDetails, requesterDetails } from './callback-mail';
import { callbackErrors, normalizedCallback } from './callback-rules';
import { insertCallback, loadRequester } from './queries';

/**
 * A callback form is a spam target (each request mails customer service): a few per user and hour and per day; every
 * call that passes the schema counts.
 */
const CALLBACK_RATE_LIMITS = {
  perHour: { bucket: 'callback-user-hour', max: 10, windowSeconds: 3600 },
  perDay: { bucket: 'callback-user-day', max: 30, windowSeconds: 86_400 },
} as const satisfies Record<string, Limit>;

/** Callback requests (portal-processes §2.4 item 16, §3, §5): stored, mailed to customer service, confirmed to the customer. */
export function callbackRoutes({ db, mailer, config }: ServiceDeps) {
  return async function plugin(fastify: FastifyInstance): Promise<void> {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
    app.addHook('onRequest', requireAuth);

    app.post(
      '/v1.0/callbacks',
      {
        schema: {
          tags: ['account'],
          summary: 'Ask customer service for a callback, an e-mail answer, or just leave a message',
          description:
            'Subject required; type EMAIL needs a valid e-mail; type PHONE a phone (new, or one of GET /v1.0/phones as it ' +
            'came), a weekday (default ALL) and a time range on the hour within 07:00–18:00 (default 08:00–17:00), from ' +
            'before to. Answers the receipt; customer service gets the request by e-mail and the customer a confirmation. ' +
            `At most ${CALLBACK_RATE_LIMITS.perHour.max} per user and hour and ${CALLBACK_RATE_LIMITS.perDay.max} a day. ` +
            'Not for API tokens (403).',
          body: CallbackRequest,
          response: { 200: CallbackReceipt, 400: ErrorArray, 401: Problem, 429: RateLimitedError },
        },
        config: {
          rateLimits: [
            { limit: CALLBACK_RATE_LIMITS.perHour, key: 'user' },
            { limit: CALLBACK_RATE_LIMITS.perDay, key: 'user' },
          ],
        },
      },
      async (request, reply) => {
        const userId = sessionUserOf(request);
        if (userId === null) return unauthorized(reply);
        const callback = normalizedCallback(request.body);
        return runProcess(db, mailer, reply, async (tx) => {
          const errors = callbackErrors(callback);
          if (errors.length > 0) return { kind: 'invalid', errors };
          const requester = await loadRequester(tx, userId);
          if (!requester) return { kind: 'not-found', message: 'Benutzer nicht gefunden' };
          const stored = await insertCallback(tx, userId, callback);
          const details = callbackDetails(callback);
          const deskMail = serviceDeskMail(config.customerServiceEmail, {
            subject: `Rückrufwunsch ${stored.id}: ${callback.subject}`,
            lead: 'Über das Kundenportal wurde eine Anfrage an den Kundenservice gesendet.',
            details: [['Anfragenummer', String(stored.id)], ...requesterDetails(requester), ...details],
          });
          const desk = { id: await mailer.queue(tx, deskMail), mail: deskMail };
          const mail = await queueConfirmation(tx, mailer, requester.email ?? callback.email, {
            subject: 'Ihre Anfrage an unseren Kundenservice',
            lead: 'wir haben Ihre Anfrage erhalten und melden uns wie gewünscht bei Ihnen.',
            details: [['Anfragenummer', String(stored.id)], ...details],
          });
          return { kind: 'done', mail, moreMail: [desk], body: stored };
        });
      },
    );
  };
}
