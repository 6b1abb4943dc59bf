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

// Live 33-character ids: Sonnenstrom Lindenviertel (RC100417, 60 %) and Bürgerenergie Mühlviertel (CC300112, 30 %).
const A = 'AT00300000000RC100417000000731208';
const B = 'AT00300000000CC300112000000518364';
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
      'ENERGY_COMMUNITY_CONSUMPTION_PER_CONTRIBUTION_FACTOR',
    ];
    // Community by community (both start on the same day here: by id), each in priority order.
    expect((all.json() as Result[]).map((r) => `${r.energyCommunityId} ${r.type}`)).toEqual([
      ...types.map((t) => `${B} ${t}`),
      ...types.map((t) => `${A} ${t}`),
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
    expect([...new Set(results.map((r) => r.energyCommunityId))]).toEqual([null, B, A]);
    // One type asked for with the pseudo id: the pod's first community, as before.
    const single = await request({
      dimension: 'ENERGY',
      pods: [entry({ type: 'ENERGY_COMMUNITY_OWN_COVERAGE', energyCommunityId: 'ALL' })],
    });
    expect((single.json() as Result[]).map((r) => r.energyCommunityId)).toEqual([B]);
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
      energyCommunityId: 'AT00300000000CC200815000000274951',
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

// The live portal's per-contribution-factor series, requested by their live type names as clients send them back.
describe('per-contribution-factor series', () => {
  const FEED_IN_POD = 'AT0030000000090000000000000100001';
  const feedIn = (type: string, extra: Record<string, unknown> = {}) =>
    entry({ meterPointAdministrationNumber: FEED_IN_POD, contractNumber: '300012345009', energyDirection: 'GENERATION', type, ...extra });
  const close = (a: number | null, b: number, tolerance = 0.00005 + 1e-12) => Math.abs((a as number) - b) <= tolerance;

  it('consumption per contribution factor − own coverage is what each community leaves to the supplier', async () => {
    const response = await request({
      dimension: 'ENERGY',
      pods: [
        entry({ type: 'ACTIVE_CURRENT' }),
        entry({ type: 'ENERGY_COMMUNITY_REMAINING_GRID_USAGE', energyCommunityId: A }),
        ...[A, B].flatMap((id) => [
          entry({ type: 'ENERGY_COMMUNITY_CONSUMPTION_PER_CONTRIBUTION_FACTOR', energyCommunityId: id }),
          entry({ type: 'ENERGY_COMMUNITY_OWN_COVERAGE', energyCommunityId: id }),
        ]),
      ],
    });
    expect(response.statusCode).toBe(200);
    const [consumption, remaining, perFactorA, ownA, perFactorB, ownB] = response.json() as Result[];
    expect(perFactorA).toMatchObject({
      type: 'ENERGY_COMMUNITY_CONSUMPTION_PER_CONTRIBUTION_FACTOR',
      energyDirection: 'CONSUMPTION',
      energyCommunityId: A,
      profileTypeContent: { header: 'Verbrauch (Teilnahmefaktor)' },
    });
    let drawnFromSupplier = 0;
    consumption.profileValues.forEach((c, i) => {
      const [pa, oa, pb, ob] = [perFactorA, ownA, perFactorB, ownB].map((r) => r.profileValues[i]);
      expect(pa.datetime).toBe(c.datetime);
      // Status levels follow the measured consumption (MISSING stays MISSING).
      expect([pa.status, pb.status]).toEqual([c.status, c.status]);
      if (c.value === null) {
        expect([pa.value, pb.value]).toEqual([null, null]);
        return;
      }
      expect(close(pa.value, c.value * 0.6)).toBe(true);
      expect(close(pb.value, c.value * 0.3)).toBe(true);
      // A community covers at most the part attributed to it.
      expect(oa.value as number).toBeLessThanOrEqual(pa.value as number);
      expect(ob.value as number).toBeLessThanOrEqual(pb.value as number);
      // The supplier delivers what each community left of its part plus the 10 % no community takes part in.
      const supplier = (pa.value as number) - (oa.value as number) + ((pb.value as number) - (ob.value as number)) + c.value * 0.1;
      expect(close(remaining.profileValues[i].value, supplier, 0.0003)).toBe(true);
      drawnFromSupplier += (pa.value as number) - (oa.value as number);
    });
    expect(drawnFromSupplier).toBeGreaterThan(1);
    // The results' sums give the same over the whole range, as clients add them up per type.
    const sum = (r: Result & { sum?: { value: number } }) => r.sum!.value;
    expect(sum(perFactorA) - sum(ownA)).toBeGreaterThan(0);
    expect(sum(perFactorA) - sum(ownA)).toBeCloseTo(
      perFactorA.profileValues.reduce((t, v, i) => t + (v.value ?? 0) - (ownA.profileValues[i].value ?? 0), 0),
      2,
    );
  });

  it("a member's PV feed-in: generation per contribution factor − over coverage is what the community received", async () => {
    const response = await request({
      dimension: 'ENERGY',
      pods: [
        feedIn('ACTIVE_CURRENT'),
        feedIn('ENERGY_COMMUNITY_GENERATION_PER_CONTRIBUTION_FACTOR', { energyCommunityId: B }),
        feedIn('ENERGY_COMMUNITY_OVER_COVERAGE_PER_CONTRIBUTION_FACTOR', { energyCommunityId: B }),
      ],
    });
    expect(response.statusCode).toBe(200);
    const [generation, perFactor, over] = response.json() as Result[];
    expect(generation.energyDirection).toBe('GENERATION');
    expect(perFactor).toMatchObject({
      energyDirection: 'GENERATION',
      energyCommunityId: B,
      energyCommunityName: 'Bürgerenergie Mühlviertel',
    });
    expect(over.profileTypeContent.header).toBe('Nicht in der Gemeinschaft verbraucht (Teilnahmefaktor)');
    let exported = 0;
    let surplus = 0;
    generation.profileValues.forEach((g, i) => {
      const p = perFactor.profileValues[i].value as number;
      const o = over.profileValues[i].value as number;
      // Half of the plant's generation takes part in the community.
      expect(close(p, (g.value as number) * 0.5)).toBe(true);
      expect(o).toBeGreaterThanOrEqual(0);
      expect(o).toBeLessThanOrEqual(p);
      if (p - o > 0) exported += 1;
      if (o > 0) surplus += 1;
    });
    // Sunny quarter-hours give to the community, and around noon more than its members use.
    expect(exported).toBeGreaterThan(100);
    expect(surplus).toBeGreaterThan(20);
    const sum = (r: Result) => (r as Result & { sum: { value: number; unit: string } }).sum;
    expect(sum(perFactor).value - sum(over).value).toBeGreaterThan(0);
    expect(sum(perFactor).value).toBeLessThanOrEqual(sum(generation).value);
  });

  it('the supply contract has no generation-side series, the feed-in none of the consumption side', async () => {
    const supply = await request({
      dimension: 'ENERGY',
      pods: [entry({ type: 'ENERGY_COMMUNITY_GENERATION_PER_CONTRIBUTION_FACTOR', energyCommunityId: B })],
    });
    expect(supply.statusCode).toBe(400);
    const generation = await request({ dimension: 'ENERGY', pods: [feedIn('ENERGY_COMMUNITY_OWN_COVERAGE', { energyCommunityId: B })] });
    expect(generation.statusCode).toBe(400);
  });

  it('carries sum 0 (never null) over a range without stored values', async () => {
    // One day of the feed-in's community series not (yet) delivered.
    await ctx.db.query(
      `DELETE FROM community_days WHERE profile_type = 16
          AND pod_id = (SELECT id FROM pods WHERE meter_point_number = $1) AND day = '2026-10-05'`,
      [FEED_IN_POD],
    );
    const response = await request({
      dimension: 'ENERGY',
      pods: [
        feedIn('ENERGY_COMMUNITY_GENERATION_PER_CONTRIBUTION_FACTOR', {
          energyCommunityId: B,
          timerange: { from: '2026-10-05', to: '2026-10-05' },
        }),
      ],
    });
    expect(response.statusCode).toBe(200);
    const [result] = response.json() as (Result & { sum: unknown })[];
    expect(result.profileValues).toEqual([]);
    expect(result.sum).toEqual({ value: 0, unit: 'KWH' });
  });
});
