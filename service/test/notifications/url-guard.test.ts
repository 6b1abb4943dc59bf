import { checkUrlForm, checkWebhookUrl, isPublicAddress } from '../../src/notifications/url-guard';

const strict = { allowInsecure: false };
const dev = { allowInsecure: true };

describe('webhook URL guard (SSRF)', () => {
  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '::1',
    '::',
    'fe80::1',
    'fd00::1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    '::ffff:7f00:1',
  ])('refuses the non-public address %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['8.8.8.8', '1.1.1.1', '172.32.0.1', '::ffff:8.8.8.8', '2001:4860:4860::8888'])('admits the public address %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  it('takes https only, without credentials; http only with the dev flag', () => {
    expect(checkUrlForm('https://example.at/hook', strict).ok).toBe(true);
    expect(checkUrlForm('http://example.at/hook', strict)).toEqual({ ok: false, reason: 'NOT_HTTPS' });
    expect(checkUrlForm('ftp://example.at/hook', dev)).toEqual({ ok: false, reason: 'NOT_HTTPS' });
    expect(checkUrlForm('http://example.at/hook', dev).ok).toBe(true);
    expect(checkUrlForm('https://user:pw@example.at/', strict)).toEqual({ ok: false, reason: 'CREDENTIALS' });
    expect(checkUrlForm('example.at/hook', strict)).toEqual({ ok: false, reason: 'FORMAT' });
  });

  it('refuses hosts that are or resolve to local addresses, unless the dev flag allows them', async () => {
    await expect(checkWebhookUrl('https://127.0.0.1/hook', strict)).resolves.toEqual({ ok: false, reason: 'ADDRESS' });
    await expect(checkWebhookUrl('https://[::1]/hook', strict)).resolves.toEqual({ ok: false, reason: 'ADDRESS' });
    await expect(checkWebhookUrl('https://localhost/hook', strict)).resolves.toEqual({ ok: false, reason: 'ADDRESS' });
    await expect(checkWebhookUrl('https://169.254.169.254/latest', strict)).resolves.toEqual({ ok: false, reason: 'ADDRESS' });
    expect((await checkWebhookUrl('http://127.0.0.1:9/hook', dev)).ok).toBe(true);
  });
});
