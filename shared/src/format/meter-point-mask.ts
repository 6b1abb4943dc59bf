import type { Branch } from '../contract/enums';
import { isMeterPointNumber, METER_POINT_LENGTH, normalizeMeterPoint } from './meter-point';

// The masked meter point input (forms/meter-point-field.tsx). A module of its own: the kit is shared as one singleton
// at runtime, and a remote must not depend on exports a host built earlier may lack.

/** How many characters of a meter point number a customer types in the masked input: its last 10 digits. */
export const METER_POINT_ENTERED_DIGITS = 10;

/**
 * The fixed start (23 characters) of a meter point number per branch: country `AT`, grid operator `003000`, then the
 * zeros of postcode and number up to the last 10 digits. The demo grid operator runs both grids under the same
 * operator number, and the demo data's meter points (service/src/demo: `AT003000` + zeros + 6 digits) use it for STROM
 * and GAS alike; an operator with a separate gas number sets it here.
 */
export const METER_POINT_PREFIXES: Record<Branch, string> = {
  STROM: 'AT003000000000000000000',
  GAS: 'AT003000000000000000000',
};

/** The digits typed after `prefix` in a masked value (at most 10); a pasted complete number gives its last 10. */
export function enteredMeterPointDigits(value: string, prefix: string): string {
  const normalized = normalizeMeterPoint(value);
  // A complete number pasted over the field or after the prefix still shown in it.
  const last = normalized.slice(-METER_POINT_LENGTH);
  if (normalized.length >= METER_POINT_LENGTH && isMeterPointNumber(last)) {
    return last.slice(-METER_POINT_ENTERED_DIGITS).replace(/\D/g, '');
  }
  // Characters of the prefix still present at the start are skipped (the user may have deleted some of it).
  let i = 0;
  for (let j = 0; j < prefix.length && i < normalized.length; j += 1) {
    if (normalized[i] === prefix[j]) i += 1;
  }
  return normalized.slice(i).replace(/\D/g, '').slice(0, METER_POINT_ENTERED_DIGITS);
}

/**
 * What the masked input shows: the prefix grouped (2+6+5+rest), then the typed digits as one group, e.g.
 * `AT 003000 00000 0000000000 0000100001`. normalizeMeterPoint turns it back into the 33 characters sent.
 */
export function maskMeterPoint(digits: string, prefix: string): string {
  const grouped = [prefix.slice(0, 2), prefix.slice(2, 8), prefix.slice(8, 13), prefix.slice(13)].filter(Boolean).join(' ');
  return digits ? `${grouped} ${digits}` : grouped;
}
