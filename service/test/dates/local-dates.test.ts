import {
  addDays,
  daysInclusive,
  germanDate,
  isCalendarDate,
  monthChunks,
  quarterHoursOfDay,
  viennaDayStart,
  viennaToday,
} from '../../src/dates/local-dates';

describe('local dates', () => {
  it('accepts real calendar dates only', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-13-01')).toBe(false);
    expect(isCalendarDate('2026-04-31')).toBe(false);
    expect(isCalendarDate('26-01-01')).toBe(false);
    expect(isCalendarDate('2026-1-01')).toBe(false);
  });

  it('counts calendar days across DST switches (no 23/25-hour drift)', () => {
    expect(daysInclusive('2026-03-28', '2026-03-30')).toBe(3);
    expect(daysInclusive('2026-10-24', '2026-10-26')).toBe(3);
    expect(daysInclusive('2025-11-01', '2026-10-31')).toBe(365);
    expect(daysInclusive('2026-10-25', '2026-10-25')).toBe(1);
    expect(addDays('2026-03-28', 1)).toBe('2026-03-29');
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30');
    expect(addDays('2026-10-25', 1)).toBe('2026-10-26');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
  });

  it('has 92 quarter-hours on the spring DST day, 100 on the autumn one, 96 otherwise', () => {
    expect(quarterHoursOfDay('2026-03-29')).toBe(92);
    expect(quarterHoursOfDay('2026-10-25')).toBe(100);
    expect(quarterHoursOfDay('2026-06-01')).toBe(96);
    expect(quarterHoursOfDay('2026-12-31')).toBe(96);
  });

  it('starts a local day at Vienna midnight (UTC+1 in winter, UTC+2 in summer)', () => {
    expect(viennaDayStart('2026-01-15').toISOString()).toBe('2026-01-14T23:00:00.000Z');
    expect(viennaDayStart('2026-07-15').toISOString()).toBe('2026-07-14T22:00:00.000Z');
    expect(viennaDayStart('2026-03-29').toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(viennaDayStart('2026-10-26').toISOString()).toBe('2026-10-25T23:00:00.000Z');
  });

  it('knows today in Vienna, also when UTC is still on the day before', () => {
    expect(viennaToday(new Date('2026-06-30T22:30:00Z'))).toBe('2026-07-01');
    expect(viennaToday(new Date('2026-12-31T22:59:59Z'))).toBe('2026-12-31');
    expect(viennaToday(new Date('2026-12-31T23:00:00Z'))).toBe('2027-01-01');
  });

  it('writes dates for messages as DD.MM.YYYY', () => {
    expect(germanDate('2026-03-09')).toBe('09.03.2026');
  });

  it('cuts a range into calendar months for the streamed CSV', () => {
    expect(monthChunks('2026-01-15', '2026-03-02')).toEqual([
      { from: '2026-01-15', to: '2026-01-31' },
      { from: '2026-02-01', to: '2026-02-28' },
      { from: '2026-03-01', to: '2026-03-02' },
    ]);
    expect(monthChunks('2026-10-25', '2026-10-25')).toEqual([{ from: '2026-10-25', to: '2026-10-25' }]);
    expect(monthChunks('2025-12-31', '2026-01-01')).toEqual([
      { from: '2025-12-31', to: '2025-12-31' },
      { from: '2026-01-01', to: '2026-01-01' },
    ]);
  });
});
