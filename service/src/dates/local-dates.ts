import { addMonths, differenceInMinutes, format, formatISO, startOfMonth } from 'date-fns';
import { TZDate } from '@date-fns/tz';
import { addDays, calendarDate as asDate, calendarDateText as asString } from '@portal/shared/contract/local-dates';

export { addDays, daysInclusive, isCalendarDate } from '@portal/shared/contract/local-dates';

/**
 * Local dates of the portal: calendar days (YYYY-MM-DD) in Europe/Vienna. The day arithmetic is the contract's, shared
 * with the front end; here are the service's extras: instants of a local day, computed in the Vienna time zone.
 */

const TIME_ZONE = 'Europe/Vienna';

/** Today's calendar date in Vienna (YYYY-MM-DD). */
export function viennaToday(now: Date = new Date()): string {
  return formatISO(new TZDate(now.getTime(), TIME_ZONE), { representation: 'date' });
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
