import { dayRowIntervals, intervalPower, intervalsWithin } from '../../src/consumption/day-row-intervals';
import { dayRowTexts } from './day-row-texts';

/** A normal day's 96 values: `first` at the start, then 0. */
const day96 = (first: (number | null)[]) => [...first, ...Array.from({ length: 96 - first.length }, () => 0)];

describe('dayRowIntervals', () => {
  it('puts quarter-hours at local midnight + 15 minutes per position, skipping positions without a stored value', () => {
    const spring = dayRowIntervals(
      dayRowTexts([{ day: '2026-03-29', vals: Array.from({ length: 92 }, (_, i) => i) }]),
      'QUARTER_OF_AN_HOUR',
    );
    expect(spring.length).toBe(92);
    expect(new Date(spring.t[0]).toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(new Date(spring.t[91]).toISOString()).toBe('2026-03-29T21:45:00.000Z');
    expect(spring.sum[10]).toBe(10 / 10000);
    const gap = dayRowIntervals(
      dayRowTexts([{ day: '2026-07-01', vals: day96([1, null, -3, null]), statuses: day96([0, 5, 1, -1]) as number[] }]),
      'QUARTER_OF_AN_HOUR',
    );
    expect(gap.length).toBe(95);
    expect([...gap.sum.subarray(0, 3)]).toEqual([0.0001, Number.NaN, -0.0003]);
    expect([...gap.status.subarray(0, 3)]).toEqual([0, 5, 1]);
    expect([...gap.valued.subarray(0, 3)]).toEqual([1, 0, 1]);
  });

  it('reads several days one after the other, an empty status array meaning every quarter-hour VALID', () => {
    const two = dayRowIntervals(
      dayRowTexts([
        { day: '2026-10-24', vals: Array.from({ length: 96 }, () => 25_000) },
        { day: '2026-10-25', vals: Array.from({ length: 100 }, () => 12_345), statuses: Array.from({ length: 100 }, () => 3) },
      ]),
      'QUARTER_OF_AN_HOUR',
    );
    expect(two.length).toBe(196);
    expect(two.sum[95]).toBe(2.5);
    expect(two.status[95]).toBe(0);
    expect(two.status[96]).toBe(3);
    expect(new Date(two.t[195]).toISOString()).toBe('2026-10-25T22:45:00.000Z');
    expect(dayRowIntervals({ days: '', vals: [], statuses: '' }, 'HOUR').length).toBe(0);
  });

  it('sums hours in UTC (the repeated October hour stays two hours) and counts their parts', () => {
    const vals: (number | null)[] = Array.from({ length: 100 }, () => 10000);
    vals[9] = null;
    const statuses = vals.map((v) => (v === null ? 5 : 0));
    const hours = dayRowIntervals(dayRowTexts([{ day: '2026-10-25', vals, statuses }]), 'HOUR');
    expect(hours.length).toBe(25);
    // One of its quarter-hours missing: the hour has a value, VALID as the others, and counts the missing one.
    expect([hours.sum[2], hours.valued[2], hours.status[2], hours.missing[2], hours.parts[2]]).toEqual([3, 3, 0, 1, 4]);
    expect(intervalPower(hours, 2)).toBe(4);
    expect(new Date(hours.t[3]).toISOString()).toBe('2026-10-25T01:00:00.000Z');
  });

  it('gives an hour the worst status of its quarter-hours with a value, MISSING only when none has one', () => {
    // Hour 1: missing, CALCULATED, missing, VALID; hour 2: all missing; hour 3: PREVALUE first, then missing.
    const vals = day96([null, 1, null, 1, null, null, null, null, 1, null, null, null]);
    const statuses = day96([5, 1, 5, 0, 5, 5, 5, 5, 3, 5, 5, 5]) as number[];
    const hours = dayRowIntervals(dayRowTexts([{ day: '2026-07-01', vals, statuses }]), 'HOUR');
    expect([...hours.status.subarray(0, 3)]).toEqual([1, 5, 3]);
    expect([...hours.missing.subarray(0, 3)]).toEqual([2, 4, 3]);
    expect([...hours.valued.subarray(0, 3)]).toEqual([2, 0, 1]);
  });

  it('cuts a range of intervals by their start without copying', () => {
    const day = dayRowIntervals(dayRowTexts([{ day: '2026-07-01', vals: day96([1, 2, 3, 4, 5]) }]), 'QUARTER_OF_AN_HOUR');
    const middle = intervalsWithin(day, day.t[1], day.t[4]);
    expect(middle.length).toBe(3);
    expect([...middle.sum]).toEqual([0.0002, 0.0003, 0.0004]);
    expect(middle.sum.buffer).toBe(day.sum.buffer);
    // Bounds between starts, before the first, after the last, and an empty range.
    const starts = (from: number, to: number) => [...intervalsWithin(day, from, to).t].map((t) => day.t.indexOf(t));
    expect(starts(day.t[1] - 1, day.t[3] + 1)).toEqual([1, 2, 3]);
    expect(starts(day.t[0] - 900_000, day.t[2])).toEqual([0, 1]);
    expect(starts(day.t[94], day.t[95] + 900_000)).toEqual([94, 95]);
    expect(starts(day.t[95] + 1, day.t[95] + 900_000)).toEqual([]);
    expect(starts(day.t[5], day.t[5])).toEqual([]);
  });

  it('reads the largest values and refuses bytes that do not fill their days', () => {
    const extremes = dayRowIntervals(dayRowTexts([{ day: '2026-07-01', vals: day96([2147483647, -2147483647]) }]), 'QUARTER_OF_AN_HOUR');
    expect([extremes.sum[0], extremes.sum[1]]).toEqual([214748.3647, -214748.3647]);
    const short = dayRowTexts([{ day: '2026-07-01', vals: [1, 2, 3] }]);
    expect(() => dayRowIntervals(short, 'HOUR')).toThrow(/96 quarter-hours expected/);
    const long = dayRowTexts([{ day: '2026-07-01', vals: day96([]).concat([1]) }]);
    expect(() => dayRowIntervals(long, 'HOUR')).toThrow(/beyond the days/);
    const spring = dayRowTexts([{ day: '2026-03-29', vals: Array.from({ length: 92 }, () => 1), statuses: [0] }]);
    expect(() => dayRowIntervals(spring, 'HOUR')).toThrow(/92 quarter-hours expected/);
    expect(() => dayRowIntervals({ days: '2026-07-01', vals: ['{1,2}'], statuses: '' }, 'HOUR')).toThrow(/bad hex/);
  });
});
