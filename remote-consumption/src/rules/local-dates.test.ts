import {
  addDays,
  daysInclusive,
  endOfMonth,
  endOfYear,
  isLocalDate,
  quarterHoursInDay,
  shiftMonth,
  startOfMonth,
  startOfYear,
  viennaMidnight,
} from './local-dates';

describe('local dates', () => {
  it('adds days across month, year and DST boundaries without drifting', () => {
    expect(addDays('2026-03-28', 1)).toBe('2026-03-29');
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30');
    expect(addDays('2026-10-25', 1)).toBe('2026-10-26');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('counts days inclusively', () => {
    expect(daysInclusive('2026-01-01', '2026-01-01')).toBe(1);
    expect(daysInclusive('2026-03-01', '2026-03-31')).toBe(31);
    expect(daysInclusive('2028-01-01', '2028-12-31')).toBe(366);
  });

  it('knows month and year ends, leap years included', () => {
    expect(endOfMonth('2028-02-10')).toBe('2028-02-29');
    expect(endOfMonth('2026-02-10')).toBe('2026-02-28');
    expect(shiftMonth('2026-01-31', 1)).toBe('2026-02-01');
    expect(shiftMonth('2026-01-15', -1)).toBe('2025-12-01');
    expect(startOfYear('2026-07-04')).toBe('2026-01-01');
    expect(endOfYear('2026-07-04')).toBe('2026-12-31');
    expect(startOfMonth('2026-10-25')).toBe('2026-10-01');
    expect(endOfMonth('2026-10-25')).toBe('2026-10-31');
    expect(shiftMonth('2026-03-29', 7)).toBe('2026-10-01');
  });

  it('counts DST days and the days around them as one calendar day each', () => {
    expect(daysInclusive('2026-03-29', '2026-03-29')).toBe(1);
    expect(daysInclusive('2026-03-28', '2026-03-30')).toBe(3);
    expect(daysInclusive('2026-10-24', '2026-10-26')).toBe(3);
    expect(daysInclusive('2026-01-01', '2026-12-31')).toBe(365);
    expect(addDays('2026-10-25', -1)).toBe('2026-10-24');
    expect(addDays('2026-01-01', 365)).toBe('2027-01-01');
  });

  it('gives the same answers whatever the time zone of the machine', () => {
    // Jest runs in the machine's zone; the results depend only on Vienna's rules.
    expect(viennaMidnight('2026-03-30').toISOString()).toBe('2026-03-29T22:00:00.000Z');
    expect(viennaMidnight('2026-10-26').toISOString()).toBe('2026-10-25T23:00:00.000Z');
  });

  it('accepts only real calendar dates', () => {
    expect(isLocalDate('2026-02-28')).toBe(true);
    expect(isLocalDate('2026-02-30')).toBe(false);
    expect(isLocalDate('2026-2-3')).toBe(false);
    expect(isLocalDate(null)).toBe(false);
  });

  it('has 92 quarter-hours on the March switch, 100 in October and 96 otherwise', () => {
    expect(quarterHoursInDay('2026-03-29')).toBe(92);
    expect(quarterHoursInDay('2026-10-25')).toBe(100);
    expect(quarterHoursInDay('2026-06-01')).toBe(96);
    expect(quarterHoursInDay('2025-10-26')).toBe(100);
    expect(quarterHoursInDay('2026-03-28')).toBe(96);
    expect(quarterHoursInDay('2026-03-30')).toBe(96);
    expect(quarterHoursInDay('2027-03-28')).toBe(92);
  });

  it('puts local midnight at 23:00 UTC in winter and 22:00 UTC in summer', () => {
    expect(viennaMidnight('2026-01-26').toISOString()).toBe('2026-01-25T23:00:00.000Z');
    expect(viennaMidnight('2026-07-01').toISOString()).toBe('2026-06-30T22:00:00.000Z');
  });
});
