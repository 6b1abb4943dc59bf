/**
 * When a failed delivery is tried again: 1, 4, 16, 64 and 256 minutes after the failures before, then given up with
 * the last error kept on the outbox row (about five and a half hours after the first attempt).
 */
export const MAX_DELIVERY_ATTEMPTS = 6;
const FIRST_DELAY_MINUTES = 1;
const FACTOR = 4;

/** Minutes until the next attempt after `attempts` failed ones; null once the mail is given up. */
export function retryDelayMinutes(attempts: number): number | null {
  if (attempts >= MAX_DELIVERY_ATTEMPTS) return null;
  return FIRST_DELAY_MINUTES * FACTOR ** (attempts - 1);
}
