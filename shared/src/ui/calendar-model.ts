/**
 * Date arithmetic of the calendar on plain local dates (`YYYY-MM-DD`), in UTC so no time zone or DST shifts a day.
 * Weeks start on Monday (portal-processes §9).
 */

const toDate = (iso: string) => new Date(`${iso}T00:00:00Z`);
const toIso = (date: Date) => date.toISOString().slice(0, 10);

export function addDays(iso: string, days: number): string {
  const date = toDate(iso);
  date.setUTCDate(date.getUTCDate() + days);
  return toIso(date);
}

/** The same day `months` months on, kept within the target month (31.01. + 1 month → 28.02.). */
export function addMonths(iso: string, months: number): string {
  const [year, month, day] = iso.split('-').map(Number);
  const first = new Date(Date.UTC(year, month - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(day, last));
  return toIso(first);
}

/** Monday 0 … Sunday 6. */
export const weekday = (iso: string) => (toDate(iso).getUTCDay() + 6) % 7;

export const clampDate = (iso: string, min: string, max: string) => (iso < min ? min : iso > max ? max : iso);

/** The weeks (Monday to Sunday) showing the month of `iso`; days of other months are null. */
export function monthWeeks(year: number, month: number): (string | null)[][] {
  const first = `${year}-${String(month).padStart(2, '0')}-01`;
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const cells: (string | null)[] = Array<string | null>(weekday(first)).fill(null);
  for (let day = 0; day < days; day += 1) cells.push(addDays(first, day));
  while (cells.length % 7) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let start = 0; start < cells.length; start += 7) weeks.push(cells.slice(start, start + 7));
  return weeks;
}

/** Where a key moves the active day of the grid; null: the key is not the grid's. */
export function moveByKey(iso: string, key: string, shift: boolean): string | null {
  switch (key) {
    case 'ArrowLeft':
      return addDays(iso, -1);
    case 'ArrowRight':
      return addDays(iso, 1);
    case 'ArrowUp':
      return addDays(iso, -7);
    case 'ArrowDown':
      return addDays(iso, 7);
    case 'Home':
      return addDays(iso, -weekday(iso));
    case 'End':
      return addDays(iso, 6 - weekday(iso));
    case 'PageUp':
      return addMonths(iso, shift ? -12 : -1);
    case 'PageDown':
      return addMonths(iso, shift ? 12 : 1);
    default:
      return null;
  }
}
