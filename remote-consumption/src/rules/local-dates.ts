import { tz } from '@date-fns/tz';
import * as dateFns from 'date-fns';
import type { LocalDate } from '@portal/shared/contract/local-dates';
import { PORTAL_TIME_ZONE } from '@portal/shared/format/date';

/**
 * Calendar arithmetic on the API's local dates (`YYYY-MM-DD`, Europe/Vienna) beyond the contract's day arithmetic
 * (re-exported here): months and years, with date-fns on dates in Vienna's time zone (@date-fns/tz).
 */
export type { LocalDate } from '@portal/shared/contract/local-dates';
export { addDays, daysInclusive, isCalendarDate as isLocalDate } from '@portal/shared/contract/local-dates';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const inVienna = { in: tz(PORTAL_TIME_ZONE) };

/** Local midnight of the date in Vienna. */
function day(date: LocalDate) {
  if (!DATE.test(date)) throw new Error(`not a local date: ${date}`);
  return dateFns.parseISO(date, inVienna);
}

function local(date: Date): LocalDate {
  return dateFns.format(date, 'yyyy-MM-dd', inVienna);
}

export function startOfMonth(date: LocalDate): LocalDate {
  return local(dateFns.startOfMonth(day(date), inVienna));
}

export function endOfMonth(date: LocalDate): LocalDate {
  return local(dateFns.endOfMonth(day(date), inVienna));
}

export function startOfYear(date: LocalDate): LocalDate {
  return local(dateFns.startOfYear(day(date), inVienna));
}

export function endOfYear(date: LocalDate): LocalDate {
  return local(dateFns.endOfYear(day(date), inVienna));
}

/** The first day of the month `months` away from the month of `date`. */
export function shiftMonth(date: LocalDate, months: number): LocalDate {
  return local(dateFns.addMonths(dateFns.startOfMonth(day(date), inVienna), months, inVienna));
}

// ISO dates order as strings.
export function minDate(a: LocalDate, b: LocalDate): LocalDate {
  return a < b ? a : b;
}

export function maxDate(a: LocalDate, b: LocalDate): LocalDate {
  return a > b ? a : b;
}

/** Start of a local day in Vienna as a UTC instant. */
export function viennaMidnight(date: LocalDate): Date {
  return new Date(day(date).getTime());
}

/** Quarter-hours of a local day: 96, or 92 on the March and 100 on the October DST switch. */
export function quarterHoursInDay(date: LocalDate): number {
  const start = day(date);
  return dateFns.differenceInMinutes(dateFns.addDays(start, 1, inVienna), start) / 15;
}
