import type { NotificationRule } from '@portal/shared/contract/notifications';
import type { Db } from '../db/db';
import type { Mailer } from '../mail/outbox';
import { notificationMail } from './notification-mail';
import { podsWatchingGaps, recordNotifications, type NewNotification } from './queries';

const AFTER_IMPORT: readonly NotificationRule[] = ['NEW_DATA', 'GAP', 'DAILY_ENERGY', 'QUARTER_HOUR_POWER'];
/** A gap appears by time passing, without an import: the periodic run looks for gaps only. */
const PERIODIC: readonly NotificationRule[] = ['GAP'];

async function evaluate(
  db: Db,
  mailer: Mailer,
  podIds: number[],
  now: Date,
  rules: readonly NotificationRule[],
): Promise<NewNotification[]> {
  if (podIds.length === 0) return [];
  const queued: { id: number; mail: ReturnType<typeof notificationMail> }[] = [];
  const created = await db.transaction(async (tx) => {
    const found = await recordNotifications(tx, podIds, now, rules);
    for (const n of found) {
      if (!n.byEmail || !n.email) continue;
      const mail = notificationMail(n.email, n);
      queued.push({ id: await mailer.queue(tx, mail), mail });
    }
    return found;
  });
  // SMTP after the commit: a slow mail server never holds the transaction open.
  for (const { id, mail } of queued) await mailer.deliver(db, id, mail);
  return created;
}

/**
 * Evaluates every rule for the given meter points (call after an import, with the meter points it touched): records
 * each new notification once, mails it and queues its webhook delivery (the webhook worker sends it). Answers the new ones.
 */
export function evaluateNotifications(db: Db, mailer: Mailer, podIds: number[], now: Date = new Date()): Promise<NewNotification[]> {
  return evaluate(db, mailer, podIds, now, AFTER_IMPORT);
}

/** The periodic run: gaps of every meter point with a gap rule. */
export async function evaluateGaps(db: Db, mailer: Mailer, now: Date = new Date()): Promise<NewNotification[]> {
  return evaluate(db, mailer, await podsWatchingGaps(db), now, PERIODIC);
}
