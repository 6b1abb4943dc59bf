import { tz } from '@date-fns/tz';
import * as dateFns from 'date-fns';
import { PORTAL_TIME_ZONE } from '@portal/shared/format/date';

/**
 * Calendar arithmetic on the API's local dates (`YYYY-MM-DD`, Europe/Vienna), with date-fns on dates in Vienna's time
 * zone (@date-fns/tz): a day is a calendar day whatever DST does to its length, which only the quarter-hour count shows.
 */
export type LocalDate = string;

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

/** A real calendar date in `YYYY-MM-DD` (rejects 2026-02-30). */
export function isLocalDate(value: string | null | undefined): value is LocalDate {
  if (!value || !DATE.test(value)) return false;
  const parsed = dateFns.parseISO(value, inVienna);
  return dateFns.isValid(parsed) && local(parsed) === value;
}

export function addDays(date: LocalDate, days: number): LocalDate {
  return local(dateFns.addDays(day(date), days, inVienna));
}

/** Days from `from` to `to`, both inclusive (1 for a single day). */
export function daysInclusive(from: LocalDate, to: LocalDate): number {
  return dateFns.differenceInCalendarDays(day(to), day(from), inVienna) + 1;
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
