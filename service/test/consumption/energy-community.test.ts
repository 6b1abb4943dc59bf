import { QUARTER_HOURS } from './quarter-hours';
import { createTestApp, loginWithCsrf, type CookieJar, type TestContext } from '../helpers';

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

interface Value {
  datetime: string;
  value: number | null;
  status: string;
}
interface Result {
  type: string;
  energyDirection: string;
  energyCommunityId: string | null;
  energyCommunityName: string | null;
  profileValues: Value[];
  profileTypeContent: { header: string };
}

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

const A = 'RC100417';
const B = 'BEG300112';
const round4 = (x: number | null) => Math.round((x as number) * 1e4);

describe('energy-community profiles', () => {
  it("keeps each community's values apart; own coverage total = their sum; remaining grid usage = consumption − total", async () => {
    const types = [
      'ENERGY_COMMUNITY_OWN_COVERAGE',
      'ENERGY_COMMUNITY_OWN_COVERAGE_TOTAL',
      'ENERGY_COMMUNITY_REMAINING_GRID_USAGE',
      'ENERGY_COMMUNITY_OVER_COVERAGE',
      'ENERGY_COMMUNITY_ALLOCATED_PLANT_PRODUCTION',
    ];
    const response = await request({
      dimension: 'ENERGY',
      pods: [entry({ type: 'ACTIVE_CURRENT' }), ...[A, B].flatMap((id) => types.map((type) => entry({ type, energyCommunityId: id })))],
    });
    expect(response.statusCode).toBe(200);
    const [consumption, ...rest] = response.json() as Result[];
    const [own, total, remaining, over, allocated] = [0, 1, 2, 3, 4].map((t) => ({ a: rest[t], b: rest[5 + t] }));
    expect(own.a).toMatchObject({
      energyCommunityId: A,
      energyCommunityName: 'Sonnenstrom Lindenviertel',
      profileTypeContent: { header: 'Eigendeckung' },
    });
    expect(own.b).toMatchObject({ energyCommunityId: B, energyCommunityName: 'Bürgerenergie Mühlviertel' });
    expect(over.a.energyDirection).toBe('GENERATION');
    expect(consumption.profileValues.length).toBeGreaterThan(2900);
    let differ = 0;
    let coveredByBoth = 0;
    consumption.profileValues.forEach((c, i) => {
      const at = (series: { a: Result; b: Result }, k: 'a' | 'b') => series[k].profileValues[i];
      for (const k of ['a', 'b'] as const) {
        expect(at(own, k).datetime).toBe(c.datetime);
        if (c.value === null) {
          expect(at(own, k).status).toBe('MISSING');
          expect(at(total, k).value).toBeNull();
          expect(at(remaining, k).value).toBeNull();
          continue;
        }
        // Every community view carries the meter's total and remaining grid usage.
        expect(round4(at(total, k).value)).toBe(round4(own.a.profileValues[i].value) + round4(own.b.profileValues[i].value));
        expect(round4(at(total, k).value) + round4(at(remaining, k).value)).toBe(round4(c.value));
        expect(round4(at(own, k).value) + round4(at(over, k).value)).toBe(round4(at(allocated, k).value));
        // The community values carry the consumption's status (L0–L3).
        expect(at(own, k).status).toBe(c.status);
      }
      if (c.value === null) return;
      expect(at(total, 'a').value as number).toBeLessThanOrEqual(c.value + 1e-9);
      if (at(own, 'a').value !== at(own, 'b').value) differ += 1;
      if ((at(own, 'a').value as number) > 0 && (at(own, 'b').value as number) > 0) coveredByBoth += 1;
    });
    expect(differ).toBeGreaterThan(1000);
    // Total differs from either community's own coverage where both cover a part.
    expect(coveredByBoth).toBeGreaterThan(50);
  });

  it('a request without type returns every community type of the pod in priority order; ALL_ENERGY_COMMUNITIES per community', async () => {
    const all = await request({
      dimension: 'ENERGY',
      comparisonType: 'ALL_ENERGY_COMMUNITIES',
      pods: [entry({ energyCommunityId: 'ALL', bestAvailableGranularity: 'DAY' })],
      typesToExclude: ['ENERGY_COMMUNITY_ALLOCATED_PLANT_PRODUCTION'],
    });
    expect(all.statusCode).toBe(200);
    const types = [
      'ENERGY_COMMUNITY_OWN_COVERAGE',
      'ENERGY_COMMUNITY_OWN_COVERAGE_TOTAL',
      'ENERGY_COMMUNITY_REMAINING_GRID_USAGE',
      'ENERGY_COMMUNITY_OVER_COVERAGE',
      'ENERGY_COMMUNITY_OWN_COVERAGE_CONTRIBUTION_FACTOR',
      'ENERGY_COMMUNITY_REMAINING_GRID_USAGE_CONTRIBUTION_FACTOR',
      'ENERGY_COMMUNITY_OVER_COVERAGE_CONTRIBUTION_FACTOR',
    ];
    // Community by community, each in priority order.
    expect((all.json() as Result[]).map((r) => `${r.energyCommunityId} ${r.type}`)).toEqual([
      ...types.map((t) => `${A} ${t}`),
      ...types.map((t) => `${B} ${t}`),
    ]);
    const withLoad = await request({
      dimension: 'ENERGY',
      displayLoadProfiles: true,
      pods: [entry({ energyCommunityId: A, bestAvailableGranularity: 'MONTH' })],
    });
    const only = withLoad.json() as Result[];
    expect(only.map((r) => r.type)).toContain('ACTIVE_CURRENT');
    expect(only.every((r) => r.type === 'ACTIVE_CURRENT' || r.energyCommunityId === A)).toBe(true);
  });

  it('the cross-community view (POD_VIEW) gives the load profiles, then both communities', async () => {
    const response = await request({
      dimension: 'ENERGY',
      displayLoadProfiles: true,
      pods: [entry({ energyCommunityId: 'POD_VIEW', bestAvailableGranularity: 'MONTH' })],
      typesToExclude: [
        'ENERGY_COMMUNITY_OWN_COVERAGE_TOTAL',
        'ENERGY_COMMUNITY_OWN_COVERAGE_CONTRIBUTION_FACTOR',
        'ENERGY_COMMUNITY_REMAINING_GRID_USAGE_CONTRIBUTION_FACTOR',
        'ENERGY_COMMUNITY_OVER_COVERAGE_CONTRIBUTION_FACTOR',
      ],
    });
    expect(response.statusCode).toBe(200);
    const results = response.json() as Result[];
    expect(results[0].type).toBe('ACTIVE_CURRENT');
    expect([...new Set(results.map((r) => r.energyCommunityId))]).toEqual([null, A, B]);
    // One type asked for with the pseudo id: the pod's first community, as before.
    const single = await request({
      dimension: 'ENERGY',
      pods: [entry({ type: 'ENERGY_COMMUNITY_OWN_COVERAGE', energyCommunityId: 'ALL' })],
    });
    expect((single.json() as Result[]).map((r) => r.energyCommunityId)).toEqual([A]);
  });

  it('gives the contribution-factor variants as the community values times each participation factor (60 % and 30 %)', async () => {
    const response = await request({
      dimension: 'ENERGY',
      pods: [
        entry({ type: 'ENERGY_COMMUNITY_OWN_COVERAGE', energyCommunityId: A }),
        entry({ type: 'ENERGY_COMMUNITY_OWN_COVERAGE_CONTRIBUTION_FACTOR', energyCommunityId: A }),
        entry({ type: 'ENERGY_COMMUNITY_OWN_COVERAGE', energyCommunityId: B }),
        entry({ type: 'ENERGY_COMMUNITY_OWN_COVERAGE_CONTRIBUTION_FACTOR', energyCommunityId: B }),
      ],
    });
    const [own, factor, ownB, factorB] = response.json() as Result[];
    expect(factor.profileTypeContent.header).toBe('Eigendeckung (Teilnahmefaktor)');
    for (const [base, variant, f] of [
      [own, factor, 0.6],
      [ownB, factorB, 0.3],
    ] as const) {
      base.profileValues.forEach((v, i) => {
        if (v.value === null) expect(variant.profileValues[i].value).toBeNull();
        // Rounded to 4 decimals: at most half a unit of the last place off (0.0055 × 0.3 gives 0.0017).
        else expect(Math.abs((variant.profileValues[i].value as number) - v.value * f)).toBeLessThanOrEqual(0.00005 + 1e-12);
      });
    }
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
      pods: [
        { ...holiday('ACTIVE_CURRENT'), energyCommunityId: undefined },
        holiday('ENERGY_COMMUNITY_OWN_COVERAGE'),
        holiday('ENERGY_COMMUNITY_REMAINING_GRID_USAGE'),
        holiday('ENERGY_COMMUNITY_ALLOCATED_PLANT_PRODUCTION'),
      ],
    });
    expect(response.statusCode).toBe(200);
    const [consumption, own, remaining, allocated] = response.json() as Result[];
    expect(own.energyCommunityName).toBe('Bürgerenergie Attersee');
    const plant = await ctx.db.query<{ ts: Date; value: number }>(
      `SELECT ts, value FROM ${QUARTER_HOURS} q WHERE profile_type = 2 AND pod_id = (SELECT id FROM pods WHERE meter_point_number = 'AT0030000000000000000000000900001')`,
    );
    const generation = new Map(plant.rows.map((r) => [new Date(r.ts).toISOString().slice(0, 19) + 'Z', r.value]));
    let shared = 0;
    consumption.profileValues.forEach((c, i) => {
      if (c.value === null) return;
      const g = generation.get(c.datetime) ?? 0;
      expect(allocated.profileValues[i].value).toBeCloseTo((g * c.value) / (c.value + 1.2), 4);
      expect(Math.round(((own.profileValues[i].value as number) + (remaining.profileValues[i].value as number)) * 1e4)).toBe(
        Math.round(c.value * 1e4),
      );
      if ((allocated.profileValues[i].value as number) > 0) shared += 1;
    });
    expect(shared).toBeGreaterThan(50);
  });

  it('refuses a community the meter point is not in', async () => {
    const response = await request({
      dimension: 'ENERGY',
      pods: [entry({ type: 'ENERGY_COMMUNITY_OWN_COVERAGE', energyCommunityId: 'XX999' })],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual([expect.objectContaining({ path: 'pods.0.type' })]);
  });
});
