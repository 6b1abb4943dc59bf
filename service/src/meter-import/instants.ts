import { viennaOffsetHours } from '../dates/vienna-clock';

/**
 * Interval starts of an import: ISO 8601 with a UTC offset (`2026-10-25T02:00:00+01:00`, `…Z`) name one instant. A
 * local time without offset is read as Vienna time, unless the DST switch makes it ambiguous (the repeated October
 * hour) or non-existent (the skipped March hour): then the line is refused, as no one can tell which instant was meant.
 */
export type InstantResult =
  { ok: true; epochMs: number } | { ok: false; reason: 'BAD_TIMESTAMP' | 'AMBIGUOUS_LOCAL_TIME' | 'NONEXISTENT_LOCAL_TIME' };

const ISO = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?(Z|[+-]\d{2}:?\d{2})?$/;
/** The portal's local download format `DD.MM.YYYY HH:mm`. */
const GERMAN = /^(\d{2})\.(\d{2})\.(\d{4}) (\d{2}):(\d{2})$/;

const MINUTE = 60_000;

const viennaOffsetMinutes = (epochMs: number): number => viennaOffsetHours(epochMs) * 60;

/** The instant of a wall-clock time in Vienna, or why there is none or more than one. */
function fromViennaLocal(y: number, mo: number, d: number, h: number, mi: number, s: number): InstantResult {
  const wall = Date.UTC(y, mo - 1, d, h, mi, s);
  // Vienna is UTC+1 or UTC+2: a wall-clock time maps to those instants whose own offset is the one assumed.
  const candidates = [60, 120].map((offset) => wall - offset * MINUTE).filter((t) => wall - viennaOffsetMinutes(t) * MINUTE === t);
  if (candidates.length === 0) return { ok: false, reason: 'NONEXISTENT_LOCAL_TIME' };
  if (candidates.length > 1) return { ok: false, reason: 'AMBIGUOUS_LOCAL_TIME' };
  return { ok: true, epochMs: candidates[0] };
}

function validCalendar(y: number, mo: number, d: number, h: number, mi: number, s: number): boolean {
  const t = new Date(Date.UTC(y, mo - 1, d, h, mi, s));
  return t.getUTCFullYear() === y && t.getUTCMonth() === mo - 1 && t.getUTCDate() === d && h < 24 && mi < 60 && s < 60;
}

export function parseInstant(text: string): InstantResult {
  const iso = ISO.exec(text);
  if (iso) {
    const [y, mo, d, h, mi] = iso.slice(1, 6).map(Number);
    const s = Number(iso[6] ?? 0);
    const ms = Number((iso[7] ?? '').padEnd(3, '0') || 0);
    if (!validCalendar(y, mo, d, h, mi, s)) return { ok: false, reason: 'BAD_TIMESTAMP' };
    const zone = iso[8];
    if (zone === undefined) {
      const local = fromViennaLocal(y, mo, d, h, mi, s);
      return local.ok ? { ok: true, epochMs: local.epochMs + ms } : local;
    }
    let offset = 0;
    if (zone !== 'Z') {
      const digits = zone.replace(':', '');
      const hours = Number(digits.slice(1, 3));
      const minutes = Number(digits.slice(3, 5));
      if (hours > 14 || minutes > 59) return { ok: false, reason: 'BAD_TIMESTAMP' };
      offset = (digits[0] === '-' ? -1 : 1) * (hours * 60 + minutes);
    }
    return { ok: true, epochMs: Date.UTC(y, mo - 1, d, h, mi, s, ms) - offset * MINUTE };
  }
  const german = GERMAN.exec(text);
  if (german) {
    const [d, mo, y, h, mi] = german.slice(1, 6).map(Number);
    if (!validCalendar(y, mo, d, h, mi, 0)) return { ok: false, reason: 'BAD_TIMESTAMP' };
    return fromViennaLocal(y, mo, d, h, mi, 0);
  }
  return { ok: false, reason: 'BAD_TIMESTAMP' };
}

const QUARTER_HOUR = 15 * MINUTE;

/** Quarter-hour values start on a quarter-hour (UTC and Vienna agree on that: both offsets are whole hours). */
export const onQuarterHour = (epochMs: number): boolean => epochMs % QUARTER_HOUR === 0;
export const QUARTER_HOUR_MS = QUARTER_HOUR;
