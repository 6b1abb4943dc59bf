import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * Addresses a webhook must never reach (SSRF): the service's own host, the operator's internal network and the
 * cloud metadata endpoints. Unspecified, loopback, private (RFC 1918, ULA), carrier-grade NAT, link-local, multicast,
 * reserved and documentation ranges, and IPv6 forms that embed an IPv4 address.
 */
const blocked = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 3],
] as const) {
  blocked.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  blocked.addSubnet(net, prefix, 'ipv6');
}

/** The IPv4 address inside an IPv4-mapped IPv6 one (::ffff:a.b.c.d or ::ffff:hhhh:hhhh), otherwise null. */
function mappedIpv4(address: string): string | null {
  const tail = /^(?:0{0,4}:){0,4}:?:ffff:(.+)$/i.exec(address)?.[1];
  if (!tail) return null;
  if (isIP(tail) === 4) return tail;
  const groups = /^([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(tail);
  if (!groups) return null;
  const [high, low] = [parseInt(groups[1], 16), parseInt(groups[2], 16)];
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/** Whether an IP address is one a webhook may be delivered to. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  const v4 = family === 6 ? mappedIpv4(address) : address;
  // Node's BlockList also matches IPv4 rules against IPv4-mapped IPv6 addresses; checked as IPv4 to be explicit.
  return v4 !== null ? !blocked.check(v4, 'ipv4') : !blocked.check(address, 'ipv6');
}

export interface UrlPolicy {
  /** WEBHOOK_ALLOW_INSECURE: http and local addresses allowed (development and tests only). */
  allowInsecure: boolean;
}

export type UrlCheck = { ok: true; url: URL } | { ok: false; reason: 'FORMAT' | 'NOT_HTTPS' | 'CREDENTIALS' | 'ADDRESS' };

/** The form of a webhook URL: absolute, https (or http when allowed), no user name or password in it. */
export function checkUrlForm(value: string, policy: UrlPolicy): UrlCheck {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return { ok: false, reason: 'FORMAT' };
  }
  if (url.protocol !== 'https:' && !(policy.allowInsecure && url.protocol === 'http:')) return { ok: false, reason: 'NOT_HTTPS' };
  if (url.username || url.password) return { ok: false, reason: 'CREDENTIALS' };
  if (!url.hostname) return { ok: false, reason: 'FORMAT' };
  return { ok: true, url };
}

/** The host's addresses, all of which must be public (a name with one private address is refused). */
export async function resolvePublicAddresses(hostname: string, policy: UrlPolicy): Promise<string[] | null> {
  const host = hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  try {
    addresses = isIP(host) ? [host] : (await lookup(host, { all: true, verbatim: true })).map((a) => a.address);
  } catch {
    return null;
  }
  if (addresses.length === 0) return null;
  if (policy.allowInsecure) return addresses;
  return addresses.every(isPublicAddress) ? addresses : null;
}

/** The whole check of a URL a customer enters: its form, then where its host resolves to. */
export async function checkWebhookUrl(value: string, policy: UrlPolicy): Promise<UrlCheck> {
  const form = checkUrlForm(value, policy);
  if (!form.ok) return form;
  const addresses = await resolvePublicAddresses(form.url.hostname, policy);
  return addresses ? form : { ok: false, reason: 'ADDRESS' };
}
