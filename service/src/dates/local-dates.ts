import {
  addDays as addCalendarDays,
  addMonths,
  differenceInCalendarDays,
  differenceInMinutes,
  format,
  formatISO,
  startOfMonth,
} from 'date-fns';
import { TZDate } from '@date-fns/tz';

/**
 * Local dates of the portal: calendar days (YYYY-MM-DD) in Europe/Vienna. Day arithmetic works on calendar dates, so a
 * DST switch cannot shift a day; instants of a local day are computed in the Vienna time zone.
 */

const TIME_ZONE = 'Europe/Vienna';
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar date at noon, so that no DST switch of the machine's time zone moves it to another day. */
function asDate(date: string): Date {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(year, month - 1, day, 12);
}
const asString = (date: Date): string => formatISO(date, { representation: 'date' });

/** True for a real calendar date (rejects 2026-02-30, 2026-13-01). */
export function isCalendarDate(value: string): boolean {
  return DATE.test(value) && asString(asDate(value)) === value;
}

/** Today's calendar date in Vienna (YYYY-MM-DD). */
export function viennaToday(now: Date = new Date()): string {
  return formatISO(new TZDate(now.getTime(), TIME_ZONE), { representation: 'date' });
}

export function addDays(date: string, days: number): string {
  return asString(addCalendarDays(asDate(date), days));
}

/** Days from `from` to `to`, both inclusive (1 for a single day). */
export function daysInclusive(from: string, to: string): number {
  return differenceInCalendarDays(asDate(to), asDate(from)) + 1;
}

/** DD.MM.YYYY for messages. */
export function germanDate(date: string): string {
  return format(asDate(date), 'dd.MM.yyyy');
}

/** The instant a local day begins (local midnight in Vienna). */
export function viennaDayStart(date: string): Date {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(new TZDate(year, month - 1, day, TIME_ZONE).getTime());
}

/** Quarter-hours of a local day: 96, or 92 on the spring and 100 on the autumn DST day. */
export function quarterHoursOfDay(date: string): number {
  return differenceInMinutes(viennaDayStart(addDays(date, 1)), viennaDayStart(date)) / 15;
}

/** Consecutive chunks of at most one calendar month covering [from, to]: the CSV streams month by month. */
export function monthChunks(from: string, to: string): { from: string; to: string }[] {
  const chunks: { from: string; to: string }[] = [];
  let start = from;
  while (start <= to) {
    const lastOfMonth = addDays(asString(addMonths(startOfMonth(asDate(start)), 1)), -1);
    const end = lastOfMonth < to ? lastOfMonth : to;
    chunks.push({ from: start, to: end });
    start = addDays(end, 1);
  }
  return chunks;
}
