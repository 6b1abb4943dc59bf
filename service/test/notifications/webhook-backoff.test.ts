import { MAX_WEBHOOK_ATTEMPTS, webhookRetryDelaySeconds } from '../../src/notifications/webhook-backoff';

describe('webhook back-off', () => {
  it('waits 1, 4, 16, 64 and 256 minutes after the first five failures and gives up after the sixth', () => {
    const delays = [1, 2, 3, 4, 5].map(webhookRetryDelaySeconds);
    expect(delays).toEqual([60, 240, 960, 3840, 15_360]);
    expect(MAX_WEBHOOK_ATTEMPTS).toBe(6);
    expect(webhookRetryDelaySeconds(6)).toBeNull();
    expect(webhookRetryDelaySeconds(7)).toBeNull();
  });
});
