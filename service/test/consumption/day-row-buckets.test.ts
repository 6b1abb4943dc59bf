import { bucketPower, dayRowBuckets, numericText } from '../../src/consumption/day-row-buckets';

describe('numericText', () => {
  it('writes a double as PostgreSQL writes trim_scale(round(x::numeric, 4))', () => {
    expect(numericText(0.059)).toBe('0.059');
    expect(numericText(0.1 + 0.2)).toBe('0.3');
    expect(numericText(0)).toBe('0');
    expect(numericText(12)).toBe('12');
    expect(numericText(-1.23456)).toBe('-1.2346');
    // Half away from zero, off the 4-decimal grid (a mean of three quarter-hours × 4).
    expect(numericText(((0.0001 + 0.0001 + 0.0002) / 3) * 4)).toBe('0.0005');
    expect(numericText(0.00004)).toBe('0');
    expect(numericText(-0.00005)).toBe('-0.0001');
    expect(numericText(1e-7)).toBe('0');
    expect(numericText(123456789.12345)).toBe('123456789.1235');
  });
});

describe('dayRowBuckets', () => {
  it('puts quarter-hours at local midnight + 15 minutes per position, skipping positions without a stored value', () => {
    const buckets = dayRowBuckets(
      [{ day: '2026-03-29', vals: `{${Array.from({ length: 92 }, (_, i) => i).join(',')}}`, statuses: null }],
      'QUARTER_OF_AN_HOUR',
    );
    expect(buckets).toHaveLength(92);
    expect(new Date(buckets[0].t).toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(new Date(buckets[91].t).toISOString()).toBe('2026-03-29T21:45:00.000Z');
    expect(buckets[10].sum).toBe(10 / 10000);
    const gap = dayRowBuckets([{ day: '2026-07-01', vals: '{1,NULL,3,NULL}', statuses: '{0,5,1,-1}' }], 'QUARTER_OF_AN_HOUR');
    expect(gap.map((b) => [b.sum, b.status])).toEqual([
      [0.0001, 0],
      [null, 5],
      [0.0003, 1],
    ]);
  });

  it('sums hours in UTC (the repeated October hour stays two hours) and counts their parts', () => {
    const vals = Array.from({ length: 100 }, () => 10000);
    vals[9] = NaN;
    const statuses = vals.map((v) => (Number.isNaN(v) ? 5 : 0));
    const hours = dayRowBuckets(
      [{ day: '2026-10-25', vals: `{${vals.map((v) => (Number.isNaN(v) ? 'NULL' : v)).join(',')}}`, statuses: `{${statuses.join(',')}}` }],
      'HOUR',
    );
    expect(hours).toHaveLength(25);
    expect(hours[2]).toMatchObject({ sum: 3, valued: 3, status: 5, missing: 1, parts: 4 });
    expect(bucketPower(hours[2])).toBe(4);
    expect(new Date(hours[3].t).toISOString()).toBe('2026-10-25T01:00:00.000Z');
  });
});
