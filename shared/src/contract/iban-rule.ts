// The IBAN rule the bank-data form (Yup) and the service check alike: a wrong check digit is a field error in both.

/** IBAN max length (portal-processes §9). */
export const IBAN_MAX_LENGTH = 34;

/**
 * IBAN length per country (SWIFT IBAN registry) for the countries the portal's customers bank in: Austria and its
 * neighbours, the euro area and the other SEPA countries.
 */
export const IBAN_LENGTHS: Readonly<Record<string, number>> = {
  AD: 24,
  AT: 20,
  BE: 16,
  BG: 22,
  CH: 21,
  CY: 28,
  CZ: 24,
  DE: 22,
  DK: 18,
  EE: 20,
  ES: 24,
  FI: 18,
  FR: 27,
  GB: 22,
  GI: 23,
  GR: 27,
  HR: 21,
  HU: 28,
  IE: 22,
  IS: 26,
  IT: 27,
  LI: 21,
  LT: 20,
  LU: 20,
  LV: 21,
  MC: 27,
  MT: 31,
  NL: 18,
  NO: 15,
  PL: 28,
  PT: 25,
  RO: 24,
  SE: 24,
  SI: 19,
  SK: 24,
  SM: 27,
  VA: 22,
};

/** Why an IBAN is refused, or null when it is valid. */
export type IbanProblem = 'REQUIRED' | 'TOO_LONG' | 'FORMAT' | 'LENGTH' | 'CHECK_DIGITS';

/** Spaces (the input mask's groups), underscores (its placeholders) and hyphens removed, upper case. */
export function normalizeIban(value: string): string {
  return value.replace(/[\s_-]/g, '').toUpperCase();
}

function mod97(digits: string): number {
  let rest = 0;
  for (const digit of digits) rest = (rest * 10 + Number(digit)) % 97;
  return rest;
}

/**
 * Checks an IBAN: required (a bare country prefix such as `AT` counts as empty), at most 34 characters, two letters,
 * two check digits and an alphanumeric account part, the length of its country, and the mod-97 check digits (the
 * first four characters moved to the end, letters as 10–35, remainder 1).
 */
export function ibanProblem(value: string): IbanProblem | null {
  const iban = normalizeIban(value);
  if (iban === '' || /^[A-Z]{1,2}$/.test(iban)) return 'REQUIRED';
  if (iban.length > IBAN_MAX_LENGTH) return 'TOO_LONG';
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(iban)) return 'FORMAT';
  const expected = IBAN_LENGTHS[iban.slice(0, 2)];
  if (expected === undefined ? iban.length < 15 : iban.length !== expected) return 'LENGTH';
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  const digits = rearranged.replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));
  return mod97(digits) === 1 ? null : 'CHECK_DIGITS';
}
