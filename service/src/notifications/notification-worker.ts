import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/db';
import type { Mailer } from '../mail/outbox';
import { evaluateGaps } from './evaluate';
import type { UrlPolicy } from './url-guard';
import { deliverDueWebhooks } from './webhook-worker';

/** Due webhook deliveries are sent within a minute (the first retry waits one minute). */
const DELIVERY_INTERVAL_MS = 60_000;
/** Gaps are counted in hours after a day's end: a look every quarter of an hour is on time and costs little. */
const GAP_INTERVAL_MS = 15 * 60_000;

/** Starts the periodic work of notifications while the service runs; answers the function that stops it. */
export function startNotificationWorker(db: Db, mailer: Mailer, policy: UrlPolicy, log: FastifyBaseLogger): () => void {
  const report = (what: string) => (error: unknown) => log.error({ err: error }, what);
  const deliveries = setInterval(
    () => void deliverDueWebhooks(db, mailer, policy).catch(report('webhook delivery failed')),
    DELIVERY_INTERVAL_MS,
  );
  const gaps = setInterval(() => void evaluateGaps(db, mailer).catch(report('gap evaluation failed')), GAP_INTERVAL_MS);
  deliveries.unref();
  gaps.unref();
  return () => {
    clearInterval(deliveries);
    clearInterval(gaps);
  };
}
