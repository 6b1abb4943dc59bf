import { Secret, TOTP } from 'otpauth';

/** RFC 6238 as every authenticator app supports it: SHA-1, 6 digits, 30 seconds. */
const PERIOD_SECONDS = 30;
/** One step either side: the phone's clock may be half a minute off. */
const WINDOW = 1;

const totpOf = (secret: string, label = '', issuer = '') =>
  new TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });

/** A new random secret (160 bits, as RFC 4226 recommends), base32. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/**
 * What the authenticator app stores: the issuer is the operator's portal name (operator.json), so that a customer of
 * two grid operators tells their entries apart; the label is the login.
 */
export const otpauthUri = (secret: string, login: string, issuer: string): string => totpOf(secret, login, issuer).toString();

/** The app's code now (tests and the demo one-liner compute codes the same way). */
export const totpCode = (secret: string, timestamp = Date.now()): string => totpOf(secret).generate({ timestamp });

/** Digits only: apps show "123 456". */
const normalizeTotpCode = (code: string): string => code.replace(/\s/g, '');

export const looksLikeTotpCode = (code: string): boolean => /^\d{6}$/.test(normalizeTotpCode(code));

/** The time step a code belongs to (within the window around now), or null when it matches none. */
export function matchingStep(secret: string, code: string, timestamp = Date.now()): number | null {
  const token = normalizeTotpCode(code);
  if (!/^\d{6}$/.test(token)) return null;
  const delta = totpOf(secret).validate({ token, timestamp, window: WINDOW });
  return delta === null ? null : Math.floor(timestamp / 1000 / PERIOD_SECONDS) + delta;
}

/**
 * A code counts once: only a step later than the last one accepted (an eavesdropped code is useless, and so is an
 * older code still inside the window).
 */
export const stepIsFresh = (step: number, lastUsedStep: number | null): boolean => lastUsedStep === null || step > lastUsedStep;
