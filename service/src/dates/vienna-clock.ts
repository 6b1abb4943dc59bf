/**
 * Europe/Vienna's clock as arithmetic, for formatting hundreds of thousands of instants without a time-zone database
 * lookup each: the EU rule (since 1996) switches to summer time (UTC+2) on the last Sunday of March and back to UTC+1
 * on the last Sunday of October, both at 01:00 UTC. PostgreSQL's tz data agree for every date the portal stores.
 */

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/** 01:00 UTC on the last Sunday of a month (0-based) of a year, in epoch ms. */
function lastSundayAt1Utc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

const switches = new Map<number, [number, number]>();
function switchesOf(year: number): [number, number] {
  let pair = switches.get(year);
  if (!pair) {
    pair = [lastSundayAt1Utc(year, 2), lastSundayAt1Utc(year, 9)];
    switches.set(year, pair);
  }
  return pair;
}

/**
 * The UTC year of the last instant asked for, its switches, and the last switch of the year before and the first of
 * the year after: instants come in runs, so most need no Date (nor anything else allocated).
 */
let yearStart = 0;
let yearEnd = -1;
let summerStart = 0;
let winterStart = 0;
let winterBefore = 0;
let summerAfter = 0;

function enterYear(epochMs: number): void {
  const year = new Date(epochMs).getUTCFullYear();
  yearStart = Date.UTC(year, 0, 1);
  yearEnd = Date.UTC(year + 1, 0, 1);
  [summerStart, winterStart] = switchesOf(year);
  winterBefore = switchesOf(year - 1)[1];
  summerAfter = switchesOf(year + 1)[0];
}

/** Vienna's UTC offset in hours (1 or 2) at an instant (epoch ms). */
export function viennaOffsetHours(epochMs: number): 1 | 2 {
  if (epochMs < yearStart || epochMs >= yearEnd) enterYear(epochMs);
  return epochMs >= summerStart && epochMs < winterStart ? 2 : 1;
}

/** A stretch of time in which Vienna's offset and local date stay the same (epoch ms, `from` inclusive). */
export interface ViennaStretch {
  from: number;
  to: number;
  offset: 1 | 2;
}

/**
 * The stretch around an instant: from its local day's start, or that day's switch, to the next local midnight or
 * switch. Instants formatted in time order share one stretch a day, with no offset to look up each.
 */
export function viennaStretch(epochMs: number): ViennaStretch {
  const offset = viennaOffsetHours(epochMs);
  const day = Math.floor((epochMs + offset * HOUR_MS) / DAY_MS);
  const lastSwitch = epochMs >= winterStart ? winterStart : epochMs >= summerStart ? summerStart : winterBefore;
  const nextSwitch = epochMs < summerStart ? summerStart : epochMs < winterStart ? winterStart : summerAfter;
  return {
    from: Math.max(day * DAY_MS - offset * HOUR_MS, lastSwitch),
    to: Math.min((day + 1) * DAY_MS - offset * HOUR_MS, nextSwitch),
    offset,
  };
}

// Local midnight lies 1 or 2 hours before UTC midnight, always before that day's switch at 01:00 UTC.
const localMidnightOfUtcMidnight = (utcMidnight: number) => utcMidnight - viennaOffsetHours(utcMidnight - HOUR_MS) * HOUR_MS;

/** The instant (epoch ms) of local midnight of a calendar day `YYYY-MM-DD`. */
export function viennaMidnightMs(day: string): number {
  return localMidnightOfUtcMidnight(Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10))));
}

/** Local midnight of a calendar day and of the day after (epoch ms): 23, 24 or 25 hours apart. */
export function viennaDayBoundsMs(day: string): { from: number; to: number } {
  const utcMidnight = Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));
  return { from: localMidnightOfUtcMidnight(utcMidnight), to: localMidnightOfUtcMidnight(utcMidnight + DAY_MS) };
}

const pad2 = (x: number) => (x < 10 ? '0' : '') + String(x);
/** `HH:mm` of every minute of a day. */
const CLOCK = Array.from({ length: 1440 }, (_, m) => `${pad2(Math.floor(m / 60))}:${pad2(m % 60)}`);

/**
 * The local day part of the last instant formatted: instants come in time order, so a year's 35,040 quarter-hours
 * format 365 dates and look the time of day up in a table.
 */
let cachedDay = Number.NaN;
let cachedGerman = '';
let cachedIso = '';

function localDay(local: number): number {
  const day = Math.floor(local / DAY_MS);
  if (day !== cachedDay) {
    const date = new Date(day * DAY_MS);
    cachedDay = day;
    cachedGerman = `${pad2(date.getUTCDate())}.${pad2(date.getUTCMonth() + 1)}.${date.getUTCFullYear()}`;
    cachedIso = `${date.toISOString().slice(0, 11)}`;
  }
  return day;
}

/** `HH:mm` and the local instant of a whole-minute instant; null when it has seconds (formatted the slow way). */
function clockOf(local: number, day: number): string | null {
  const rest = local - day * DAY_MS;
  return rest % 60_000 === 0 ? CLOCK[rest / 60_000] : null;
}

/** `DD.MM.YYYY HH:mm` local; `between` replaces the space (`";"` puts date and time in two CSV fields). */
export function viennaGermanDateTime(epochMs: number, between = ' '): string {
  const local = epochMs + viennaOffsetHours(epochMs) * HOUR_MS;
  const day = localDay(local);
  return cachedGerman + between + (clockOf(local, day) ?? new Date(local).toISOString().slice(11, 16));
}

/** ISO 8601 local time with its UTC offset, e.g. `2026-10-25T02:00:00+01:00`. */
export function viennaIsoWithOffset(epochMs: number): string {
  const offset = viennaOffsetHours(epochMs);
  const local = epochMs + offset * HOUR_MS;
  const day = localDay(local);
  const clock = clockOf(local, day);
  return `${cachedIso}${clock === null ? new Date(local).toISOString().slice(11, 19) : `${clock}:00`}+0${offset}:00`;
}
