import { createHmac } from 'node:crypto';
import { newWebhookSecret, signWebhook, verifyWebhook } from '../../src/notifications/webhook-signature';

describe('webhook signature', () => {
  const secret = 'whsec_test';
  const body = '{"id":1,"rule":"GAP"}';

  it('is t=<unix>,v1=<hex HMAC-SHA256 of "t.body">, as a receiver recomputes it with any HMAC library', () => {
    const header = signWebhook(secret, body, 1_764_000_000);
    const expected = createHmac('sha256', secret).update(`1764000000.${body}`).digest('hex');
    expect(header).toBe(`t=1764000000,v1=${expected}`);
  });

  it('verifies with the same secret and body, and refuses another body, secret, or an old timestamp', () => {
    const header = signWebhook(secret, body, 1000);
    expect(verifyWebhook(secret, body, header, 1000)).toBe(true);
    expect(verifyWebhook(secret, `${body} `, header, 1000)).toBe(false);
    expect(verifyWebhook('whsec_other', body, header, 1000)).toBe(false);
    expect(verifyWebhook(secret, body, header, 1000 + 301)).toBe(false);
    expect(verifyWebhook(secret, body, 'v1=abc', 1000)).toBe(false);
  });

  it('makes a different, long secret every time', () => {
    const a = newWebhookSecret();
    expect(a).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(newWebhookSecret()).not.toBe(a);
  });
});
