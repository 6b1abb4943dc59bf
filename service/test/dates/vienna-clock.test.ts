import {
  viennaGermanDateTime,
  viennaIsoWithOffset,
  viennaMidnightMs,
  viennaOffsetHours,
  viennaStretch,
} from '../../src/dates/vienna-clock';
import { viennaDayStart } from '../../src/dates/local-dates';

describe('Vienna clock arithmetic', () => {
  it('agrees with the time-zone database on local midnight of every day from 2019 to 2031', () => {
    for (let t = Date.UTC(2019, 0, 1); t < Date.UTC(2031, 0, 1); t += 86_400_000) {
      const day = new Date(t).toISOString().slice(0, 10);
      expect(viennaMidnightMs(day)).toBe(viennaDayStart(day).getTime());
    }
  });

  it('switches at 01:00 UTC on the last Sundays of March and October', () => {
    expect(viennaOffsetHours(Date.UTC(2026, 2, 29, 0, 59))).toBe(1);
    expect(viennaOffsetHours(Date.UTC(2026, 2, 29, 1, 0))).toBe(2);
    expect(viennaOffsetHours(Date.UTC(2026, 9, 25, 0, 59))).toBe(2);
    expect(viennaOffsetHours(Date.UTC(2026, 9, 25, 1, 0))).toBe(1);
  });

  it('formats the repeated October hour twice, with its offset in ISO', () => {
    const first = Date.UTC(2026, 9, 25, 0, 0);
    const second = Date.UTC(2026, 9, 25, 1, 0);
    expect(viennaGermanDateTime(first)).toBe('25.10.2026 02:00');
    expect(viennaGermanDateTime(second)).toBe('25.10.2026 02:00');
    expect(viennaIsoWithOffset(first)).toBe('2026-10-25T02:00:00+02:00');
    expect(viennaIsoWithOffset(second)).toBe('2026-10-25T02:00:00+01:00');
    expect(viennaGermanDateTime(Date.UTC(2026, 2, 29, 1, 0))).toBe('29.03.2026 03:00');
  });

  it('keeps the right offset when instants jump between years (the switches are remembered for one year)', () => {
    const instants = [
      Date.UTC(2026, 6, 1),
      Date.UTC(2025, 0, 1),
      Date.UTC(2026, 6, 1),
      Date.UTC(2027, 2, 28, 1),
      Date.UTC(2026, 11, 31, 23),
    ];
    expect(instants.map(viennaOffsetHours)).toEqual([2, 1, 2, 2, 1]);
  });

  it('puts date and time into two CSV fields on request', () => {
    expect(viennaGermanDateTime(Date.UTC(2026, 9, 25, 1, 0), '";"')).toBe('25.10.2026";"02:00');
  });

  it('cuts time into stretches of one offset and one local date, ending at local midnight or a switch', () => {
    const localDate = (t: number) => viennaIsoWithOffset(t).slice(0, 10);
    const wrong: string[] = [];
    const ends = new Set<number>();
    // Every quarter-hour from New Year's Eve 2024 to New Year's Day 2028: the turns of the year and six switches.
    for (let t = Date.UTC(2024, 11, 31, 20); t < Date.UTC(2028, 0, 1, 4); t += 900_000) {
      const { from, to, offset } = viennaStretch(t);
      const last = to - 60_000;
      const holds = from <= t && t < to && localDate(last) === localDate(from);
      if (!holds || viennaOffsetHours(from) !== offset || viennaOffsetHours(last) !== offset || viennaOffsetHours(t) !== offset) {
        wrong.push(new Date(t).toISOString());
      }
      ends.add(to);
    }
    for (const end of ends) {
      if (viennaMidnightMs(localDate(end)) !== end && viennaOffsetHours(end) === viennaOffsetHours(end - 1)) wrong.push(`end ${end}`);
    }
    expect(wrong).toEqual([]);
    // The ends of the days from 31 Dec 2024 to 1 Jan 2028 and the six switches.
    expect(ends.size).toBe(1 + 3 * 365 + 1 + 6);
  });
});
