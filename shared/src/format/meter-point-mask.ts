import type { Branch } from '../contract/enums';
import { isMeterPointNumber, METER_POINT_LENGTH, normalizeMeterPoint } from './meter-point';

// The masked meter point input (forms/meter-point-field.tsx). A module of its own: the kit is shared as one singleton
// at runtime, and a remote must not depend on exports a host built earlier may lack.

/** How many characters of a meter point number a customer types in the masked input: its last 10 digits. */
export const METER_POINT_ENTERED_DIGITS = 10;

/** Length of the fixed start of the masked input: everything before the last 10 digits. */
export const METER_POINT_FIXED_LENGTH = METER_POINT_LENGTH - METER_POINT_ENTERED_DIGITS;

/**
 * The fixed start (23 characters) of a meter point number per branch: the operator's country and operator number
 * (`meterPointPrefixes` of operator.json, e.g. `AT003000`), then the zeros of postcode and number up to the last 10
 * digits. Read the operator with useOperator(), so the same build serves any operator.
 */
export function meterPointMaskPrefixes(operatorPrefixes: Record<Branch, string>): Record<Branch, string> {
  const fixed = (prefix: string) => prefix.padEnd(METER_POINT_FIXED_LENGTH, '0').slice(0, METER_POINT_FIXED_LENGTH);
  return { STROM: fixed(operatorPrefixes.STROM), GAS: fixed(operatorPrefixes.GAS) };
}

/**
 * The demo operator's fixed starts (`AT003000` for both grids, like the demo data's meter points). Kept for remotes
 * built against an earlier kit; new code takes the running operator's through meterPointMaskPrefixes.
 */
export const METER_POINT_PREFIXES: Record<Branch, string> = meterPointMaskPrefixes({ STROM: 'AT003000', GAS: 'AT003000' });

/**
 * What the digits input keeps of what was typed or pasted: a complete number (also with spaces, or after digits
 * already there) gives its last 10 digits; otherwise the digits only, at most 10.
 */
export function typedMeterPointDigits(typed: string): string {
  const normalized = normalizeMeterPoint(typed);
  const last = normalized.slice(-METER_POINT_LENGTH);
  if (normalized.length >= METER_POINT_LENGTH && isMeterPointNumber(last)) {
    return last.slice(-METER_POINT_ENTERED_DIGITS).replace(/\D/g, '');
  }
  return normalized.replace(/\D/g, '').slice(0, METER_POINT_ENTERED_DIGITS);
}

/** The digits after `prefix` in a form value made by maskMeterPoint (at most 10). */
export function enteredMeterPointDigits(value: string, prefix: string): string {
  const normalized = normalizeMeterPoint(value);
  const rest = normalized.startsWith(prefix) ? normalized.slice(prefix.length) : normalized.slice(-METER_POINT_ENTERED_DIGITS);
  return rest.replace(/\D/g, '').slice(0, METER_POINT_ENTERED_DIGITS);
}

/** The fixed prefix grouped 2+6+5+rest, as the field shows it: `AT 003000 00000 0000000000`. */
export function groupMeterPointPrefix(prefix: string): string {
  return [prefix.slice(0, 2), prefix.slice(2, 8), prefix.slice(8, 13), prefix.slice(13)].filter(Boolean).join(' ');
}

/**
 * The form value of the masked field: the grouped prefix, then the typed digits as one group, e.g.
 * `AT 003000 00000 0000000000 0000100001`. normalizeMeterPoint turns it into the 33 characters sent.
 */
export function maskMeterPoint(digits: string, prefix: string): string {
  const grouped = groupMeterPointPrefix(prefix);
  return digits ? `${grouped} ${digits}` : grouped;
}
