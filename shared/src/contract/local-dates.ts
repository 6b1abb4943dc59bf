import { addDays as addCalendarDays, differenceInCalendarDays, formatISO } from 'date-fns';

/**
 * Calendar days of the API (`YYYY-MM-DD`, days in Europe/Vienna), the arithmetic service and front end share. Day
 * arithmetic works on calendar dates, so no DST switch can shift a day.
 */
export type LocalDate = string;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar date at local noon, so that no DST switch of the machine's time zone moves it to another day. */
export function calendarDate(date: LocalDate): Date {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(year, month - 1, day, 12);
}

/** The calendar date of a date made by `calendarDate`. */
export const calendarDateText = (date: Date): LocalDate => formatISO(date, { representation: 'date' });

/** True for a real calendar date (rejects 2026-02-30, 2026-13-01). */
export function isCalendarDate(value: string | null | undefined): value is LocalDate {
  return !!value && DATE.test(value) && calendarDateText(calendarDate(value)) === value;
}

export function addDays(date: LocalDate, days: number): LocalDate {
  return calendarDateText(addCalendarDays(calendarDate(date), days));
}

/** Days from `from` to `to`, both inclusive (1 for a single day). */
export function daysInclusive(from: LocalDate, to: LocalDate): number {
  return differenceInCalendarDays(calendarDate(to), calendarDate(from)) + 1;
}
