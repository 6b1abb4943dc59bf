/**
 * A decimal of an import file as an exact integer of ten-thousandths of its unit, the precision the portal stores
 * (see the day rows of the quarter-hour storage): decimal comma or point, no thousands separators, at most four
 * significant decimals. Returns null for text that is not such a number; negative values are refused by the caller.
 */
const DECIMAL = /^(-?)(\d{1,11})(?:[.,](\d+))?$/;
export const VALUE_SCALE = 10_000;
/** The largest value a day row holds: it stores each quarter-hour as an int32 (consumption/day-row-bytes.ts). */
export const MAX_SCALED_VALUE = 2 ** 31 - 1;

export function parseScaledValue(text: string): number | null {
  const match = DECIMAL.exec(text);
  if (!match) return null;
  const decimals = (match[3] ?? '').replace(/0+$/, '');
  if (decimals.length > 4) return null;
  const value = Number(match[2]) * VALUE_SCALE + Number(decimals.padEnd(4, '0'));
  return match[1] === '-' ? -value : value;
}
