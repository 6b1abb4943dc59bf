import type { ReadingStatus } from './enums';

// Meter-reading rules the reading form (Yup) and the service check alike (portal-processes §3, §5).

/** Explanation of an implausible reading: at most 100 characters (portal-processes §9). */
export const READING_EXPLANATION_MAX = 100;

/** What a register's reading status allows the customer to enter. */
export type ReadingEntry = 'BILLING' | 'INTERMEDIATE' | 'ONCE_PER_MONTH' | 'NONE';

/**
 * AMIS and LOADCURVE meters are read remotely, CLOSED contracts and CONTROLREADING (the operator reads) take no entry,
 * NOTALLOWED none; INTERMEDIATEREADING admits a reading that is not billing relevant; QUARTAL one reading per calendar
 * month; RELEVANTREADING and IMPLAUSIBLE (the last reading was implausible: a new one replaces it in billing) a
 * billing-relevant one.
 */
export function readingEntryOf(status: ReadingStatus): ReadingEntry {
  switch (status) {
    case 'RELEVANTREADING':
    case 'IMPLAUSIBLE':
      return 'BILLING';
    case 'INTERMEDIATEREADING':
      return 'INTERMEDIATE';
    case 'QUARTAL':
      return 'ONCE_PER_MONTH';
    default:
      return 'NONE';
  }
}

export type ReadingValueProblem = 'FORMAT' | 'TOO_LARGE' | 'TOO_MANY_DECIMALS';

/** A reading value: a non-negative number below 10^integerPlaces with at most decimalPlaces decimals (comma or dot). */
export function readingValueProblem(input: string, integerPlaces: number, decimalPlaces: number): ReadingValueProblem | null {
  const text = input.trim().replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(text)) return 'FORMAT';
  const [whole, fraction = ''] = text.split('.');
  if (fraction.length > decimalPlaces) return 'TOO_MANY_DECIMALS';
  if (whole.replace(/^0+(?=\d)/, '').length > integerPlaces) return 'TOO_LARGE';
  return null;
}

/** The same check on a number the service receives (JSON numbers carry no trailing zeros). */
export function readingNumberProblem(value: number, integerPlaces: number, decimalPlaces: number): ReadingValueProblem | null {
  if (!Number.isFinite(value) || value < 0) return 'FORMAT';
  const text = value
    .toFixed(Math.min(20, decimalPlaces + 6))
    .replace(/0+$/, '')
    .replace(/\.$/, '');
  return readingValueProblem(text, integerPlaces, decimalPlaces);
}
