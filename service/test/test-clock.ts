import { viennaDayStart, viennaToday } from '../src/dates/local-dates';

const REAL_TIMERS = [
  'hrtime',
  'nextTick',
  'performance',
  'queueMicrotask',
  'setImmediate',
  'clearImmediate',
  'setInterval',
  'clearInterval',
  'setTimeout',
  'clearTimeout',
] as const;

/**
 * Runs this test file's clock from `instant` on: only Date is faked, timers stay real, and the clock moves with a real
 * timer (at most at real speed: it falls behind while the event loop is busy). The service reads this clock (its
 * `viennaToday()` calls `new Date()`), and so does the embedded database in this process; a PostgreSQL server keeps
 * its own. Call it at the top of the file, before anything computes today.
 */
export function runClockFrom(instant: number): void {
  jest.useFakeTimers({ now: instant, advanceTimers: true, doNotFake: [...REAL_TIMERS] });
}

/**
 * For files that seed data relative to "today" and then ask the service about it: with the real clock, a run that
 * crosses midnight in Vienna (23:00 UTC in winter) seeds one day and gets answers for the next. Noon leaves half a day
 * either way.
 */
export function runClockFromViennaNoon(): void {
  runClockFrom(viennaDayStart(viennaToday()).getTime() + 12 * 3_600_000);
}
