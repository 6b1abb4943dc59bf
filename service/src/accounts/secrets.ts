import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** SHA-256 hex of a code or token: the only form in which codes and tokens are stored. */
export function sha256(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('hex');
}

/** A long random code for links (256 bits, URL-safe base64, 43 characters). */
export function linkCode(): string {
  return randomBytes(32).toString('base64url');
}

/** Letters and digits without the easily confused ones (0/O, 1/I/L). */
const SHORT_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A short random code a person types (SMS, letter): upper-case letters and digits. */
export function shortCode(length: number): string {
  let code = '';
  for (let i = 0; i < length; i += 1) code += SHORT_ALPHABET[randomInt(SHORT_ALPHABET.length)];
  return code;
}

/** Short codes are compared without regard to case and surrounding spaces. */
export const normalizeShortCode = (code: string) => code.trim().toUpperCase();

/** Compares two hex hashes in constant time. */
export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Prefix of every API token, so that a leaked one is recognisable (secret scanners, logs). */
const API_TOKEN_PREFIX = 'nzp_';

export function apiToken(): string {
  return API_TOKEN_PREFIX + randomBytes(32).toString('base64url');
}
