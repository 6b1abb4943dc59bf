import { TZDate } from '@date-fns/tz';
import { quarterHoursOfDay, TIME_ZONE, viennaDayStart } from '../dates/local-dates';
import { QUARTER_HOUR_MS } from './instants';

/**
 * Where a quarter-hour sits in the storage: its local day in Vienna and its index from local midnight (0–91, 0–95 or
 * 0–99 on the DST days). Imports place millions of values, so the local day of each UTC hour is computed once.
 */
export interface DaySlot {
  day: string;
  slot: number;
  /** Quarter-hours of that day. */
  slots: number;
}

const HOUR_MS = 4 * QUARTER_HOUR_MS;

export class DaySlots {
  private readonly hours = new Map<number, { day: string; dayStart: number; slots: number }>();

  of(epochMs: number): DaySlot {
    const hour = Math.floor(epochMs / HOUR_MS);
    let entry = this.hours.get(hour);
    if (!entry) {
      const local = new TZDate(hour * HOUR_MS, TIME_ZONE);
      const day = `${local.getFullYear()}-${String(local.getMonth() + 1).padStart(2, '0')}-${String(local.getDate()).padStart(2, '0')}`;
      entry = { day, dayStart: viennaDayStart(day).getTime(), slots: quarterHoursOfDay(day) };
      this.hours.set(hour, entry);
    }
    return { day: entry.day, slot: (epochMs - entry.dayStart) / QUARTER_HOUR_MS, slots: entry.slots };
  }
}
