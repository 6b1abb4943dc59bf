import type { FastifyInstance, FastifyReply } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ForbiddenError, RateLimitedError } from '@portal/shared/contract/account';
import { ApiError as Problem, ErrorArray } from '@portal/shared/contract/errors';
import {
  MeterPointNotifications,
  NotificationOverview,
  NotificationParams,
  NotificationSettings,
  Webhook,
  WebhookRequest,
} from '@portal/shared/contract/notifications';
import { viennaToday } from '../dates/local-dates';
import type { ServiceDeps } from '../deps';
import type { Limit } from '../http/rate-limit';
import { requireAuth, userIdOf } from '../session/auth-hooks';
import {
  deleteWebhook,
  enableWebhook,
  findOwnPod,
  loadDeliveries,
  loadMeterPointSettings,
  loadWebhook,
  rotateWebhookSecret,
  saveSettings,
  saveWebhook,
} from './queries';
import { settingsErrors, urlErrors } from './settings-rules';
import { checkWebhookUrl } from './url-guard';
import { newWebhookSecret } from './webhook-signature';

const tags = ['notifications'];
const POD_NOT_FOUND = 'Dieser Zählpunkt gehört nicht zu Ihren Verträgen.';
const NO_WEBHOOK = 'Es ist kein Webhook hinterlegt.';
const notFound = (reply: FastifyReply, message: string) => reply.code(404).send({ type: 'NOT_FOUND', message });

/** Saving a webhook resolves its host name: a few per user and hour are plenty for a person setting one up. */
const WEBHOOK_RATE_LIMIT = { bucket: 'webhook-user-hour', max: 30, windowSeconds: 3600 } as const satisfies Limit;

const SESSION_ONLY = 'Session only: API tokens are refused (403).';

/**
 * Data notifications of the customer (Meine Daten › Benachrichtigungen): settings per meter point of their own
 * contracts, one webhook with its secret, and its delivery log. Session only: an API token could otherwise point
 * a customer's data at a URL of its holder's choice.
 */
export function notificationRoutes({ db, config }: ServiceDeps) {
  const policy = { allowInsecure: config.webhookAllowInsecure };
  return async function plugin(root: FastifyInstance): Promise<void> {
    const app = root.withTypeProvider<TypeBoxTypeProvider>();
    app.addHook('onRequest', requireAuth);

    app.get(
      '/v1.0/notifications',
      {
        schema: {
          tags,
          summary: "The customer's notification settings per meter point, the webhook and its newest deliveries",
          description: SESSION_ONLY,
          response: { 200: NotificationOverview, 401: Problem, 403: ForbiddenError },
        },
      },
      async (request) => {
        const userId = userIdOf(request);
        const [meterPoints, webhook, deliveries] = [
          await loadMeterPointSettings(db, userId),
          await loadWebhook(db, userId),
          await loadDeliveries(db, userId),
        ];
        return { meterPoints, webhook, deliveries };
      },
    );

    app.put(
      '/v1.0/notifications/meter-points/:meterPointNumber',
      {
        schema: {
          tags,
          summary: 'Sets what the customer is told about one of their meter points, and how',
          description:
            'Gap hours 1–168, thresholds above 0 (null: off). A rule needs e-mail or webhook; webhook needs a webhook ' +
            `address. Days before the first save are never notified. 404 for a meter point of someone else. ${SESSION_ONLY}`,
          params: NotificationParams,
          body: NotificationSettings,
          response: { 200: MeterPointNotifications, 400: ErrorArray, 401: Problem, 403: ForbiddenError, 404: Problem },
        },
      },
      async (request, reply) => {
        const userId = userIdOf(request);
        const { meterPointNumber } = request.params;
        const podId = await findOwnPod(db, userId, meterPointNumber);
        if (podId === undefined) return notFound(reply, POD_NOT_FOUND);
        const errors = settingsErrors(request.body, (await loadWebhook(db, userId)) !== null);
        if (errors.length > 0) return reply.code(400).send(errors);
        await saveSettings(db, userId, podId, request.body, viennaToday());
        const saved = (await loadMeterPointSettings(db, userId)).find((m) => m.meterPointNumber === meterPointNumber);
        return saved ?? notFound(reply, POD_NOT_FOUND);
      },
    );

    app.put(
      '/v1.0/notifications/webhook',
      {
        config: { rateLimits: [{ limit: WEBHOOK_RATE_LIMIT, key: 'user' }] },
        schema: {
          tags,
          summary: 'Sets the webhook address (https, a public host) and enables it; a new webhook gets a secret',
          description:
            'Deliveries are POSTs of a JSON event signed with HMAC-SHA256: header X-Netzportal-Signature: t=<unix ' +
            'seconds>,v1=<hex HMAC of "<t>.<body>"> with the secret. Retried with back-off, disabled after repeated ' +
            `failures (the customer is mailed). ${SESSION_ONLY}`,
          body: WebhookRequest,
          response: { 200: Webhook, 400: ErrorArray, 401: Problem, 403: ForbiddenError, 429: RateLimitedError },
        },
      },
      async (request, reply) => {
        const check = await checkWebhookUrl(request.body.url, policy);
        if (!check.ok) return reply.code(400).send(urlErrors(check));
        return saveWebhook(db, userIdOf(request), check.url.toString(), newWebhookSecret());
      },
    );

    app.delete(
      '/v1.0/notifications/webhook',
      {
        schema: {
          tags,
          summary: 'Removes the webhook (the delivery log stays)',
          description: SESSION_ONLY,
          response: { 204: { type: 'null' }, 401: Problem, 403: ForbiddenError, 404: Problem },
        },
      },
      async (request, reply) => ((await deleteWebhook(db, userIdOf(request))) ? reply.code(204).send() : notFound(reply, NO_WEBHOOK)),
    );

    app.post(
      '/v1.0/notifications/webhook/secret',
      {
        schema: {
          tags,
          summary: 'Replaces the webhook secret; deliveries from now on are signed with the new one',
          description: SESSION_ONLY,
          response: { 200: Webhook, 401: Problem, 403: ForbiddenError, 404: Problem },
        },
      },
      async (request, reply) => (await rotateWebhookSecret(db, userIdOf(request), newWebhookSecret())) ?? notFound(reply, NO_WEBHOOK),
    );

    app.post(
      '/v1.0/notifications/webhook/enable',
      {
        schema: {
          tags,
          summary: 'Enables a webhook the service disabled after failed deliveries',
          description: SESSION_ONLY,
          response: { 200: Webhook, 401: Problem, 403: ForbiddenError, 404: Problem },
        },
      },
      async (request, reply) => (await enableWebhook(db, userIdOf(request))) ?? notFound(reply, NO_WEBHOOK),
    );
  };
}
