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
  private readonly days = new Map<string, { dayStart: number; slots: number }>();

  of(epochMs: number): DaySlot {
    const day = new Date(epochMs + viennaOffsetHours(epochMs) * HOUR_MS).toISOString().slice(0, 10);
    let entry = this.days.get(day);
    if (!entry) {
      const dayStart = viennaMidnightMs(day);
      const next = new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
      entry = { dayStart, slots: (viennaMidnightMs(next) - dayStart) / QUARTER_HOUR_MS };
      this.days.set(day, entry);
    }
    return { day, slot: (epochMs - entry.dayStart) / QUARTER_HOUR_MS, slots: entry.slots };
  }
}
