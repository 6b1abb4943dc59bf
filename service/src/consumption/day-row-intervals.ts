import { viennaDayBoundsMs } from '../dates/vienna-clock';
import { hexBlocksView, hexView, NO_VALUE, VALUE_BYTES } from './day-row-bytes';
import type { DayRowTexts } from './queries';
import type { DayRowGranularity } from './series-source';

/**
 * A stored series' quarter-hours and hours computed from its day rows (at most 366 rows' bytes, read as hex texts)
 * instead of unpacking 35,040 rows in SQL. Every number is the double PostgreSQL computed before: a value is
 * `int / 10000`, an hour's energy the sum of its quarter-hours in time order, its power the mean × 4. Instants: local
 * midnight + 15 minutes per position, so the DST days keep their 92 and 100 quarter-hours.
 *
 * The intervals are columns of typed arrays, not an object each: a year is written to JSON or CSV in one pass
 * without 35,040 short-lived objects for the garbage collector.
 */
export interface Intervals {
  length: number;
  /** Interval start, epoch ms. */
  t: Float64Array;
  /** Energy: the sum of the interval's values in time order; NaN when none of its quarter-hours has a value. */
  sum: Float64Array;
  /** How many of its quarter-hours have a value. */
  valued: Int32Array;
  /**
   * Its status (VALUE_STATUSES index): a quarter-hour's own; an hour's the worst of its quarter-hours with a value,
   * MISSING only when none has one (its missing ones are counted in `missing`).
   */
  status: Uint8Array;
  /** How many of its quarter-hours are missing (status 5), calculated (status 1), stored at all. */
  missing: Int32Array;
  calculated: Int32Array;
  parts: Int32Array;
}

const QUARTER_MS = 900_000;
const HOUR_MS = 3_600_000;
function allocate(capacity: number): Intervals {
  return {
    length: 0,
    t: new Float64Array(capacity),
    sum: new Float64Array(capacity),
    valued: new Int32Array(capacity),
    status: new Uint8Array(capacity),
    missing: new Int32Array(capacity),
    calculated: new Int32Array(capacity),
    parts: new Int32Array(capacity),
  };
}

/** Every stored quarter-hour (positions with status -1 hold none), or their hours (cut in UTC), in time order. */
export function dayRowIntervals(rows: DayRowTexts, granularity: DayRowGranularity): Intervals {
  const days = rows.days === '' ? [] : rows.days.split(',');
  const statusTexts = rows.statuses.split(',');
  const hours = granularity === 'HOUR';
  const out = allocate(days.length * (hours ? 25 : 100));
  const values = hexBlocksView(rows.vals);
  let at = 0;
  let n = 0;
  let openHour = Number.NaN;
  for (let d = 0; d < days.length; d += 1) {
    const { from: midnight, to: nextMidnight } = viennaDayBoundsMs(days[d]);
    const quarterHours = (nextMidnight - midnight) / QUARTER_MS;
    // A day's statuses, if any is not VALID: one signed byte a quarter-hour.
    const statuses = statusTexts[d] === '' ? null : hexView(statusTexts[d]);
    if (at + quarterHours * VALUE_BYTES > values.byteLength || (statuses !== null && statuses.byteLength !== quarterHours)) {
      throw new Error(`day row ${days[d]}: ${quarterHours} quarter-hours expected`);
    }
    for (let i = 0; i < quarterHours; i += 1) {
      const raw = values.getInt32(at);
      at += VALUE_BYTES;
      const status = statuses === null ? 0 : statuses.getInt8(i);
      if (status < 0) continue;
      const value = raw === NO_VALUE ? Number.NaN : raw / 10000;
      const t = midnight + i * QUARTER_MS;
      const hour = hours ? t - (((t % HOUR_MS) + HOUR_MS) % HOUR_MS) : t;
      if (!hours || hour !== openHour) {
        out.t[n] = hour;
        out.sum[n] = value;
        out.valued[n] = Number.isNaN(value) ? 0 : 1;
        out.status[n] = status;
        out.missing[n] = status === 5 ? 1 : 0;
        out.calculated[n] = status === 1 ? 1 : 0;
        out.parts[n] = 1;
        n += 1;
        openHour = hour;
      } else {
        const k = n - 1;
        if (!Number.isNaN(value)) {
          out.sum[k] = Number.isNaN(out.sum[k]) ? value : out.sum[k] + value;
          // The first value of an hour that began missing sets its status; later ones may only worsen it.
          if (out.valued[k] === 0 || status > out.status[k]) out.status[k] = status;
          out.valued[k] += 1;
        }
        if (status === 5) out.missing[k] += 1;
        if (status === 1) out.calculated[k] += 1;
        out.parts[k] += 1;
      }
    }
  }
  if (at !== values.byteLength) throw new Error('day row text: values beyond the days');
  out.length = n;
  return out;
}

/** The power of an interval (kW): the mean of its quarter-hour energies × 4, as avg(value) * 4 computes it; NaN for none. */
export const intervalPower = (intervals: Intervals, i: number): number =>
  intervals.valued[i] === 0 ? Number.NaN : (intervals.sum[i] / intervals.valued[i]) * 4;

/** The power of every interval (kW; NaN for none), as a column. */
export function intervalPowers(intervals: Intervals): Float64Array {
  const power = new Float64Array(intervals.length);
  for (let i = 0; i < intervals.length; i += 1) power[i] = intervalPower(intervals, i);
  return power;
}

/** The intervals starting in [fromMs, toMs), as views of the same columns (no copy); intervals are in time order. */
export function intervalsWithin(intervals: Intervals, fromMs: number, toMs: number): Intervals {
  const first = firstAtOrAfter(intervals, fromMs, 0);
  const end = firstAtOrAfter(intervals, toMs, first);
  const view = <T extends Float64Array | Int32Array | Uint8Array>(column: T) => column.subarray(first, end) as T;
  return {
    length: end - first,
    t: view(intervals.t),
    sum: view(intervals.sum),
    valued: view(intervals.valued),
    status: view(intervals.status),
    missing: view(intervals.missing),
    calculated: view(intervals.calculated),
    parts: view(intervals.parts),
  };
}

/** The first interval from `low` on that starts at or after `ms` (the length when none does), by bisection. */
function firstAtOrAfter(intervals: Intervals, ms: number, low: number): number {
  let lo = low;
  let hi = intervals.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (intervals.t[mid] < ms) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
