import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';

/**
 * de-AT date and time formats (portal-core §9). Instants (a Date, or an ISO string with `Z` or an offset) are shown
 * in Europe/Vienna; plain local dates and local date-times without offset (the API's format) are shown as they are.
 */
export const PORTAL_TIME_ZONE = 'Europe/Vienna';
/** The API's "open end" date, displayed as a dash. */
export const OPEN_END_DATE = '9999-12-31';
export const OPEN_END_DISPLAY = '–';

export type DateInput = string | Date | null | undefined;

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?)?$/;
const INSTANT = /(?:Z|[+-]\d{2}:?\d{2})$/;

interface Parts {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
}

function parts(input: DateInput): Parts | null {
  if (input === null || input === undefined || input === '') return null;
  if (typeof input === 'string') {
    const local = LOCAL.exec(input);
    if (local) {
      const [, year, month, day, hour = '00', minute = '00'] = local;
      return { year, month, day, hour, minute };
    }
    if (!INSTANT.test(input)) return null;
  }
  const instant = typeof input === 'string' ? new Date(input) : input;
  if (Number.isNaN(instant.getTime())) return null;
  const [year, month, day, hour, minute] = format(new TZDate(instant.getTime(), PORTAL_TIME_ZONE), 'yyyy MM dd HH mm').split(' ');
  return { year, month, day, hour, minute };
}

/** `2026-03-20` → `20.03.2026`; `9999-12-31` → '–'; empty or invalid → ''. */
export function formatDate(input: DateInput): string {
  const p = parts(input);
  if (!p) return '';
  if (`${p.year}-${p.month}-${p.day}` === OPEN_END_DATE) return OPEN_END_DISPLAY;
  return `${p.day}.${p.month}.${p.year}`;
}

/** `2026-06-28T00:15:00` → `28.06.2026 00:15`. */
export function formatDateTime(input: DateInput): string {
  const p = parts(input);
  if (!p) return '';
  return `${p.day}.${p.month}.${p.year} ${p.hour}:${p.minute}`;
}

/** `2026-06-28T00:15:00` → `00:15`. */
export function formatTime(input: DateInput): string {
  const p = parts(input);
  if (!p) return '';
  return `${p.hour}:${p.minute}`;
}

/** Today's date in Vienna as the API's `YYYY-MM-DD`. */
export function todayIsoDate(now: Date = new Date()): string {
  return format(new TZDate(now.getTime(), PORTAL_TIME_ZONE), 'yyyy-MM-dd');
}
