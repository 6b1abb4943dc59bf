/**
 * Meter point numbers (Zählpunkt): `AT` + 6-digit operator + 5-digit postcode + 20 characters (DOMAIN.md), 33 in all.
 */
export const METER_POINT_LENGTH = 33;
const METER_POINT = /^AT\d{11}[0-9A-Z]{20}$/;

/** Removes spaces and underscores (masked inputs) and upper-cases. */
export function normalizeMeterPoint(value: string): string {
  return value.replace(/[\s_]/g, '').toUpperCase();
}

export function isMeterPointNumber(value: string): boolean {
  return METER_POINT.test(normalizeMeterPoint(value));
}

/** `AT0030000000000000000000000123456` → `AT 003000 00000 00000000000000123456` (2+6+5+rest). */
export function groupMeterPoint(value: string): string {
  const v = normalizeMeterPoint(value);
  return [v.slice(0, 2), v.slice(2, 8), v.slice(8, 13), v.slice(13)].filter(Boolean).join(' ');
}

/** `AT0030000000000000000000000123456` → `AT003000…123456`: country and operator, then the last six characters. */
export function shortMeterPoint(value: string): string {
  const v = normalizeMeterPoint(value);
  if (v.length <= 14) return v;
  return `${v.slice(0, 8)}…${v.slice(-6)}`;
}
