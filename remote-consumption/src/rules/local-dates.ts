import { TZDate } from '@date-fns/tz';
import { PORTAL_TIME_ZONE } from '@portal/shared/format/date';

/**
 * Calendar arithmetic on the API's local dates (`YYYY-MM-DD`, Europe/Vienna). A local date has no time zone, so
 * days and months are counted in UTC; only the length of a day in quarter-hours depends on Vienna's DST rules.
 */
export type LocalDate = string;

const DAY_MS = 86_400_000;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function toUtc(date: LocalDate): Date {
  const match = DATE.exec(date);
  if (!match) throw new Error(`not a local date: ${date}`);
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
}

function fromUtc(date: Date): LocalDate {
  return date.toISOString().slice(0, 10);
}

/** A real calendar date in `YYYY-MM-DD` (rejects 2026-02-30). */
export function isLocalDate(value: string | null | undefined): value is LocalDate {
  if (!value || !DATE.test(value)) return false;
  return fromUtc(toUtc(value)) === value;
}

export function addDays(date: LocalDate, days: number): LocalDate {
  return fromUtc(new Date(toUtc(date).getTime() + days * DAY_MS));
}

/** Days from `from` to `to`, both inclusive (1 for a single day). */
export function daysInclusive(from: LocalDate, to: LocalDate): number {
  return Math.round((toUtc(to).getTime() - toUtc(from).getTime()) / DAY_MS) + 1;
}

export function startOfMonth(date: LocalDate): LocalDate {
  return `${date.slice(0, 7)}-01`;
}

export function endOfMonth(date: LocalDate): LocalDate {
  const d = toUtc(startOfMonth(date));
  return fromUtc(new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)));
}

export function startOfYear(date: LocalDate): LocalDate {
  return `${date.slice(0, 4)}-01-01`;
}

export function endOfYear(date: LocalDate): LocalDate {
  return `${date.slice(0, 4)}-12-31`;
}

/** The first day of the month `months` away from the month of `date`. */
export function shiftMonth(date: LocalDate, months: number): LocalDate {
  const d = toUtc(date);
  return fromUtc(new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1)));
}

export function minDate(a: LocalDate, b: LocalDate): LocalDate {
  return a < b ? a : b;
}

export function maxDate(a: LocalDate, b: LocalDate): LocalDate {
  return a > b ? a : b;
}

/** Start of a local day in Vienna as a UTC instant. */
export function viennaMidnight(date: LocalDate): Date {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(new TZDate(year, month - 1, day, PORTAL_TIME_ZONE).getTime());
}

/** Quarter-hours of a local day: 96, or 92 on the March and 100 on the October DST switch. */
export function quarterHoursInDay(date: LocalDate): number {
  return Math.round((viennaMidnight(addDays(date, 1)).getTime() - viennaMidnight(date).getTime()) / 900_000);
}
