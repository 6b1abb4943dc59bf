import type { ProfileResult, ProfileValue } from '@portal/shared/contract/consumption';

/**
 * How the series of one chart share its x axis.
 * - `time`: every value stands at its own interval start. A series that starts later, ends earlier or has gaps
 *   leaves those slots empty (energy communities joined mid-year, another meter point, a comparison profile).
 * - `period`: the time-range comparison lays the comparison period beside the main one, interval by interval
 *   (1st day beside 1st day), on purpose: its values keep their own dates, shown in tooltip and table.
 */
export type Alignment = 'time' | 'period';

export interface TimeAxis {
  alignment: Alignment;
  /** Interval start of every slot (UTC instants); labels of the axis and the table rows. */
  datetimes: string[];
  /** Per series, per slot: its value there, or null when it has none. */
  columns: (ProfileValue | null)[][];
}

const instant = (datetime: string) => Date.parse(datetime);

/** The shared axis of `results` and each series' value per slot. */
export function buildTimeAxis(results: ProfileResult[], alignment: Alignment): TimeAxis {
  if (alignment === 'period') {
    const length = Math.max(0, ...results.map((r) => r.profileValues.length));
    const first = results[0]?.profileValues ?? [];
    const longest = results.reduce<ProfileValue[]>((a, r) => (r.profileValues.length > a.length ? r.profileValues : a), []);
    const datetimes = Array.from({ length }, (_, k) => first[k]?.datetime ?? longest[k].datetime);
    return { alignment, datetimes, columns: results.map((r) => datetimes.map((_, k) => r.profileValues[k] ?? null)) };
  }
  // Keyed by instant, so `…T23:00:00Z` and `…T23:00:00.000Z` meet in one slot.
  const slots = new Map<number, string>();
  for (const result of results) {
    for (const value of result.profileValues) {
      const key = instant(value.datetime);
      if (!slots.has(key)) slots.set(key, value.datetime);
    }
  }
  const keys = [...slots.keys()].sort((a, b) => a - b);
  const index = new Map(keys.map((key, k) => [key, k]));
  const columns = results.map((result) => {
    const column: (ProfileValue | null)[] = new Array<ProfileValue | null>(keys.length).fill(null);
    for (const value of result.profileValues) column[index.get(instant(value.datetime)) as number] = value;
    return column;
  });
  return { alignment, datetimes: keys.map((key) => slots.get(key) as string), columns };
}
