import { viennaMidnightMs } from '../dates/vienna-clock';
import type { DayRowArrays } from './queries';

/**
 * A stored series' quarter-hours and hours computed in JavaScript from its day rows (at most 366 rows with their
 * arrays) instead of unpacking 35,040 rows in SQL. Every number is the double PostgreSQL computed before: a value is
 * `int / 10000`, an hour's energy the sum of its quarter-hours in time order, its power the mean × 4. Instants: local
 * midnight + 15 minutes per position, so the DST days keep their 92 and 100 quarter-hours.
 */

/** One interval: start instant, energy sum (null without values), how many values, worst status, part counts. */
export interface Bucket {
  /** Interval start, epoch ms. */
  t: number;
  sum: number | null;
  valued: number;
  status: number;
  missing: number;
  calculated: number;
  parts: number;
}

const QUARTER_MS = 900_000;
const HOUR_MS = 3_600_000;

/** The elements of a PostgreSQL array text `{1,NULL,3}` (numbers only, so no quoting). */
function arrayElements(text: string): string[] {
  return text.length > 2 ? text.slice(1, -1).split(',') : [];
}

/** Every stored quarter-hour (positions marked -1 hold none), or their hours (cut in UTC), in time order. */
export function dayRowBuckets(rows: DayRowArrays[], granularity: 'QUARTER_OF_AN_HOUR' | 'HOUR'): Bucket[] {
  const out: Bucket[] = [];
  const hours = granularity === 'HOUR';
  let open: Bucket | null = null;
  for (const row of rows) {
    const midnight = viennaMidnightMs(row.day);
    const values = arrayElements(row.vals);
    const statuses = row.statuses === null ? null : arrayElements(row.statuses);
    for (let i = 0; i < values.length; i += 1) {
      const status = statuses === null ? 0 : Number(statuses[i]);
      if (status < 0) continue;
      const raw = values[i];
      const value = raw === 'NULL' ? null : Number(raw) / 10000;
      const t = midnight + i * QUARTER_MS;
      const missing = status === 5 ? 1 : 0;
      const calculated = status === 1 ? 1 : 0;
      const valued = value === null ? 0 : 1;
      if (!hours) {
        out.push({ t, sum: value, valued, status, missing, calculated, parts: 1 });
        continue;
      }
      const hour = t - (((t % HOUR_MS) + HOUR_MS) % HOUR_MS);
      if (open === null || open.t !== hour) {
        open = { t: hour, sum: value, valued, status, missing, calculated, parts: 1 };
        out.push(open);
        continue;
      }
      if (value !== null) open.sum = open.sum === null ? value : open.sum + value;
      open.valued += valued;
      if (status > open.status) open.status = status;
      open.missing += missing;
      open.calculated += calculated;
      open.parts += 1;
    }
  }
  return out;
}

/** The power of an interval (kW): the mean of its quarter-hour energies × 4, as avg(value) * 4 computes it. */
export const bucketPower = (b: Bucket): number | null => (b.sum === null || b.valued === 0 ? null : (b.sum / b.valued) * 4);

/**
 * `trim_scale(round(x::numeric, 4))::text` of a double, as PostgreSQL writes it: the double is read as numeric at 15
 * significant digits, then rounded half away from zero.
 */
export function numericText(x: number): string {
  const scaled = x * 10_000;
  const k = Math.round(scaled);
  // The common case: a value on the 4-decimal grid (within far less than the 15th digit) is that grid value.
  if (Math.abs(scaled - k) < 1e-6 && Math.abs(k) < 1e11) return gridText(k);
  const text = x.toPrecision(15);
  const negative = text.startsWith('-');
  const [mantissa, exponent = '0'] = (negative ? text.slice(1) : text).split('e');
  const dot = mantissa.indexOf('.');
  const digits = mantissa.replace('.', '');
  const keep = (dot === -1 ? mantissa.length : dot) + Number(exponent) + 4;
  if (keep < 0) return '0';
  const padded = digits.padEnd(keep + 1, '0');
  let kept = BigInt(padded.slice(0, keep) || '0');
  if (padded.charCodeAt(keep) >= 53) kept += 1n;
  const text4 = kept.toString().padStart(5, '0');
  const fraction = text4.slice(-4).replace(/0+$/, '');
  return `${negative && kept !== 0n ? '-' : ''}${text4.slice(0, -4)}${fraction ? `.${fraction}` : ''}`;
}

const FRACTIONS = Array.from({ length: 10_000 }, (_, f) => (f === 0 ? '' : `.${String(f).padStart(4, '0').replace(/0+$/, '')}`));

/** Ten-thousandths k (an integer) as decimal text without trailing zeros. */
function gridText(k: number): string {
  const magnitude = Math.abs(k);
  const whole = Math.floor(magnitude / 10_000);
  return `${k < 0 ? '-' : ''}${whole}${FRACTIONS[magnitude - whole * 10_000]}`;
}
