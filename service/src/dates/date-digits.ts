/**
 * Calendar dates of UTC day numbers (days since 1970-01-01) written as ASCII digits straight into a writer's bytes:
 * the JSON and CSV writers date every day of an answer, and `new Date(…).toISOString()` with a buffer per date made
 * garbage on every one.
 */

const ZERO = 0x30;

/** The date of a day number as the integer YYYYMMDD (proleptic Gregorian, years 0–9999). */
export function dateNumber(day: number): number {
  // By 400-year eras of 146,097 days, the year counted from 1 March so that the leap day comes last.
  const z = day + 719_468;
  const era = Math.floor(z / 146_097);
  const dayOfEra = z - era * 146_097;
  const yearOfEra = Math.floor(
    (dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36_524) - Math.floor(dayOfEra / 146_096)) / 365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const shiftedMonth = Math.floor((5 * dayOfYear + 2) / 153);
  const dayOfMonth = dayOfYear - Math.floor((153 * shiftedMonth + 2) / 5) + 1;
  const month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  return year * 10_000 + month * 100 + dayOfMonth;
}

/** `count` decimal digits of `n` (zero-padded) into `target` from `at`. */
function writeDigits(target: Uint8Array, at: number, n: number, count: number): void {
  let rest = n;
  for (let i = count - 1; i >= 0; i -= 1) {
    target[at + i] = ZERO + (rest % 10);
    rest = Math.floor(rest / 10);
  }
}

/** `YYYY-MM-DD` of a day number into `target` from `at` (the dashes are left as they are). */
export function writeIsoDate(target: Uint8Array, at: number, day: number): void {
  const date = dateNumber(day);
  writeDigits(target, at, Math.floor(date / 10_000), 4);
  writeDigits(target, at + 5, Math.floor(date / 100) % 100, 2);
  writeDigits(target, at + 8, date % 100, 2);
}

/** `DD.MM.YYYY` of a day number into `target` from `at` (the dots are left as they are). */
export function writeGermanDate(target: Uint8Array, at: number, day: number): void {
  const date = dateNumber(day);
  writeDigits(target, at, date % 100, 2);
  writeDigits(target, at + 3, Math.floor(date / 100) % 100, 2);
  writeDigits(target, at + 6, Math.floor(date / 10_000), 4);
}
