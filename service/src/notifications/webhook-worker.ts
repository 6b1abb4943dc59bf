import { WEBHOOK_LIMITS, type WebhookEvent } from '@portal/shared/contract/notifications';
import type { Db } from '../db/db';
import type { Mailer } from '../mail/outbox';
import { webhookDisabledMail } from './notification-mail';
import { claimDueDeliveries, countFailedDelivery, disableWebhook, markDelivered, markFailed } from './queries';
import type { UrlPolicy } from './url-guard';
import { MAX_WEBHOOK_ATTEMPTS, webhookRetryDelaySeconds } from './webhook-backoff';
import { postWebhook, type SendResult } from './webhook-sender';
import { SIGNATURE_HEADER, signWebhook } from './webhook-signature';

export type Send = (url: string, body: string, headers: Record<string, string>, policy: UrlPolicy) => Promise<SendResult>;

/**
 * Sends the webhook deliveries due at `now`, each signed with its owner's current secret. A failure is tried again
 * with back-off (webhook-backoff.ts); after the last attempt the delivery is given up and counted; when as many
 * deliveries in a row as WEBHOOK_LIMITS.disableAfterFailedDeliveries were given up (a delivered one resets the count),
 * the webhook is disabled and its owner told by mail. Answers how many deliveries were tried.
 */
export async function deliverDueWebhooks(
  db: Db,
  mailer: Mailer,
  policy: UrlPolicy,
  now: Date = new Date(),
  send: Send = postWebhook,
  limit = 20,
): Promise<number> {
  const due = await claimDueDeliveries(db, now, limit);
  for (const delivery of due) {
    const event: WebhookEvent = delivery.event;
    const body = JSON.stringify(event);
    const signature = signWebhook(delivery.secret, body, Math.floor(now.getTime() / 1000));
    const result = await send(delivery.url, body, { [SIGNATURE_HEADER]: signature }, policy);
    if (result.ok) {
      await markDelivered(db, delivery, result.status ?? 200, now);
      continue;
    }
    const attempts = delivery.attempts + 1;
    const retryIn = webhookRetryDelaySeconds(attempts);
    const failure = { status: result.status, error: result.error ?? 'Fehler' };
    if (retryIn !== null) {
      await markFailed(db, delivery.id, failure, now, retryIn);
      continue;
    }
    const mail = await db.transaction(async (tx) => {
      await markFailed(tx, delivery.id, failure, now, null);
      const failedInARow = await countFailedDelivery(tx, delivery.userId);
      if (failedInARow < WEBHOOK_LIMITS.disableAfterFailedDeliveries) return null;
      const disabled = await disableWebhook(tx, delivery.userId, now);
      if (!disabled || !delivery.email) return null;
      const message = webhookDisabledMail(delivery.email, delivery.url, failedInARow, MAX_WEBHOOK_ATTEMPTS);
      return { id: await mailer.queue(tx, message), message };
    });
    if (mail) await mailer.deliver(db, mail.id, mail.message);
  }
  return due.length;
}
