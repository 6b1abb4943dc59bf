/**
 * A decimal of an import file as an exact integer of thousandths (kWh → Wh): decimal comma or point, no thousands
 * separators, at most three significant decimals (the portal stores values exactly to 0.001). Returns null for text
 * that is not such a number; negative values are refused by the caller.
 */
const DECIMAL = /^(-?)(\d{1,12})(?:[.,](\d+))?$/;

export function parseThousandths(text: string): number | null {
  const match = DECIMAL.exec(text);
  if (!match) return null;
  const decimals = (match[3] ?? '').replace(/0+$/, '');
  if (decimals.length > 3) return null;
  const value = Number(match[2]) * 1000 + Number(decimals.padEnd(3, '0'));
  return match[1] === '-' ? -value : value;
}
