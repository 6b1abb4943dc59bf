/**
 * Meter point numbers (Zählpunkt): `AT` + 6-digit operator + 5-digit postcode + 20 characters (DOMAIN.md), 33 in all.
 * The rule is part of the contract: forms check it, the service checks imported numbers with it.
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
