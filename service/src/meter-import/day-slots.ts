import { viennaMidnightMs, viennaOffsetHours } from '../dates/vienna-clock';
import { QUARTER_HOUR_MS } from './instants';

/**
 * Where a quarter-hour sits in the storage: its local day in Vienna and its index from local midnight (0–91, 0–95 or
 * 0–99 on the DST days). Imports place millions of values, so each local day's midnight and length are computed once.
 */
export interface DaySlot {
  day: string;
  slot: number;
  /** Quarter-hours of that day. */
  slots: number;
}

const HOUR_MS = 4 * QUARTER_HOUR_MS;
const DAY_MS = 24 * HOUR_MS;

export class DaySlots {
  /** By local day number (days since 1970-01-01 in Vienna's wall-clock time): no date text per value. */
  private readonly days = new Map<number, { day: string; dayStart: number; slots: number }>();

  of(epochMs: number): DaySlot {
    const dayNumber = Math.floor((epochMs + viennaOffsetHours(epochMs) * HOUR_MS) / DAY_MS);
    let entry = this.days.get(dayNumber);
    if (!entry) {
      const day = new Date(dayNumber * DAY_MS).toISOString().slice(0, 10);
      const dayStart = viennaMidnightMs(day);
      const next = new Date((dayNumber + 1) * DAY_MS).toISOString().slice(0, 10);
      entry = { day, dayStart, slots: (viennaMidnightMs(next) - dayStart) / QUARTER_HOUR_MS };
      this.days.set(dayNumber, entry);
    }
    return { day: entry.day, slot: (epochMs - entry.dayStart) / QUARTER_HOUR_MS, slots: entry.slots };
  }
}
