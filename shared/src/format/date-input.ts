import { todayIsoDate } from './date';

// Dates typed by the user (forms/date-field.tsx). A module of its own: the kit is shared as one singleton at runtime,
// and a remote must not depend on exports a host built earlier may lack.

/**
 * A date typed as `DD.MM.YYYY` (day and month may have one digit) → `YYYY-MM-DD`; null when it is no calendar date.
 */
export function parseDisplayDate(text: string): string | null {
  const match = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(text.trim());
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${match[3]}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The date `years` years before today in Vienna (29 February goes to 28 February in a common year), `YYYY-MM-DD`. */
export function isoDateYearsAgo(years: number, now: Date = new Date()): string {
  const [year, month, day] = todayIsoDate(now).split('-').map(Number);
  const target = year - years;
  const lastDay = new Date(Date.UTC(target, month, 0)).getUTCDate();
  return `${target}-${String(month).padStart(2, '0')}-${String(Math.min(day, lastDay)).padStart(2, '0')}`;
}
