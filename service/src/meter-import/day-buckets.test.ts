import { DayBuckets, type MeterPointInfo } from './day-buckets';
import type { ValueRow } from './layouts';

const info: MeterPointInfo = {
  podId: 7,
  series: [
    { seriesId: 1, profileType: 'ACTIVE_CURRENT', energyDirection: 'CONSUMPTION', unit: 'KWH', energyCommunityId: null },
    { seriesId: 10, profileType: 'ENERGY_COMMUNITY_OWN_COVERAGE', energyDirection: 'CONSUMPTION', unit: 'KWH', energyCommunityId: 'RC1' },
  ],
  periods: [{ from: '2026-01-01', to: null }],
};
const now = Date.UTC(2026, 10, 25, 12);
const row = (line: number, startMs: number, extra: Partial<ValueRow> = {}): ValueRow => ({
  line,
  meterPoint: 'AT0010000000000000000000000100001',
  profileType: null,
  energyDirection: null,
  energyCommunityId: null,
  startMs,
  scaled: 2500,
  status: 'VALID',
  unit: 'KWH',
  ...extra,
});
const midnightJune = Date.UTC(2026, 4, 31, 22);

describe('day buckets', () => {
  it('puts quarter-hours of one series-day into their slots', () => {
    const buckets = new DayBuckets(now);
    buckets.add(row(2, midnightJune), info);
    buckets.add(row(3, midnightJune + 15 * 60_000, { scaled: null, status: 'MISSING' }), info);
    const { buckets: days, rejections } = buckets.finish();
    expect(rejections).toEqual([]);
    expect(days).toHaveLength(1);
    expect(days[0]).toMatchObject({ podId: 7, seriesId: 1, day: '2026-06-01' });
    expect([...days[0].statuses.slice(0, 3)]).toEqual([0, 5, -1]);
    expect(days[0].values[0]).toBe(2500);
    expect(days[0].values[1]).toBeNaN();
  });

  it('refuses every line of a quarter-hour named twice, keeping the others', () => {
    const buckets = new DayBuckets(now);
    buckets.add(row(2, midnightJune), info);
    buckets.add(row(3, midnightJune, { scaled: 3000 }), info);
    buckets.add(row(4, midnightJune + 15 * 60_000), info);
    const { buckets: days, rejections } = buckets.finish();
    expect(rejections).toEqual([
      { line: 2, reason: 'DUPLICATE_INTERVAL' },
      { line: 3, reason: 'DUPLICATE_INTERVAL' },
    ]);
    expect([...days[0].statuses.slice(0, 2)]).toEqual([-1, 0]);
  });

  it('refuses what does not fit the meter point', () => {
    const buckets = new DayBuckets(now);
    buckets.add(row(2, midnightJune), undefined);
    buckets.add(row(3, midnightJune, { unit: 'NM3' }), info);
    buckets.add(row(4, midnightJune, { profileType: 'GAS_IN_KWH' }), info);
    buckets.add(row(5, midnightJune, { energyDirection: 'GENERATION' }), info);
    buckets.add(row(6, Date.UTC(2025, 11, 31, 22)), info);
    buckets.add(row(7, now), info);
    buckets.add(row(8, midnightJune, { profileType: 'ENERGY_COMMUNITY_OWN_COVERAGE', energyCommunityId: 'RC9' }), info);
    expect(buckets.finish().rejections.map((r) => r.reason)).toEqual([
      'UNKNOWN_METER_POINT',
      'WRONG_UNIT',
      'UNKNOWN_SERIES',
      'UNKNOWN_SERIES',
      'OUTSIDE_CONTRACT',
      'IN_THE_FUTURE',
      'UNKNOWN_COMMUNITY',
    ]);
  });

  it('reads values of a meter point measuring both directions as consumption unless GENERATION is named', () => {
    const twoWay: MeterPointInfo = {
      ...info,
      series: [
        ...info.series,
        { seriesId: 2, profileType: 'ACTIVE_CURRENT', energyDirection: 'GENERATION', unit: 'KWH', energyCommunityId: null },
      ],
    };
    const buckets = new DayBuckets(now);
    buckets.add(row(2, midnightJune), twoWay);
    buckets.add(row(3, midnightJune, { energyDirection: 'GENERATION' }), twoWay);
    expect(buckets.finish().buckets.map((b) => b.seriesId)).toEqual([1, 2]);
  });

  it('keeps a community series apart from the meter point own one', () => {
    const buckets = new DayBuckets(now);
    buckets.add(row(2, midnightJune, { profileType: 'ENERGY_COMMUNITY_OWN_COVERAGE', energyCommunityId: 'RC1' }), info);
    buckets.add(row(3, midnightJune), info);
    expect(buckets.finish().buckets.map((b) => [b.seriesId, b.energyCommunityId])).toEqual([
      [10, 'RC1'],
      [1, null],
    ]);
  });
});
