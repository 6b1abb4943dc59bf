/** IBANs (DOMAIN.md): at most 34 characters, Austrian ones 20; checked with mod 97. */
export const IBAN_MAX_LENGTH = 34;
const COUNTRY_LENGTHS: Record<string, number> = { AT: 20, DE: 22, CH: 21, LI: 21, IT: 27, SI: 19, HU: 28, CZ: 24, SK: 24 };

export function normalizeIban(value: string): string {
  return value.replace(/[\s_-]/g, '').toUpperCase();
}

/** `AT611904300234573201` → `AT61 1904 3002 3457 3201`. */
export function groupIban(value: string): string {
  return normalizeIban(value).replace(/(.{4})(?=.)/g, '$1 ');
}

function mod97(digits: string): number {
  let rest = 0;
  for (const digit of digits) rest = (rest * 10 + Number(digit)) % 97;
  return rest;
}

export function isValidIban(value: string): boolean {
  const iban = normalizeIban(value);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban) || iban.length > IBAN_MAX_LENGTH) return false;
  const expected = COUNTRY_LENGTHS[iban.slice(0, 2)];
  if (expected !== undefined && iban.length !== expected) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  const digits = rearranged.replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));
  return mod97(digits) === 1;
}
