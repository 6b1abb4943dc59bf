import { createTestApp, loginWithCsrf, type CookieJar, type TestContext } from '../helpers';

// A fixed "today" makes the DST days of 2026 part of the data: 29 March (92 quarter-hours) and 25 October (100).
const TODAY = '2026-11-01';
const POD = 'AT0030000000000000000000000100001';
const FEED_IN_POD = 'AT0030000000090000000000000100001';
const CAN = '400012345001';
const GAS_POD = 'AT0030000000000000000000000100002';
const GAS_CAN = '400012345002';

let ctx: TestContext;
let max: { jar: CookieJar; token: string };
let erika: { jar: CookieJar; token: string };

beforeAll(async () => {
  ctx = await createTestApp({ seed: { today: TODAY, days: 250 } });
  max = await loginWithCsrf(ctx.app, 'max.mustermann');
  erika = await loginWithCsrf(ctx.app, 'erika.musterfrau');
}, 120_000);
afterAll(() => ctx.close());

type Body = Record<string, unknown>;
const podEntry = (extra: Body = {}, from = '2026-10-25', to = from): Body => ({
  contractAccountNumber: CAN,
  meterPointAdministrationNumber: POD,
  type: 'ACTIVE_CURRENT',
  timerange: { from, to },
  bestAvailableGranularity: 'QUARTER_OF_AN_HOUR',
  ...extra,
});
const profile = (payload: Body, who = max, url = '/service/v1.0/consumptions/profile/active') =>
  ctx.app.inject({ method: 'POST', url, headers: { cookie: who.jar.header(), 'x-xsrf-token': who.token }, payload });

interface Result {
  type: string;
  granularity: string;
  unit: string;
  from: string;
  to: string;
  remark: string | null;
  energyDirection: string;
  meterPointAdministrationNumber: string;
  profileValues: { datetime: string; value: number | null; status: string; missingCount?: number; partCount?: number }[];
  sum: { value: number; unit: string } | null;
  average: { value: number } | null;
  minimum: { value: number; dateTime: string } | null;
  maximum: { value: number; dateTime: string } | null;
  contractPower: number | null;
  profileTypeContent: { header: string };
}

describe('POST /service/v1.0/consumptions/profile/active', () => {
  it('answers the shape third-party clients rely on, with 100 quarter-hours on the autumn DST day', async () => {
    const response = await profile({ dimension: 'ENERGY', pods: [podEntry()] });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const [result] = response.json() as Result[];
    expect(result).toMatchObject({
      type: 'ACTIVE_CURRENT',
      energyDirection: 'CONSUMPTION',
      from: '2026-10-25T00:00:00',
      to: '2026-10-25T23:59:59',
      unit: 'KWH',
      granularity: 'QUARTER_OF_AN_HOUR',
      contractPower: 11,
      remark: null,
      meterPointAdministrationNumber: POD,
      profileTypeContent: { header: 'Wirkenergie' },
    });
    expect(result.profileValues).toHaveLength(100);
    // Local midnight in summer time is 22:00 UTC the day before; the repeated hour gives two 02:00 local starts.
    expect(result.profileValues[0].datetime).toBe('2026-10-24T22:00:00Z');
    expect(result.profileValues.map((v) => v.datetime)).toContain('2026-10-25T00:00:00Z');
    expect(result.profileValues.map((v) => v.datetime)).toContain('2026-10-25T01:00:00Z');
    const sum = result.profileValues.reduce((acc, v) => acc + (v.value ?? 0), 0);
    expect(result.sum?.value).toBeCloseTo(sum, 3);
    const values = result.profileValues.map((v) => v.value as number);
    expect(result.maximum?.value).toBe(Math.max(...values));
    expect(result.minimum?.value).toBe(Math.min(...values));
    expect(result.average?.value).toBeCloseTo(sum / 100, 3);
  });

  it('has 92 quarter-hours and 23 hours on the spring DST day', async () => {
    const qh = (await profile({ dimension: 'ENERGY', pods: [podEntry({}, '2026-03-29')] })).json() as Result[];
    expect(qh[0].profileValues).toHaveLength(92);
    const hours = (
      await profile({ dimension: 'ENERGY', pods: [podEntry({ bestAvailableGranularity: 'HOUR' }, '2026-03-29')] })
    ).json() as Result[];
    expect(hours[0].granularity).toBe('HOUR');
    expect(hours[0].profileValues).toHaveLength(23);
    const autumn = (await profile({ dimension: 'ENERGY', pods: [podEntry({ bestAvailableGranularity: 'HOUR' })] })).json() as Result[];
    expect(autumn[0].profileValues).toHaveLength(25);
    // Hours sum the quarter-hours exactly.
    const qhSum = qh[0].sum?.value ?? NaN;
    expect(hours[0].sum?.value).toBeCloseTo(qhSum, 3);
  });

  it('aggregates days, months and a year in Vienna time, the same energy at every granularity', async () => {
    const range = podEntry({}, '2026-03-01', '2026-10-31');
    const sums: Record<string, number> = {};
    for (const granularity of ['QUARTER_OF_AN_HOUR', 'HOUR', 'DAY', 'MONTH', 'YEAR']) {
      const [result] = (
        await profile({ dimension: 'ENERGY', pods: [{ ...range, bestAvailableGranularity: granularity }] })
      ).json() as Result[];
      expect(result.granularity).toBe(granularity);
      sums[granularity] = result.sum?.value ?? NaN;
      if (granularity === 'DAY') {
        expect(result.profileValues).toHaveLength(245);
        expect(result.profileValues[0].datetime).toBe('2026-02-28T23:00:00Z');
        // From 29 March local midnight is 22:00 UTC.
        expect(result.profileValues[29].datetime).toBe('2026-03-29T22:00:00Z');
      }
      if (granularity === 'MONTH') {
        expect(result.profileValues.map((v) => v.datetime)).toEqual([
          '2026-02-28T23:00:00Z',
          '2026-03-31T22:00:00Z',
          '2026-04-30T22:00:00Z',
          '2026-05-31T22:00:00Z',
          '2026-06-30T22:00:00Z',
          '2026-07-31T22:00:00Z',
          '2026-08-31T22:00:00Z',
          '2026-09-30T22:00:00Z',
        ]);
      }
      if (granularity === 'YEAR') expect(result.profileValues).toHaveLength(1);
    }
    for (const value of Object.values(sums)) expect(value).toBeCloseTo(sums.QUARTER_OF_AN_HOUR, 2);
  });

  it('gives an aggregate the worst status of its parts with a value and MISSING values as null', async () => {
    // Seeded: 12 days before "today" six hours are MISSING; 45 days before, the day is CALCULATED.
    const [day] = (await profile({ dimension: 'ENERGY', pods: [podEntry({}, '2026-10-20')] })).json() as Result[];
    const missing = day.profileValues.filter((v) => v.status === 'MISSING');
    expect(missing).toHaveLength(24);
    expect(missing.every((v) => v.value === null)).toBe(true);
    const [days] = (
      await profile({ dimension: 'ENERGY', pods: [podEntry({ bestAvailableGranularity: 'DAY' }, '2026-09-16', '2026-10-21')] })
    ).json() as Result[];
    const byDay = Object.fromEntries(days.profileValues.map((v) => [v.datetime.slice(0, 10), v]));
    expect(byDay['2026-09-16'].status).toBe('CALCULATED');
    // The day with six hours missing has the values of its other hours: not MISSING (API-COMPAT: MISSING has no
    // value), its missing quarter-hours counted.
    expect(byDay['2026-10-19']).toMatchObject({ status: 'VALID', missingCount: 24, partCount: 96 });
    expect(byDay['2026-10-19'].value).not.toBeNull();
    expect(byDay['2026-10-20'].status).toBe('VALID');
  });

  it('gives power in kW as 4 × kWh per quarter-hour and mean power for hours, with their energy as the sum (never null)', async () => {
    const [energy] = (await profile({ dimension: 'ENERGY', pods: [podEntry()] })).json() as Result[];
    const [power] = (await profile({ dimension: 'POWER', pods: [podEntry()] })).json() as Result[];
    expect(power.unit).toBe('KW');
    power.profileValues.forEach((v, i) => expect(v.value).toBeCloseTo((energy.profileValues[i].value as number) * 4, 4));
    const [hourly] = (await profile({ dimension: 'POWER', pods: [podEntry({ bestAvailableGranularity: 'HOUR' })] })).json() as Result[];
    const firstHourKwh = energy.profileValues.slice(0, 4).reduce((a, v) => a + (v.value as number), 0);
    expect(hourly.profileValues[0].value).toBeCloseTo(firstHourKwh, 3);
    // API-COMPAT: every result carries `sum {value, unit}`; power's is the energy of the range, in kWh, exactly the
    // energy answer's: from day rows (quarter-hours, hours), rollups (days, the day with six hours missing) and SQL
    // (the comparison profile).
    const cases: [Body, string][] = [
      [podEntry(), 'quarter-hours'],
      [podEntry({ bestAvailableGranularity: 'HOUR' }), 'hours'],
      [podEntry({ bestAvailableGranularity: 'DAY' }, '2026-10-15', '2026-10-25'), 'days'],
      [podEntry({ type: 'COMPARISON' }), 'comparison profile'],
    ];
    for (const [entry, name] of cases) {
      const [e] = (await profile({ dimension: 'ENERGY', pods: [entry] })).json() as Result[];
      const [p] = (await profile({ dimension: 'POWER', pods: [entry] })).json() as Result[];
      expect([name, p.unit, p.sum]).toEqual([name, 'KW', { value: e.sum?.value, unit: 'KWH' }]);
      expect(p.sum?.value).toBeGreaterThan(0);
    }
  });

  it('keeps gas in its own unit for a power request: no kW, no factor 4', async () => {
    const gas = (type: string) => ({
      contractAccountNumber: GAS_CAN,
      meterPointAdministrationNumber: GAS_POD,
      type,
      timerange: { from: '2026-10-20', to: '2026-10-20' },
      bestAvailableGranularity: 'QUARTER_OF_AN_HOUR',
    });
    const pods = [gas('GAS_IN_KWH'), gas('GAS_IN_CUBIC_METERS')];
    const energy = (await profile({ dimension: 'ENERGY', pods })).json() as (Result & { dimension: string })[];
    const response = await profile({ dimension: 'POWER', pods });
    expect(response.statusCode).toBe(200);
    const power = response.json() as (Result & { dimension: string })[];
    expect(power.map((r) => [r.type, r.unit, r.dimension])).toEqual([
      ['GAS_IN_KWH', 'KWH', 'ENERGY'],
      ['GAS_IN_CUBIC_METERS', 'NM3', 'VOLUME'],
    ]);
    expect(power[0].profileValues.some((v) => (v.value ?? 0) > 0)).toBe(true);
    expect(power.map((r) => r.profileValues)).toEqual(energy.map((r) => r.profileValues));
    expect(power[0].sum).toEqual(energy[0].sum);
  });

  it('returns one result per pod and type in request order, generation for the feed-in contract', async () => {
    const response = await profile({
      dimension: 'ENERGY',
      pods: [
        // The feed-in has its own meter point (Einspeisezählpunkt) on the same meter.
        podEntry({ energyDirection: 'GENERATION', meterPointAdministrationNumber: FEED_IN_POD }, '2026-07-01'),
        podEntry({}, '2026-07-01'),
        {
          contractAccountNumber: GAS_CAN,
          meterPointAdministrationNumber: GAS_POD,
          type: 'GAS_IN_CUBIC_METERS',
          timerange: { from: '2026-07-01', to: '2026-07-31' },
          bestAvailableGranularity: 'DAY',
        },
        {
          contractAccountNumber: GAS_CAN,
          meterPointAdministrationNumber: GAS_POD,
          type: 'GAS_IN_KWH',
          timerange: { from: '2026-07-01', to: '2026-07-31' },
          bestAvailableGranularity: 'DAY',
        },
      ],
    });
    expect(response.statusCode).toBe(200);
    const results = response.json() as Result[];
    expect(results.map((r) => [r.type, r.energyDirection, r.unit])).toEqual([
      ['ACTIVE_CURRENT', 'GENERATION', 'KWH'],
      ['ACTIVE_CURRENT', 'CONSUMPTION', 'KWH'],
      ['GAS_IN_CUBIC_METERS', 'CONSUMPTION', 'NM3'],
      ['GAS_IN_KWH', 'CONSUMPTION', 'KWH'],
    ]);
    expect(results.map((r) => (r as Result & { dimension: string }).dimension)).toEqual(['ENERGY', 'ENERGY', 'VOLUME', 'ENERGY']);
    // PV produces at noon in July, nothing at midnight.
    const pv = results[0].profileValues;
    expect(pv[0].value).toBe(0);
    expect(results[0].maximum?.value).toBeGreaterThan(0.3);
    // m³ = kWh / (11.2 × 0.9464)
    expect((results[2].sum!.value * 11.2 * 0.9464) / results[3].sum!.value).toBeCloseTo(1, 2);
  });

  it('compares with the H0 standard load profile scaled to the annual consumption', async () => {
    const response = await profile({
      dimension: 'ENERGY',
      comparisonType: 'COMPARISON_PROFILE',
      pods: [podEntry({}, '2026-06-01', '2026-06-30'), podEntry({ type: 'COMPARISON' }, '2026-06-01', '2026-06-30')],
    });
    expect(response.statusCode).toBe(200);
    const [own, comparison] = response.json() as (Result & { comparisonProfile: string })[];
    expect(comparison.type).toBe('COMPARISON');
    expect(comparison.comparisonProfile).toBe('H0');
    expect(comparison.profileTypeContent.header).toBe('Vergleich mit Standardlastprofil');
    expect(comparison.profileValues).toHaveLength(own.profileValues.length);
    // The demo household follows H0 with noise: a month of the scaled profile is within 25 % of the real month.
    expect(comparison.sum!.value / own.sum!.value).toBeGreaterThan(0.75);
    expect(comparison.sum!.value / own.sum!.value).toBeLessThan(1.25);
  });

  it('compares a different time range and a different profile as further pod entries', async () => {
    const response = await profile({
      dimension: 'ENERGY',
      comparisonType: 'DIFFERENT_TIMERANGE',
      pods: [
        podEntry({ bestAvailableGranularity: 'DAY' }, '2026-09-01', '2026-09-30'),
        podEntry({ bestAvailableGranularity: 'DAY' }, '2026-08-02', '2026-08-31'),
      ],
    });
    const [a, b] = response.json() as Result[];
    expect([a.from, b.from]).toEqual(['2026-09-01T00:00:00', '2026-08-02T00:00:00']);
    expect(a.profileValues).toHaveLength(30);
    expect(b.profileValues).toHaveLength(30);
  });

  it('lowers the granularity beyond a year and says so in the remark', async () => {
    const long = await createTestApp({ seed: { today: TODAY, days: 420 } });
    try {
      const who = await loginWithCsrf(long.app, 'max.mustermann');
      const response = await long.app.inject({
        method: 'POST',
        url: '/service/v1.0/consumptions/profile/active',
        headers: { cookie: who.jar.header(), 'x-xsrf-token': who.token },
        payload: { dimension: 'ENERGY', pods: [podEntry({}, '2025-09-15', '2026-10-31')] },
      });
      const [result] = response.json() as Result[];
      expect(result.granularity).toBe('DAY');
      expect(result.remark).toMatch(/über einem Jahr/);
      expect(result.profileValues).toHaveLength(412);
      const year = await long.app.inject({
        method: 'POST',
        url: '/service/v1.0/consumptions/profile/active',
        headers: { cookie: who.jar.header(), 'x-xsrf-token': who.token },
        payload: { dimension: 'ENERGY', pods: [podEntry({}, '2025-11-01', '2026-10-31')] },
      });
      const [full] = year.json() as Result[];
      expect(full.granularity).toBe('QUARTER_OF_AN_HOUR');
      expect(full.remark).toBeNull();
      // 365 days of 96 quarter-hours, minus 4 on the spring day, plus 4 on the autumn day.
      expect(full.profileValues).toHaveLength(365 * 96);
    } finally {
      await long.close();
    }
  }, 120_000);

  it('rejects ranges outside the data, reversed and impossible dates with the error array, changing nothing', async () => {
    const before = await profile({ dimension: 'ENERGY', pods: [podEntry({}, '2020-01-01', '2020-01-02')] });
    expect(before.statusCode).toBe(400);
    expect(before.json()).toEqual([expect.objectContaining({ path: 'pods.0.timerange', number: 5 })]);
    const after = await profile({ dimension: 'ENERGY', pods: [podEntry({}, '2026-10-30', '2026-11-05')] });
    expect(after.statusCode).toBe(400);
    const reversed = await profile({ dimension: 'ENERGY', pods: [podEntry({}, '2026-10-02', '2026-10-01')] });
    expect(reversed.json()).toEqual([expect.objectContaining({ path: 'pods.0.timerange.to' })]);
    const impossible = await profile({ dimension: 'ENERGY', pods: [podEntry({}, '2026-02-30')] });
    expect(impossible.json()).toEqual([expect.objectContaining({ path: 'pods.0.timerange.from' })]);
    const malformed = await profile({ dimension: 'WATT', pods: [] });
    expect(malformed.statusCode).toBe(400);
    expect(Array.isArray(malformed.json())).toBe(true);
    const wrongType = await profile({ dimension: 'ENERGY', pods: [podEntry({ type: 'GAS_IN_KWH' })] });
    expect(wrongType.json()).toEqual([expect.objectContaining({ path: 'pods.0.type' })]);
  });

  it('reads an optional field sent as null as left out; a required one sent as null is missing', async () => {
    const plain = await profile({ dimension: 'ENERGY', pods: [podEntry()] });
    const nulls = { comparisonType: null, displayLoadProfiles: null, typesToExclude: null };
    const podNulls = { contractNumber: null, energyCommunityId: null, energyCommunityName: null, comparisonProfile: null };
    for (const url of ['/service/v1.0/consumptions/profile/active', '/service/v1.0/consumptions/profile/active/download']) {
      const expected = url.endsWith('download') ? (await profile({ dimension: 'ENERGY', pods: [podEntry()] }, max, url)).body : plain.body;
      const response = await profile({ dimension: 'ENERGY', pods: [podEntry(podNulls)], ...nulls }, max, url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(expected);
    }
    const missing = await profile({ dimension: 'ENERGY', pods: [podEntry({ timerange: null })] });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual([expect.objectContaining({ path: 'pods.0.timerange', message: 'Pflichtfeld' })]);
  });

  it("answers 404 for an unknown and for another customer's meter point, 401 without a session, 400 without CSRF", async () => {
    const unknown = await profile({
      dimension: 'ENERGY',
      pods: [podEntry({ meterPointAdministrationNumber: 'AT0030000000000000000000000999999' })],
    });
    expect(unknown.statusCode).toBe(404);
    const foreign = await profile({ dimension: 'ENERGY', pods: [podEntry()] }, erika);
    expect(foreign.statusCode).toBe(404);
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: '/service/v1.0/consumptions/profile/active',
      payload: { dimension: 'ENERGY', pods: [podEntry()] },
    });
    expect([400, 401]).toContain(anonymous.statusCode);
    const noCsrf = await ctx.app.inject({
      method: 'POST',
      url: '/service/v1.0/consumptions/profile/active',
      headers: { cookie: max.jar.header() },
      payload: { dimension: 'ENERGY', pods: [podEntry()] },
    });
    expect(noCsrf.statusCode).toBe(400);
    expect(noCsrf.body).toBe('');
  });
});
