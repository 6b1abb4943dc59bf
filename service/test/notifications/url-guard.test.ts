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

  it.each([
    // Local-use NAT64 (RFC 8215): the operator's own translator, whatever it embeds.
    ['64:ff9b:1::', '64:ff9b:1::808:808'],
    ['64:ff9b:1::', '64:ff9b:1:ffff::1'],
    // IPv4-compatible (deprecated): public or not inside, never a destination.
    ['::/96', '::8.8.8.8'],
    ['::/96', '::808:808'],
    // IPv4-translated (SIIT), with 127.0.0.1 and 8.8.8.8 inside.
    ['::ffff:0:0:0/96', '::ffff:0:7f00:1'],
    ['::ffff:0:0:0/96', '::ffff:0:8.8.8.8'],
    // Site-local (deprecated).
    ['fec0::/10', 'fec0::1'],
    ['fec0::/10', 'feff:ffff::1'],
  ])('refuses %s: %s', (_range, address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([
    // NAT64 well-known prefix with a private, loopback or metadata address inside, written either way.
    '64:ff9b::10.0.0.1',
    '64:ff9b::a00:1',
    '64:ff9b::7f00:1',
    '64:ff9b::169.254.169.254',
    '0:0:0:0:0:ffff:c0a8:0101',
    '::ffff:0:10.1.2.3',
    '::10.1.2.3',
    '::ffff:127.0.0.1%eth0',
  ])('checks the IPv4 address embedded in %s against the IPv4 list', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['8.8.8.8', '1.1.1.1', '172.32.0.1', '::ffff:8.8.8.8', '::ffff:808:808', '2001:4860:4860::8888', '2a00:1450:4001::1'])(
    'admits the public address %s',
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );

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
