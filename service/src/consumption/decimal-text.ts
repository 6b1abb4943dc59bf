/**
 * Numbers as the profile CSVs write them, without a general number formatter per value: PostgreSQL's text of
 * `round(x::numeric, 4)` (trailing zeros trimmed) and of `to_char(round(x::numeric, 3), 'FM9999999990.000')` that the
 * CSV had when it was built in SQL. A stored value is an
 * integer of ten-thousandths, so nearly every number is a grid value k × 10⁻⁴, written from k with a table; the rest
 * takes the exact (slow) way.
 */

const trimmedFraction = (f: number) => (f === 0 ? '' : String(f).padStart(4, '0').replace(/0+$/, ''));
const FRACTIONS_POINT = Array.from({ length: 10_000 }, (_, f) => (f === 0 ? '' : `.${trimmedFraction(f)}`));
const FRACTIONS_COMMA = FRACTIONS_POINT.map((f) => f.replace('.', ','));
const THOUSANDTHS_COMMA = Array.from({ length: 1_000 }, (_, f) => `,${String(f).padStart(3, '0')}`);

/** Ten-thousandths k (an integer) as decimal text without trailing zeros, with a decimal point or comma. */
function gridText(k: number, fractions: readonly string[]): string {
  const magnitude = Math.abs(k);
  const whole = Math.floor(magnitude / 10_000);
  return `${k < 0 ? '-' : ''}${whole}${fractions[magnitude - whole * 10_000]}`;
}

/** `x` in ten-thousandths when it lies on that grid (well within the 15 digits PostgreSQL reads a double with). */
export function gridTenThousandths(x: number): number | null {
  const scaled = x * 10_000;
  const k = Math.round(scaled);
  return Math.abs(scaled - k) < 1e-6 && Math.abs(k) < 1e11 ? k : null;
}

/**
 * `round(x::numeric, places)` as PostgreSQL computes it: the double read as numeric at 15 significant digits, then
 * rounded half away from zero. Answers the sign and the digits of the rounded value × 10^places.
 */
function roundedNumeric(x: number, places: number): { negative: boolean; digits: string } {
  const text = x.toPrecision(15);
  const negative = text.startsWith('-');
  const [mantissa, exponent = '0'] = (negative ? text.slice(1) : text).split('e');
  const dot = mantissa.indexOf('.');
  const digits = mantissa.replace('.', '');
  const keep = (dot === -1 ? mantissa.length : dot) + Number(exponent) + places;
  if (keep < 0) return { negative: false, digits: '0' };
  const padded = digits.padEnd(keep + 1, '0');
  let kept = BigInt(padded.slice(0, keep) || '0');
  if (padded.charCodeAt(keep) >= 53) kept += 1n;
  return { negative: negative && kept !== 0n, digits: kept.toString() };
}

/** `trim_scale(round(x::numeric, 4))::text`: `0.059`, `12`, `-1.2346`; with `,` the CSV's decimal comma. */
export function numericText(x: number, separator: '.' | ',' = '.'): string {
  const k = gridTenThousandths(x);
  if (k !== null) return gridText(k, separator === '.' ? FRACTIONS_POINT : FRACTIONS_COMMA);
  const { negative, digits } = roundedNumeric(x, 4);
  const padded = digits.padStart(5, '0');
  const fraction = padded.slice(-4).replace(/0+$/, '');
  return `${negative ? '-' : ''}${padded.slice(0, -4)}${fraction ? `${separator}${fraction}` : ''}`;
}

/** `to_char(round(x::numeric, 3), 'FM9999999990.000')` with decimal comma: always three decimals, e.g. `0,250`. */
export function thousandthsText(x: number): string {
  const k = gridTenThousandths(x);
  // A grid value ending in 5 is a tie at three decimals: only the exact 15-digit reading decides it.
  if (k !== null && Math.abs(k % 10) !== 5) {
    const m = Math.round(Math.abs(k) / 10);
    if (m < 1e13) return `${k < 0 && m !== 0 ? '-' : ''}${Math.floor(m / 1000)}${THOUSANDTHS_COMMA[m % 1000]}`;
  }
  const { negative, digits } = roundedNumeric(x, 3);
  // The pattern has ten integer digits: to_char writes # for every digit of a larger number.
  if (digits.length > 13) return `${negative ? '-' : ''}##########,###`;
  const padded = digits.padStart(4, '0');
  return `${negative ? '-' : ''}${padded.slice(0, -3)},${padded.slice(-3)}`;
}
