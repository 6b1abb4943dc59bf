import { createTestApp, loginWithCsrf, type CookieJar, type TestContext } from './helpers';

const TODAY = '2026-11-01';
const POD = 'AT0030000000000000000000000100001';
const CAN = '400012345001';

let ctx: TestContext;
let max: { jar: CookieJar; token: string };

beforeAll(async () => {
  ctx = await createTestApp({ seed: { today: TODAY, days: 40 } });
  max = await loginWithCsrf(ctx.app, 'max.mustermann');
}, 120_000);
afterAll(() => ctx.close());

interface Value { datetime: string; value: number | null; status: string }
interface Result { type: string; energyDirection: string; energyCommunityId: string | null; energyCommunityName: string | null; profileValues: Value[]; profileTypeContent: { header: string } }

const request = (payload: Record<string, unknown>) =>
  ctx.app.inject({
    method: 'POST',
    url: '/service/v1.0/consumptions/profile/active',
    headers: { cookie: max.jar.header(), 'x-xsrf-token': max.token },
    payload,
  });
const entry = (extra: Record<string, unknown>) => ({
  contractAccountNumber: CAN,
  meterPointAdministrationNumber: POD,
  timerange: { from: '2026-10-01', to: '2026-10-31' },
  bestAvailableGranularity: 'QUARTER_OF_AN_HOUR',
  ...extra,
});

describe('energy-community profiles', () => {
  it('own coverage + remaining grid usage = consumption, and allocated = own coverage + over coverage, every quarter-hour', async () => {
    const response = await request({
      dimension: 'ENERGY',
      pods: [
        entry({ type: 'ACTIVE_CURRENT' }),
        entry({ type: 'ENERGY_COMMUNITY_OWN_COVERAGE', energyCommunityId: 'RC100417' }),
        entry({ type: 'ENERGY_COMMUNITY_REMAINING_GRID_USAGE', energyCommunityId: 'RC100417' }),
        entry({ type: 'ENERGY_COMMUNITY_OVER_COVERAGE', energyCommunityId: 'RC100417' }),
        entry({ type: 'ENERGY_COMMUNITY_ALLOCATED_PLANT_PRODUCTION', energyCommunityId: 'RC100417' }),
      ],
    });
    expect(response.statusCode).toBe(200);
    const [consumption, own, remaining, over, allocated] = response.json() as Result[];
    expect(own).toMatchObject({ energyCommunityId: 'RC100417', energyCommunityName: 'Sonnenstrom Lindenviertel', profileTypeContent: { header: 'Eigendeckung' } });
    expect(over.energyDirection).toBe('GENERATION');
    expect(consumption.profileValues.length).toBeGreaterThan(2900);
    let covered = 0;
    consumption.profileValues.forEach((c, i) => {
      expect(own.profileValues[i].datetime).toBe(c.datetime);
      if (c.value === null) {
        expect(own.profileValues[i].status).toBe('MISSING');
        expect(remaining.profileValues[i].value).toBeNull();
        return;
      }
      const o = own.profileValues[i].value as number;
      expect(Math.round((o + (remaining.profileValues[i].value as number)) * 1e4)).toBe(Math.round(c.value * 1e4));
      expect(Math.round((o + (over.profileValues[i].value as number)) * 1e4)).toBe(Math.round((allocated.profileValues[i].value as number) * 1e4));
      expect(o).toBeLessThanOrEqual(c.value + 1e-9);
      // The community values carry the consumption's status (L0–L3).
      expect(own.profileValues[i].status).toBe(c.status);
      if (o > 0) covered += 1;
    });
    expect(covered).toBeGreaterThan(100);
  });

  it('a request without type returns every community type of the pod in priority order; ALL_ENERGY_COMMUNITIES per community', async () => {
    const all = await request({ dimension: 'ENERGY', comparisonType: 'ALL_ENERGY_COMMUNITIES', pods: [entry({ energyCommunityId: 'ALL', bestAvailableGranularity: 'DAY' })], typesToExclude: ['ENERGY_COMMUNITY_ALLOCATED_PLANT_PRODUCTION'] });
    expect(all.statusCode).toBe(200);
    expect((all.json() as Result[]).map((r) => r.type)).toEqual([
      'ENERGY_COMMUNITY_OWN_COVERAGE',
      'ENERGY_COMMUNITY_OWN_COVERAGE_TOTAL',
      'ENERGY_COMMUNITY_REMAINING_GRID_USAGE',
      'ENERGY_COMMUNITY_OVER_COVERAGE',
      'ENERGY_COMMUNITY_OWN_COVERAGE_CONTRIBUTION_FACTOR',
      'ENERGY_COMMUNITY_REMAINING_GRID_USAGE_CONTRIBUTION_FACTOR',
      'ENERGY_COMMUNITY_OVER_COVERAGE_CONTRIBUTION_FACTOR',
    ]);
    const withLoad = await request({ dimension: 'ENERGY', displayLoadProfiles: true, pods: [entry({ energyCommunityId: 'RC100417', bestAvailableGranularity: 'MONTH' })] });
    expect((withLoad.json() as Result[]).map((r) => r.type)).toContain('ACTIVE_CURRENT');
  });

  it('gives the contribution-factor variants as the community values times the participation factor (60 %)', async () => {
    const response = await request({
      dimension: 'ENERGY',
      pods: [
        entry({ type: 'ENERGY_COMMUNITY_OWN_COVERAGE', energyCommunityId: 'RC100417' }),
        entry({ type: 'ENERGY_COMMUNITY_OWN_COVERAGE_CONTRIBUTION_FACTOR', energyCommunityId: 'RC100417' }),
      ],
    });
    const [own, factor] = response.json() as Result[];
    expect(factor.profileTypeContent.header).toBe('Eigendeckung (Teilnahmefaktor)');
    own.profileValues.forEach((v, i) => {
      if (v.value === null) expect(factor.profileValues[i].value).toBeNull();
      else expect(factor.profileValues[i].value).toBeCloseTo(v.value * 0.6, 4);
    });
  });

  it('allocates dynamically in the second community: the plant in proportion to consumption, same invariants', async () => {
    const holiday = (type: string) => ({
      contractAccountNumber: '400012346001',
      meterPointAdministrationNumber: 'AT0030000000000000000000000100004',
      type,
      energyCommunityId: 'BEG200815',
      timerange: { from: '2026-10-20', to: '2026-10-31' },
      bestAvailableGranularity: 'QUARTER_OF_AN_HOUR',
    });
    const response = await request({
      dimension: 'ENERGY',
      pods: [{ ...holiday('ACTIVE_CURRENT'), energyCommunityId: undefined }, holiday('ENERGY_COMMUNITY_OWN_COVERAGE'), holiday('ENERGY_COMMUNITY_REMAINING_GRID_USAGE'), holiday('ENERGY_COMMUNITY_ALLOCATED_PLANT_PRODUCTION')],
    });
    expect(response.statusCode).toBe(200);
    const [consumption, own, remaining, allocated] = response.json() as Result[];
    expect(own.energyCommunityName).toBe('Bürgerenergie Attersee');
    const plant = await ctx.db.query<{ ts: Date; value: number }>(
      `SELECT ts, value FROM meter_values WHERE profile_type = 2 AND pod_id = (SELECT id FROM pods WHERE meter_point_number = 'AT0030000000000000000000000900001')`,
    );
    const generation = new Map(plant.rows.map((r) => [new Date(r.ts).toISOString().slice(0, 19) + 'Z', r.value]));
    let shared = 0;
    consumption.profileValues.forEach((c, i) => {
      if (c.value === null) return;
      const g = generation.get(c.datetime) ?? 0;
      expect(allocated.profileValues[i].value).toBeCloseTo((g * c.value) / (c.value + 1.2), 4);
      expect(Math.round(((own.profileValues[i].value as number) + (remaining.profileValues[i].value as number)) * 1e4)).toBe(Math.round(c.value * 1e4));
      if ((allocated.profileValues[i].value as number) > 0) shared += 1;
    });
    expect(shared).toBeGreaterThan(50);
  });

  it('refuses a community the meter point is not in', async () => {
    const response = await request({ dimension: 'ENERGY', pods: [entry({ type: 'ENERGY_COMMUNITY_OWN_COVERAGE', energyCommunityId: 'XX999' })] });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual([expect.objectContaining({ path: 'pods.0.type' })]);
  });
});
