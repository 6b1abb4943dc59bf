import type { ContractAccountDetail, ContractDetail, ServedTrend } from '@portal/shared/contract/contract-account';
import type { ProfileList } from '@portal/shared/contract/consumption';
import { handOverMeterPoint } from '../contract-handover';
import { createTestApp, loginWithCsrf, type CookieJar, type TestContext } from '../helpers';
import { flat, putDayRow } from '../notifications/day-rows';

// Max (A) moved out of the flat of his smart meter on 14 Feb 2026; Erika (B) moved in on 15 Feb. The meter point has
// values from 14 Jan to 14 Mar 2026 (the seed's 60 days), a reading at the handover and one of Erika's on 1 Mar, both
// communities of the demo for all those days, and a third community it joined on 20 Feb (Erika's). Each customer reads
// only the days of their own contract: values, downloads, communities, the profile list and the contract-account detail.
const TODAY = '2026-03-15';
const POD = 'AT0030000000000000000000000100001';
const A = { bpn: '1000012345', can: '400012345001', contract: '300012345001' };
const B = { bpn: '1000023456', can: '400023456009', contract: '300023456009' };
const LAST_DAY = '2026-02-14';
const FIRST_DAY = '2026-02-15';
const COMMUNITIES = ['AT00300000000RC100417000000731208', 'AT00300000000CC300112000000518364'];
const ERIKAS_COMMUNITY = { id: 'AT00300000000CC999001000000123456', name: 'Energiegemeinschaft Nachmieter' };

let ctx: TestContext;
let max: { jar: CookieJar; token: string };
let erika: { jar: CookieJar; token: string };
let podId: number;

type Who = { jar: CookieJar; token: string };
type Range = { from: string; to: string };
const pod = (who: typeof A, range: Range, extra: Record<string, unknown> = {}) => ({
  contractAccountNumber: who.can,
  meterPointAdministrationNumber: POD,
  timerange: range,
  bestAvailableGranularity: 'QUARTER_OF_AN_HOUR',
  ...extra,
});
const values = (who: typeof A, range: Range, extra: Record<string, unknown> = {}) => ({
  dimension: 'ENERGY',
  pods: [pod(who, range, { type: 'ACTIVE_CURRENT', ...extra })],
});
const communities = (who: typeof A, range: Range) => ({
  dimension: 'ENERGY',
  comparisonType: 'ALL_ENERGY_COMMUNITIES',
  pods: [pod(who, range, { energyCommunityId: 'ALL', bestAvailableGranularity: 'DAY' })],
});
const post = (who: Who, url: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url, headers: { cookie: who.jar.header(), 'x-xsrf-token': who.token }, payload });
const profile = (who: Who, payload: object) => post(who, '/service/v1.0/consumptions/profile/active', payload);
const download = (who: Who, payload: object) => post(who, '/service/v1.0/consumptions/profile/active/download', payload);
const columns = (who: Who, payload: object) => post(who, '/service/v1.0/consumptions/profiles/download', payload);
const get = (who: Who, url: string) => ctx.app.inject({ method: 'GET', url, headers: { cookie: who.jar.header() } });
const detail = async (who: Who, account: typeof A): Promise<ContractDetail> => {
  const response = await get(who, `/service/v1.0/contract-accounts/${account.bpn}/${account.can}`);
  expect(response.statusCode).toBe(200);
  return (response.json() as ContractAccountDetail).contracts.find((c) => c.contractNumber === account.contract)!;
};
const listEntry = async (who: Who, account: typeof A) => {
  const response = await get(who, '/service/v1.0/consumptions/profiles');
  expect(response.statusCode).toBe(200);
  return (response.json() as ProfileList).find((e) => e.contractNumber === account.contract)!;
};
const rangeError = (from: string, to: string) => [
  { path: 'pods.0.timerange', message: `Daten sind nur von ${from} bis ${to} verfügbar.`, number: 5 },
];
const sumOf = async (who: Who, account: typeof A, range: Range) => {
  const response = await profile(who, values(account, range, { bestAvailableGranularity: 'DAY' }));
  expect(response.statusCode).toBe(200);
  return (response.json() as { sum: { value: number } }[])[0].sum.value;
};

/** Max's answers for days of his own contract, taken before he moved out. */
const before: Record<string, string> = {};
const OWN: Range = { from: '2026-02-01', to: LAST_DAY };
const ERIKAS: Range = { from: FIRST_DAY, to: '2026-03-14' };
/** Max's answer for the days that became Erika's, taken before the handover (the values she reads now). */
let erikasDaysBefore: { profileValues: unknown[]; sum: unknown }[];

beforeAll(async () => {
  ctx = await createTestApp({ seed: { today: TODAY, days: 60 } });
  max = await loginWithCsrf(ctx.app, 'max.mustermann');
  erika = await loginWithCsrf(ctx.app, 'erika.musterfrau');
  podId = (await ctx.db.query<{ id: number }>('SELECT id FROM pods WHERE meter_point_number = $1', [POD])).rows[0].id;

  before.json = (await profile(max, values(A, OWN))).body;
  before.power = (await profile(max, { ...values(A, OWN, { bestAvailableGranularity: 'HOUR' }), dimension: 'POWER' })).body;
  before.csv = (await download(max, values(A, OWN))).body;
  before.columns = (await columns(max, values(A, OWN, { energyDirection: 'CONSUMPTION' }))).body;
  before.communities = (await profile(max, communities(A, OWN))).body;
  before.communityCsv = (await download(max, communities(A, OWN))).body;
  erikasDaysBefore = (await profile(max, values(A, ERIKAS, { bestAvailableGranularity: 'DAY' }))).json();

  await handOverMeterPoint(
    ctx.db,
    { contractNumber: A.contract, lastDay: LAST_DAY },
    { businessPartnerNumber: B.bpn, contractAccountNumber: B.can, contractNumber: B.contract, firstDay: FIRST_DAY },
  );
  // The meter's state at the handover (the end of Max's last day) and Erika's own reading on 1 March.
  const last = await ctx.db.query<{ value: number }>(
    `SELECT reading_value::float8 AS value FROM meter_readings WHERE pod_id = $1 AND register_number = '1.8.0'
      ORDER BY read_on DESC LIMIT 1`,
    [podId],
  );
  await ctx.db.query(
    `INSERT INTO meter_readings (pod_id, register_number, energy_direction, read_on, reading_value, reading_type)
     VALUES ($1, '1.8.0', 'CONSUMPTION', $2::date, $3, 'N'), ($1, '1.8.0', 'CONSUMPTION', '2026-03-01', $4, 'K')`,
    [podId, LAST_DAY, last.rows[0].value + 600, last.rows[0].value + 900],
  );
  // Erika's meter point joins a community of its own after Max moved out.
  await ctx.db.query(`INSERT INTO energy_communities (id, name, allocation) VALUES ($1, $2, 'STATIC')`, [
    ERIKAS_COMMUNITY.id,
    ERIKAS_COMMUNITY.name,
  ]);
  await ctx.db.query(
    `INSERT INTO energy_community_memberships (pod_id, energy_community_id, valid_from, valid_to, participation_factor)
     VALUES ($1, $2, '2026-02-20', '9999-12-31', 50)`,
    [podId, ERIKAS_COMMUNITY.id],
  );
  await ctx.db.query(
    `INSERT INTO pod_profiles (pod_id, series_id, granularity, valid_from, valid_to, energy_community_id)
     VALUES ($1, 10, 'QUARTER_OF_AN_HOUR', '2026-02-20', '2026-03-14', $2)`,
    [podId, ERIKAS_COMMUNITY.id],
  );
}, 180_000);
afterAll(() => ctx.close());

describe('profile values when a meter point changes hands', () => {
  it('answers 400 for a range after the move-out to the former customer and before the move-in to the next', async () => {
    for (const range of [
      { from: '2026-02-10', to: '2026-02-20' },
      { from: FIRST_DAY, to: FIRST_DAY },
      { from: '2026-03-01', to: '2026-03-14' },
    ]) {
      const response = await profile(max, values(A, range));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(rangeError('14.01.2026', '14.02.2026'));
    }
    for (const range of [
      { from: '2026-02-10', to: '2026-02-20' },
      { from: LAST_DAY, to: LAST_DAY },
      { from: '2026-01-14', to: '2026-01-31' },
    ]) {
      const response = await profile(erika, values(B, range));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(rangeError('15.02.2026', '14.03.2026'));
    }
  });

  it("answers the former customer's own days as before, byte for byte, in JSON and CSV", async () => {
    expect((await profile(max, values(A, OWN))).body).toBe(before.json);
    expect((await profile(max, { ...values(A, OWN, { bestAvailableGranularity: 'HOUR' }), dimension: 'POWER' })).body).toBe(before.power);
    expect((await download(max, values(A, OWN))).body).toBe(before.csv);
    expect((await columns(max, values(A, OWN, { energyDirection: 'CONSUMPTION' }))).body).toBe(before.columns);
    expect((await profile(max, communities(A, OWN))).body).toBe(before.communities);
    expect((await download(max, communities(A, OWN))).body).toBe(before.communityCsv);
  });

  it('gives the next customer the values of her own days', async () => {
    const response = await profile(erika, values(B, ERIKAS, { bestAvailableGranularity: 'DAY' }));
    expect(response.statusCode).toBe(200);
    const [result] = response.json();
    expect(result).toMatchObject({ contractAccountNumber: B.can, contractNumber: B.contract, from: `${FIRST_DAY}T00:00:00` });
    expect(result.profileValues).toEqual(erikasDaysBefore[0].profileValues);
    expect(result.sum).toEqual(erikasDaysBefore[0].sum);
  });

  it('keeps both CSV downloads to the same days', async () => {
    const after = { from: '2026-02-10', to: '2026-02-20' };
    for (const call of [download, columns]) {
      const former = await call(max, values(A, after, { energyDirection: 'CONSUMPTION' }));
      expect(former.statusCode).toBe(400);
      expect(former.json()).toEqual(rangeError('14.01.2026', '14.02.2026'));
      const next = await call(erika, values(B, after, { energyDirection: 'CONSUMPTION' }));
      expect(next.statusCode).toBe(400);
      expect(next.json()).toEqual(rangeError('15.02.2026', '14.03.2026'));
      const own = await call(erika, values(B, ERIKAS, { energyDirection: 'CONSUMPTION' }));
      expect(own.statusCode).toBe(200);
      expect(own.body).toContain('"15.02.2026 00:00"');
      expect(own.body).not.toContain('14.02.2026');
    }
  });

  it("keeps energy-community values to each customer's days, and a community joined after the move-out to the next customer", async () => {
    const former = await profile(max, communities(A, { from: '2026-02-10', to: '2026-02-20' }));
    expect(former.statusCode).toBe(400);
    expect((await download(max, communities(A, { from: FIRST_DAY, to: '2026-02-20' }))).statusCode).toBe(400);
    expect((await profile(erika, communities(B, { from: '2026-02-10', to: FIRST_DAY }))).statusCode).toBe(400);

    // Max's own days: the demo's two communities, never the name of the one the meter point joined after he left.
    const own = (await profile(max, communities(A, OWN))).json() as { energyCommunityId: string }[];
    expect(new Set(own.map((r) => r.energyCommunityId))).toEqual(new Set(COMMUNITIES));
    expect((await profile(max, communities(A, OWN))).body).not.toContain(ERIKAS_COMMUNITY.name);
    const next = await profile(erika, communities(B, ERIKAS));
    expect(next.statusCode).toBe(200);
    expect(new Set((next.json() as { energyCommunityId: string }[]).map((r) => r.energyCommunityId))).toEqual(
      new Set([...COMMUNITIES, ERIKAS_COMMUNITY.id]),
    );
    expect((await download(erika, communities(B, ERIKAS))).statusCode).toBe(200);
  });
});

describe('profile list and contract-account detail when a meter point changes hands', () => {
  it('give each customer the data range, series and community flag of their own days', async () => {
    const former = await listEntry(max, A);
    expect(former).toMatchObject({ minimumDate: '2026-01-14', maximumDate: LAST_DAY, energyCommunityActive: false });
    expect(former.profiles.length).toBeGreaterThan(0);
    for (const p of former.profiles) expect(p.to <= LAST_DAY).toBe(true);
    const next = await listEntry(erika, B);
    expect(next).toMatchObject({ minimumDate: FIRST_DAY, maximumDate: '2026-03-14', energyCommunityActive: true });
    for (const p of next.profiles) expect(p.from >= FIRST_DAY).toBe(true);

    const a = await detail(max, A);
    expect(a.pointOfDelivery).toMatchObject({
      minimumDate: '2026-01-14',
      maximumDate: LAST_DAY,
      availableTimeRange: { from: '2026-01-14', to: LAST_DAY },
    });
    expect(a.pointOfDelivery.profiles.map((p) => p.to)).toEqual([LAST_DAY]);
    const b = await detail(erika, B);
    expect(b.pointOfDelivery).toMatchObject({ minimumDate: FIRST_DAY, maximumDate: '2026-03-14' });
    expect(b.pointOfDelivery.profiles.map((p) => p.from)).toEqual([FIRST_DAY]);
  });

  it('shows each customer only their own community memberships, ended for the former at the move-out', async () => {
    const a = (await detail(max, A)).energyCommunityData;
    expect(a.energyCommunityActive).toBe(false);
    expect(a.timeslices.map((t) => t.energyCommunityId).sort()).toEqual([...COMMUNITIES].sort());
    for (const slice of a.timeslices) {
      expect(slice).toMatchObject({ status: 'HISTORICAL', to: LAST_DAY, profileDataAvailableTo: LAST_DAY });
      for (const p of slice.profiles) expect(p.to <= LAST_DAY).toBe(true);
    }
    const b = (await detail(erika, B)).energyCommunityData;
    expect(b.energyCommunityActive).toBe(true);
    expect(b.timeslices.map((t) => t.energyCommunityId).sort()).toEqual([...COMMUNITIES, ERIKAS_COMMUNITY.id].sort());
    for (const slice of b.timeslices) {
      expect(slice.status).toBe('ACTIVE');
      expect(slice.from >= FIRST_DAY).toBe(true);
      if (slice.profileDataAvailableFrom !== null) expect(slice.profileDataAvailableFrom >= FIRST_DAY).toBe(true);
    }
  });

  it("computes the trends within each customer's own days", async () => {
    const a = (await detail(max, A)).pointOfDelivery.monthlyTrend as ServedTrend;
    expect(a.timerangeNew).toEqual({ from: '2026-01-16T00:00:00', to: `${LAST_DAY}T23:59:59` });
    expect(a.consumptionNew.days).toBe(30);
    expect(a.consumptionNew.sum).toBeCloseTo(await sumOf(max, A, { from: '2026-01-16', to: LAST_DAY }), 2);

    // Erika's current month reaches back before her move-in: only her 28 days count.
    const b = (await detail(erika, B)).pointOfDelivery;
    const monthly = b.monthlyTrend as ServedTrend;
    expect(monthly.timerangeNew).toEqual({ from: '2026-02-13T00:00:00', to: '2026-03-14T23:59:59' });
    expect(monthly.consumptionNew.days).toBe(28);
    const own = await sumOf(erika, B, ERIKAS);
    expect(monthly.consumptionNew.sum).toBeCloseTo(own, 2);
    const yearly = b.yearlyTrend as ServedTrend;
    expect(yearly.consumptionNew).toMatchObject({ days: 28 });
    expect(yearly.consumptionNew.sum).toBeCloseTo(own, 2);
    expect(yearly.consumptionOld).toEqual({ sum: 0, perDay: 0, days: 0 });
  });

  it("shows readings history, billed consumptions and latest readings of each customer's own days only", async () => {
    const a = await detail(max, A);
    const aPeriods = a.readingsHistory!.meters[0].readings.map((r) => `${r.from}/${r.to}`);
    expect(aPeriods[0]).toBe(`2026-01-01/${LAST_DAY}`);
    expect(aPeriods).toContain('2025-01-01/2025-12-31');
    for (const period of aPeriods) expect(period.slice(11) <= LAST_DAY).toBe(true);
    expect(a.consumptions!.values.every((v) => v.to <= LAST_DAY)).toBe(true);
    const [aLatest] = a.pointOfDelivery.lastReadings!.values;
    expect(aLatest.newResult.timestamp).toBe(`${LAST_DAY}T00:00:00`);
    expect(aLatest.oldResult?.timestamp).toBe('2025-12-31T00:00:00');
    expect(a.editableReadings!.values.map((r) => r.lastReading?.date)).toEqual([LAST_DAY]);

    // Erika: the period from the handover reading to hers, never one of Max's days.
    const b = await detail(erika, B);
    expect(b.readingsHistory!.meters[0].readings.map((r) => `${r.from}/${r.to}`)).toEqual([`${FIRST_DAY}/2026-03-01`]);
    expect(b.readingsHistory!.meters[0].readings[0].relevantConsumption).toBe(300);
    expect(b.consumptions!.values).toEqual([]);
    const [bLatest] = b.pointOfDelivery.lastReadings!.values;
    // Her reading advanced by her quarter-hours since, as of her last day with values.
    expect(bLatest.newResult.timestamp).toBe('2026-03-14T00:00:00');
    expect(bLatest.oldResult?.timestamp).toBe('2026-03-01T00:00:00');
    expect(b.editableReadings!.values.map((r) => r.lastReading?.date)).toEqual(['2026-03-01']);
  });
});

describe('the standard load profile comparison after a meter point changed hands', () => {
  it("scales the former customer's comparison by his own consumption only, never by the next customer's", async () => {
    const comparison = (who: Who, account: typeof A, range: Range) =>
      profile(who, { dimension: 'ENERGY', pods: [pod(account, range, { type: 'COMPARISON', bestAvailableGranularity: 'DAY' })] });
    const formerBefore = await comparison(max, A, OWN);
    const nextBefore = await comparison(erika, B, ERIKAS);
    expect(formerBefore.statusCode).toBe(200);
    // Erika uses far more on one of her days.
    await putDayRow(ctx.db, podId, '2026-03-01', flat('2026-03-01', 5));
    expect((await comparison(max, A, OWN)).body).toBe(formerBefore.body);
    expect((await comparison(erika, B, ERIKAS)).body).not.toBe(nextBefore.body);
    expect((await comparison(max, A, { from: LAST_DAY, to: FIRST_DAY })).statusCode).toBe(400);
  });
});

describe('a customer who moves back in after the next one moved out', () => {
  // Erika moves out on 1 March; Max's contract account takes the flat again from 2 March with a new contract.
  const BACK = '2026-03-02';
  beforeAll(async () => {
    await ctx.db.query(`UPDATE contracts SET move_out_date = '2026-03-01', active = false WHERE contract_number = $1`, [B.contract]);
    await ctx.db.query(
      `INSERT INTO contracts
       SELECT (jsonb_populate_record(c, jsonb_build_object('contract_number', '300012345077', 'move_in_date', $2::text,
                                                           'move_out_date', NULL, 'active', true))).*
         FROM contracts c WHERE c.contract_number = $1`,
      [A.contract, BACK],
    );
  });

  it("reads only the days since his return, never Erika's days between his two contracts", async () => {
    for (const range of [ERIKAS, { from: '2026-02-20', to: '2026-03-05' }, OWN]) {
      const response = await profile(max, values(A, range));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(rangeError('02.03.2026', '14.03.2026'));
      expect((await download(max, values(A, range))).statusCode).toBe(400);
    }
    expect((await profile(max, values(A, { from: BACK, to: '2026-03-14' }))).statusCode).toBe(200);
    expect(await listEntry(max, A)).toMatchObject({ minimumDate: BACK, maximumDate: '2026-03-14' });
    const history = (await detail(max, A)).readingsHistory?.meters[0]?.readings ?? [];
    for (const period of history) expect(period.from >= BACK).toBe(true);
  });

  it('leaves Erika her own days', async () => {
    const response = await profile(erika, values(B, { from: FIRST_DAY, to: '2026-03-01' }));
    expect(response.statusCode).toBe(200);
    expect((await profile(erika, values(B, { from: FIRST_DAY, to: BACK }))).statusCode).toBe(400);
  });
});
