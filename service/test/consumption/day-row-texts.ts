import type { DayRowTexts } from '../../src/consumption/queries';

/** A day row as numbers: values in ten-thousandths (null: no value), statuses (-1: never delivered; none: all VALID). */
export interface DayRowNumbers {
  day: string;
  vals: (number | null)[];
  statuses?: number[];
}

/**
 * Day rows as loadDayRowTexts reads them (migration 81): values as big-endian int32 in hex (0x80000000: none), one
 * after the other in blocks; statuses as signed bytes in hex per day, the days separated by commas.
 */
export const dayRowTexts = (days: DayRowNumbers[]): DayRowTexts => ({
  days: days.map((d) => d.day).join(','),
  // Blocks of two days: the reader must join blocks as the service's read gives them (of 92 days).
  vals: Array.from({ length: Math.ceil(days.length / 2) }, (_, block) =>
    days
      .slice(block * 2, block * 2 + 2)
      .map((d) => {
        const bytes = Buffer.alloc(d.vals.length * 4);
        d.vals.forEach((v, i) => bytes.writeInt32BE(v ?? -2147483648, i * 4));
        return bytes.toString('hex');
      })
      .join(''),
  ),
  statuses: days.map((d) => (d.statuses ? Buffer.from(Int8Array.from(d.statuses).buffer).toString('hex') : '')).join(','),
});
