import { normalizeMeterPoint } from '../contract/meter-point-rule';

export { METER_POINT_LENGTH, isMeterPointNumber, normalizeMeterPoint } from '../contract/meter-point-rule';

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
