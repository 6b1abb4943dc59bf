import { WEBHOOK_LIMITS } from '@portal/shared/contract/notifications';

/**
 * When a failed webhook delivery is tried again: 1, 4, 16, 64 and 256 minutes after the failures before (about five
 * and a half hours in all, long enough to ride out a receiver's restart or a night's outage); after the sixth failed
 * attempt the delivery is given up. After WEBHOOK_LIMITS.disableAfterFailedDeliveries deliveries given up in a row the
 * webhook is disabled (its owner gets a mail and re-enables it on the page).
 */
export const MAX_WEBHOOK_ATTEMPTS = WEBHOOK_LIMITS.attemptsPerDelivery;
const FIRST_DELAY_SECONDS = 60;
const FACTOR = 4;

/** Seconds until the next attempt after `attempts` failed ones; null once the delivery is given up. */
export function webhookRetryDelaySeconds(attempts: number): number | null {
  if (attempts < 1) return 0;
  if (attempts >= MAX_WEBHOOK_ATTEMPTS) return null;
  return FIRST_DELAY_SECONDS * FACTOR ** (attempts - 1);
}
