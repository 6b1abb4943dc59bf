import type { Unit } from '@portal/shared/contract/enums';
import { ByteWriter } from '../../src/consumption/byte-writer';
import { profileResultsJson } from '../../src/consumption/profile-values';
import { utcInstantText, valueCount, writeProfileValues, type ProfileColumns } from '../../src/consumption/profile-values-json';
import type { SeriesPlan } from '../../src/consumption/profile-plan';
import { isCommunitySeries, isStoredMeterSeries, readsDayRows } from '../../src/consumption/series-source';

const T0 = Date.UTC(2026, 2, 28, 23, 0) / 1000;
const columns = (v: (number | null)[], extra: Partial<Record<'s' | 'm' | 'c' | 'n', number[]>> = {}): ProfileColumns => ({
  length: v.length,
  t: Float64Array.from(v, (_, i) => (T0 + i * 900) * 1000),
  value: Float64Array.from(v, (x) => x ?? Number.NaN),
  status: Uint8Array.from(extra.s ?? v.map(() => 0)),
  missing: Int32Array.from(extra.m ?? v.map(() => 0)),
  calculated: Int32Array.from(extra.c ?? v.map(() => 0)),
  parts: Int32Array.from(extra.n ?? v.map(() => 1)),
});
const parse = (text: string) => JSON.parse(text) as Record<string, unknown>;

/** The series' members as a JSON object, and how many values it has. */
function seriesJson(plan: { unit: Unit }, series: ProfileColumns): { body: string; valueCount: number } {
  const out = new ByteWriter(64);
  writeProfileValues(out, series, plan.unit);
  return { body: `{${out.result().toString('utf8')}}`, valueCount: valueCount(series) };
}

const profileResultJson = (plan: SeriesPlan, series: ProfileColumns) =>
  JSON.stringify((JSON.parse(profileResultsJson([plan], [series]).toString('utf8')) as unknown[])[0]);

describe('series JSON', () => {
  it('writes UTC instants, values to 4 decimals, summary with the earliest minimum and maximum', () => {
    const { body, valueCount } = seriesJson({ unit: 'KWH' }, columns([0.2, 0.123456, 0.2, null, 0.1]));
    expect(valueCount).toBe(4);
    const json = parse(body);
    expect(json.profileValues).toEqual([
      { datetime: '2026-03-28T23:00:00Z', value: 0.2, status: 'VALID' },
      { datetime: '2026-03-28T23:15:00Z', value: 0.1235, status: 'VALID' },
      { datetime: '2026-03-28T23:30:00Z', value: 0.2, status: 'VALID' },
      { datetime: '2026-03-28T23:45:00Z', value: null, status: 'MISSING' },
      { datetime: '2026-03-29T00:00:00Z', value: 0.1, status: 'VALID' },
    ]);
    expect(json.maximum).toEqual({ value: 0.2, unit: 'KWH', dateTime: '2026-03-28T23:00:00Z' });
    expect(json.minimum).toEqual({ value: 0.1, unit: 'KWH', dateTime: '2026-03-29T00:00:00Z' });
    expect(json.sum).toEqual({ value: 0.6235, unit: 'KWH' });
    expect(json.average).toEqual({ value: 0.1559, unit: 'KWH' });
  });

  it('counts missing and calculated parts of an aggregate only where there are some', () => {
    const { body } = seriesJson({ unit: 'KWH' }, columns([1, 2], { s: [1, 0], m: [0, 0], c: [2, 0], n: [4, 4] }));
    expect(parse(body).profileValues).toEqual([
      { datetime: '2026-03-28T23:00:00Z', value: 1, status: 'CALCULATED', missingCount: 0, calculatedCount: 2, partCount: 4 },
      { datetime: '2026-03-28T23:15:00Z', value: 2, status: 'VALID' },
    ]);
  });

  it('sums power to its energy in kWh, and without values to 0: never null', () => {
    expect(parse(seriesJson({ unit: 'KW' }, { ...columns([1]), energy: 0.25 }).body).sum).toEqual({ value: 0.25, unit: 'KWH' });
    const empty = parse(seriesJson({ unit: 'KWH' }, columns([null])).body);
    expect(empty).toMatchObject({ minimum: null, maximum: null, average: null, sum: { value: 0, unit: 'KWH' } });
  });

  it('formats instants off the quarter-hour grid too', () => {
    expect([T0, T0 + 7, T0 + 86_400].map((seconds) => utcInstantText(seconds * 1000))).toEqual([
      '2026-03-28T23:00:00Z',
      '2026-03-28T23:00:07Z',
      '2026-03-29T23:00:00Z',
    ]);
  });
});

describe('profile result', () => {
  const plan = {
    contract: {
      contractAccountNumber: '400012345001',
      contractNumber: '300012345001',
      meterPointAdministrationNumber: 'AT1',
      contractPower: 4,
    },
    type: 'ACTIVE_CURRENT',
    energyDirection: 'CONSUMPTION',
    energyCommunityId: null,
    energyCommunityName: null,
    from: '2026-03-29',
    to: '2026-03-29',
    dimension: 'ENERGY',
    unit: 'KWH',
    granularity: 'QUARTER_OF_AN_HOUR',
    comparisonProfile: null,
    remark: null,
    header: 'Wirkenergie',
  } as unknown as SeriesPlan;

  it('carries the plan, the whole local days and the series, and says when there are no values', () => {
    const result = parse(profileResultJson(plan, columns([1])));
    expect(Object.keys(result).slice(0, 4)).toEqual(['type', 'energyDirection', 'energyCommunityId', 'energyCommunityName']);
    expect(result).toMatchObject({ from: '2026-03-29T00:00:00', to: '2026-03-29T23:59:59', remark: null, contractPower: 4 });
    expect(result.profileTypeContent).toEqual({ header: 'Wirkenergie' });
    expect(parse(profileResultJson(plan, columns([null]))).remark).toBe('Für den gewählten Zeitraum sind keine Werte vorhanden.');
    expect(parse(profileResultJson({ ...plan, remark: 'gesenkt' }, columns([]))).remark).toBe('gesenkt');
  });
});

describe('series source', () => {
  const own = { seriesId: 1, factor: 1, energyCommunityId: null, granularity: 'HOUR' as const };
  it('reads quarter-hours and hours of a stored series (own or a community’s) from day rows, everything else in SQL', () => {
    expect(readsDayRows(own)).toBe(true);
    expect(readsDayRows({ ...own, granularity: 'DAY' })).toBe(false);
    expect(readsDayRows({ ...own, energyCommunityId: 'RC1' })).toBe(true);
    expect(readsDayRows({ ...own, energyCommunityId: 'RC1', granularity: 'MONTH' })).toBe(false);
    // A computed variant (participation factor) is not the stored series.
    expect(readsDayRows({ ...own, factor: 0.6 })).toBe(false);
    expect(readsDayRows({ ...own, energyCommunityId: 'RC1', factor: 0.6 })).toBe(false);
    expect(readsDayRows({ ...own, seriesId: null })).toBe(false);
    expect(isCommunitySeries({ seriesId: 9, energyCommunityId: 'RC1' })).toBe(true);
    expect(isCommunitySeries({ seriesId: null, energyCommunityId: 'RC1' })).toBe(false);
    expect(isStoredMeterSeries({ seriesId: 1, factor: 1, energyCommunityId: null })).toBe(true);
  });
});
