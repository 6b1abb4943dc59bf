import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * Addresses a webhook must never reach (SSRF): the service's own host, the operator's internal network and the
 * cloud metadata endpoints. Unspecified, loopback, private (RFC 1918, ULA, the deprecated site-local), carrier-grade
 * NAT, link-local, multicast, reserved and documentation ranges; of the IPv6 forms that embed an IPv4 address, the
 * translation ranges whose embedding the service cannot check (6to4, local-use NAT64) and the deprecated ones
 * (IPv4-compatible, IPv4-translated) whole, and every embedded IPv4 address against the IPv4 list as well.
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
  // IPv4-compatible (deprecated, RFC 4291) and IPv4-translated (SIIT, RFC 2765: ::ffff:0:a.b.c.d).
  ['::', 96],
  ['::ffff:0:0:0', 96],
  // NAT64: the well-known prefix (RFC 6052) and the local-use one (RFC 8215), the operator's own translator.
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  // Site-local (deprecated, RFC 3879), still routed inside some networks.
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  blocked.addSubnet(net, prefix, 'ipv6');
}

/** The eight 16-bit groups of an IPv6 address (zone id dropped, a dotted IPv4 tail as two groups); null if none. */
function ipv6Groups(address: string): number[] | null {
  let text = address.replace(/%.*$/, '');
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)?.[1];
  if (dotted) {
    if (isIP(dotted) !== 4) return null;
    const [a, b, c, d] = dotted.split('.').map(Number);
    text = `${text.slice(0, -dotted.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((group) => parseInt(group, 16)));
  const head = parse(halves[0]);
  const tail = halves.length === 2 ? parse(halves[1]) : [];
  const groups = halves.length === 2 ? [...head, ...new Array<number>(8 - head.length - tail.length).fill(0), ...tail] : head;
  return groups.length === 8 && groups.every((g) => g >= 0 && g <= 0xffff) ? groups : null;
}

const zeros = (groups: number[], from: number, to: number) => groups.slice(from, to).every((g) => g === 0);

/**
 * The IPv4 address an IPv6 one carries in its last 32 bits, or null: IPv4-mapped (::ffff:a.b.c.d), IPv4-translated
 * (::ffff:0:a.b.c.d), IPv4-compatible (::a.b.c.d) and NAT64 (64:ff9b::a.b.c.d).
 */
function embeddedIpv4(groups: number[]): string | null {
  const mapped = zeros(groups, 0, 5) && groups[5] === 0xffff;
  const translated = zeros(groups, 0, 4) && groups[4] === 0xffff && groups[5] === 0;
  const compatible = zeros(groups, 0, 6);
  const nat64 = groups[0] === 0x64 && groups[1] === 0xff9b && zeros(groups, 2, 6);
  if (!(mapped || translated || compatible || nat64)) return null;
  const [high, low] = [groups[6], groups[7]];
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/** Whether an IP address is one a webhook may be delivered to: neither it nor an IPv4 address inside it is blocked. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !blocked.check(address, 'ipv4');
  const groups = family === 6 ? ipv6Groups(address) : null;
  if (!groups) return false;
  const v4 = embeddedIpv4(groups);
  if (v4 !== null && blocked.check(v4, 'ipv4')) return false;
  return !blocked.check(groups.map((g) => g.toString(16)).join(':'), 'ipv6');
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
