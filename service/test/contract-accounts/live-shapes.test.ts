import type { ContractDetail, ServedTrend } from '@portal/shared/contract/contract-account';
import { addDays, viennaToday } from '../../src/dates/local-dates';
import { createTestApp, loginWithCsrf, type CookieJar, type TestContext } from '../helpers';

// Programs written against the live portal read these keys of the contract-account detail (API-COMPAT "Recorded
// answers of the live portal"). The fixtures below are written in that shape for these tests.
const TODAY = '2026-03-15';
const POD = 'AT0030000000000000000000000100001';

/** A trend as the live portal answers it: both periods' sums, days with values and local time ranges. */
const LIVE_TREND = {
  consumptionOld: { sum: expect.any(Number), perDay: expect.any(Number), days: expect.any(Number) },
  consumptionNew: { sum: expect.any(Number), perDay: expect.any(Number), days: expect.any(Number) },
  timerangeOld: { from: expect.stringMatching(/^\d{4}-\d\d-\d\dT00:00:00$/), to: expect.stringMatching(/^\d{4}-\d\d-\d\dT23:59:59$/) },
  timerangeNew: { from: expect.stringMatching(/^\d{4}-\d\d-\d\dT00:00:00$/), to: expect.stringMatching(/^\d{4}-\d\d-\d\dT23:59:59$/) },
};

/** A latest reading as the live portal answers it. */
const LIVE_READING = {
  meternumber: expect.stringMatching(/^\d+$/),
  registernumber: expect.any(String),
  decimalPlaces: expect.any(Number),
  newResult: {
    readingValue: expect.any(Number),
    timestamp: expect.stringMatching(/T00:00:00$/),
    decimalPlaces: expect.any(Number),
    plausible: true,
  },
};

let ctx: TestContext;
let max: { jar: CookieJar; token: string };

beforeAll(async () => {
  ctx = await createTestApp({ seed: { today: TODAY, days: 450 } });
  max = await loginWithCsrf(ctx.app, 'max.mustermann');
}, 180_000);
afterAll(() => ctx.close());

const detail = async (bpn: string, can: string) => {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/service/v1.0/contract-accounts/${bpn}/${can}`,
    headers: { cookie: max.jar.header() },
  });
  expect(response.statusCode).toBe(200);
  return response.json();
};

async function profileSum(from: string, to: string): Promise<number> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/service/v1.0/consumptions/profile/active',
    headers: { cookie: max.jar.header(), 'x-xsrf-token': max.token },
    payload: {
      dimension: 'ENERGY',
      pods: [
        {
          contractAccountNumber: '400012345001',
          meterPointAdministrationNumber: POD,
          type: 'ACTIVE_CURRENT',
          timerange: { from, to },
          bestAvailableGranularity: 'DAY',
        },
      ],
    },
  });
  expect(response.statusCode).toBe(200);
  return response.json()[0].sum.value;
}

type Contract = ContractDetail;

describe('trends in the live shape', () => {
  it('are objects on every contract, never null', async () => {
    for (const can of ['400012345001', '400012345002', '400012345003']) {
      for (const contract of (await detail('1000012345', can)).contracts as Contract[]) {
        expect(contract.pointOfDelivery.monthlyTrend).toMatchObject(LIVE_TREND);
        expect(contract.pointOfDelivery.yearlyTrend).toMatchObject(LIVE_TREND);
      }
    }
  });

  it("carry the real sums of both periods and the days with values, beside the spec's model", async () => {
    const supply = ((await detail('1000012345', '400012345001')).contracts as Contract[]).find((c) => !c.powerGenerationUnit)!;
    const trend = supply.pointOfDelivery.monthlyTrend as Required<ServedTrend>;
    expect(trend.timerangeNew).toEqual({ from: '2026-02-13T00:00:00', to: '2026-03-14T23:59:59' });
    expect(trend.timerangeOld).toEqual({ from: '2025-02-13T00:00:00', to: '2025-03-14T23:59:59' });
    expect(trend.consumptionNew.sum).toBeCloseTo(await profileSum('2026-02-13', '2026-03-14'), 2);
    expect(trend.consumptionOld.sum).toBeCloseTo(await profileSum('2025-02-13', '2025-03-14'), 2);
    expect(trend.consumptionNew.days).toBe(30);
    expect(trend.consumptionNew.perDay).toBeCloseTo(trend.consumptionNew.sum / 30, 2);
    // A client's change, as the live integrations compute it, agrees with the spec's percentage.
    const change = (trend.consumptionNew.sum - trend.consumptionOld.sum) / trend.consumptionOld.sum;
    expect(trend.percentage).toBeCloseTo(Math.abs(change) * 100, 0);
    expect(trend.direction).toBe(change >= 0 ? 'UP' : 'DOWN');
  });

  it('without values: zeros over the periods that would apply, and no model', async () => {
    // The ended account's meter has no quarter-hour values: its trends end yesterday.
    const [ended] = (await detail('1000012345', '400012345003')).contracts as Contract[];
    expect(ended.pointOfDelivery.maximumDate).toBeNull();
    const trend = ended.pointOfDelivery.monthlyTrend as ServedTrend;
    expect(trend.consumptionNew).toEqual({ sum: 0, perDay: 0, days: 0 });
    expect(trend.consumptionOld).toEqual({ sum: 0, perDay: 0, days: 0 });
    const yesterday = addDays(viennaToday(), -1);
    expect(trend.timerangeNew).toEqual({ from: `${addDays(yesterday, -29)}T00:00:00`, to: `${yesterday}T23:59:59` });
    expect(trend.direction).toBeUndefined();
  });
});

describe('standard load profile, readings and bank accounts in the live shape', () => {
  it('names the standard load profile by its category: Haushalt for a household, Photovoltaik for a feed-in', async () => {
    const contracts = (await detail('1000012345', '400012345001')).contracts as Contract[];
    const supply = contracts.find((c) => !c.powerGenerationUnit)!;
    const feedIn = contracts.find((c) => c.powerGenerationUnit)!;
    expect(supply.synthProfile).toBe('Haushalt');
    expect(supply.synthProfileCode).toBe('H0');
    expect(feedIn.synthProfile).toBe('Photovoltaik');
  });

  it('gives every latest reading its meter number, the reading before it and the consumption between', async () => {
    const supply = ((await detail('1000012345', '400012345001')).contracts as Contract[]).find((c) => !c.powerGenerationUnit)!;
    const values = supply.pointOfDelivery.lastReadings!.values;
    expect(values.length).toBeGreaterThan(0);
    for (const reading of values) {
      expect(reading).toMatchObject(LIVE_READING);
      expect(reading.meternumber).toBe(supply.pointOfDelivery.meter.meterNumber);
      expect(reading.oldResult).toMatchObject({ readingValue: expect.any(Number), timestamp: expect.any(String) });
      expect(reading.calculatedConsumption).toBeCloseTo(reading.newResult.readingValue - reading.oldResult!.readingValue, 3);
      expect(reading.unitForCalculatedConsumption).toBe('KWH');
      expect(reading.relevantConsumption).toBeCloseTo(reading.calculatedConsumption!, 3);
    }
    expect(typeof supply.pointOfDelivery.lastReadings!.newReadingPossible).toBe('boolean');
  });

  it('keys the readings history by meter number and adds it up', async () => {
    const supply = ((await detail('1000012345', '400012345001')).contracts as Contract[]).find((c) => !c.powerGenerationUnit)!;
    const history = supply.readingsHistory!;
    const meterNumber = supply.pointOfDelivery.meter.meterNumber;
    expect(Array.isArray(history.readingsPerMeter)).toBe(false);
    expect(Object.keys(history.readingsPerMeter)).toEqual([meterNumber]);
    expect(history.readingsPerMeter[meterNumber]).toEqual(history.meters[0].readings);
    const relevant = history.meters[0].readings.reduce((sum, r) => sum + r.relevantConsumption, 0);
    expect(history.relevantConsumptionSum).toBeCloseTo(relevant, 2);
    expect(history.relevantConsumptionUnit).toBe('KWH');
    const billed = supply.consumptions!.values.reduce((sum, b) => sum + b.value, 0);
    expect(supply.consumptions!.totalConsumption).toBeCloseTo(billed, 2);
  });

  it('serves bank accounts as objects, empty without one', async () => {
    const withBank = await detail('1000012345', '400012345001');
    expect(withBank.bankAccountIn).toMatchObject({ iban: expect.stringMatching(/^AT\d{18}$/) });
    expect(withBank.bankAccountOut).toEqual({});
    const without = await detail('1000012346', '400012346001');
    expect(without.bankAccountIn).toEqual({});
    expect(without.bankAccountOut).toEqual({});
  });
});

/** An energy-community timeslice as the live portal answers it. */
const LIVE_TIMESLICE = {
  energyCommunityId: expect.stringMatching(/^AT\d{11}(RC|CC)\d{6}\d{12}$/),
  energyCommunityName: expect.any(String),
  status: expect.stringMatching(/^(ACTIVE|HISTORICAL)$/),
  from: expect.stringMatching(/^\d{4}-\d\d-\d\d$/),
  to: expect.stringMatching(/^\d{4}-\d\d-\d\d$/),
  profileDataAvailableFrom: expect.stringMatching(/^\d{4}-\d\d-\d\d$/),
  profileDataAvailableTo: expect.stringMatching(/^\d{4}-\d\d-\d\d$/),
  profiles: expect.any(Array),
};

/** The further live keys of a contract, and of its point of delivery and series. */
const LIVE_CONTRACT_KEYS = {
  amisActive: expect.any(Boolean),
  availableProfileTypes: expect.any(Array),
  productChangeAvailable: expect.any(Boolean),
  disconnectionNotification: expect.any(Boolean),
  reactiveCurrentProfilePresent: expect.any(Boolean),
  monthlyProfileDispatchInactive: expect.any(Boolean),
  dailyProfileDispatchInactive: expect.any(Boolean),
  monthlyProfileDispatchStatus: expect.stringMatching(/^(ACTIVE|INACTIVE|HIDE)$/),
  dailyProfileDispatchStatus: expect.stringMatching(/^(ACTIVE|INACTIVE|HIDE)$/),
  pointOfDelivery: expect.objectContaining({
    availableTimeRange: expect.any(Object),
    smartMeterActive: expect.any(Boolean),
    loadProfileActive: expect.any(Boolean),
    deviceKeyStatus: expect.any(String),
  }),
};
const LIVE_PROFILE_KEYS = {
  meterPointAdministrationNumber: expect.stringMatching(/^AT\d{11}[0-9A-Z]{20}$/),
  smartMeter: expect.any(Boolean),
  loadProfile: expect.any(Boolean),
  reactiveCurrentProfile: expect.any(Boolean),
  smartMeterType: expect.any(String),
};

describe('further live keys of the contract detail', () => {
  it("derives them from the contract's state: max's running smart meter against his ended contract", async () => {
    const supply = ((await detail('1000012345', '400012345001')).contracts as Contract[]).find((c) => !c.powerGenerationUnit)!;
    expect(supply).toMatchObject(LIVE_CONTRACT_KEYS);
    expect(supply).toMatchObject({
      amisActive: true,
      monthlyProfileDispatchActive: true,
      monthlyProfileDispatchInactive: false,
      monthlyProfileDispatchStatus: 'ACTIVE',
      dailyProfileDispatchStatus: 'INACTIVE',
      reactiveCurrentProfilePresent: false,
      pointOfDelivery: { smartMeterActive: true, loadProfileActive: true, deviceKeyStatus: 'ACTIVE' },
    });
    expect(supply.pointOfDelivery.availableTimeRange).toEqual({
      from: supply.pointOfDelivery.minimumDate,
      to: supply.pointOfDelivery.maximumDate,
    });
    expect(supply.availableProfileTypes).toEqual(
      expect.arrayContaining(['ACTIVE_CURRENT', 'ENERGY_COMMUNITY_OWN_COVERAGE', 'ENERGY_COMMUNITY_CONSUMPTION_PER_CONTRIBUTION_FACTOR']),
    );
    for (const profile of supply.pointOfDelivery.profiles) {
      expect(profile).toMatchObject({ ...LIVE_PROFILE_KEYS, meterPointAdministrationNumber: POD, smartMeter: true, loadProfile: true });
    }
    const [ended] = (await detail('1000012345', '400012345003')).contracts as Contract[];
    expect(ended).toMatchObject({
      ...LIVE_CONTRACT_KEYS,
      amisActive: false,
      disconnectionNotification: false,
      productChangeAvailable: false,
    });
    expect(ended.pointOfDelivery.smartMeterActive).toBe(false);
    // No stored values: the range is open at both ends.
    expect(ended.pointOfDelivery.availableTimeRange).toEqual({ from: null, to: null });
  });

  it('carries equipment number and integer places on every latest reading, from the register', async () => {
    const supply = ((await detail('1000012345', '400012345001')).contracts as Contract[]).find((c) => !c.powerGenerationUnit)!;
    const registers = await ctx.db.query<{ register_number: string; equipment_number: string; integer_places: number }>(
      `SELECT register_number, equipment_number, integer_places FROM meter_registers
        WHERE pod_id = (SELECT id FROM pods WHERE meter_point_number = $1)`,
      [POD],
    );
    for (const reading of supply.pointOfDelivery.lastReadings!.values) {
      const register = registers.rows.find((r) => r.register_number === reading.registernumber)!;
      expect(reading).toMatchObject({ equipmentnumber: register.equipment_number, integerPlaces: register.integer_places });
      expect(reading.newResult.integerPlaces).toBe(register.integer_places);
    }
  });
});

describe('energy communities and meter points in the live shape', () => {
  it('gives the feed-in its own meter point on the same meter, with its generation-side community timeslice', async () => {
    const contracts = (await detail('1000012345', '400012345001')).contracts as Contract[];
    const supply = contracts.find((c) => !c.powerGenerationUnit)!;
    const feedIn = contracts.find((c) => c.powerGenerationUnit)!;
    expect(feedIn.pointOfDelivery.meterPointAdministrationNumber).toBe('AT0030000000090000000000000100001');
    expect(feedIn.pointOfDelivery.meterPointAdministrationNumber).not.toBe(supply.pointOfDelivery.meterPointAdministrationNumber);
    expect(feedIn.pointOfDelivery.meter.meterNumber).toBe(supply.pointOfDelivery.meter.meterNumber);
    expect(feedIn.pointOfDelivery.profiles.map((p) => [p.profileType, p.energyDirection])).toEqual([['ACTIVE_CURRENT', 'GENERATION']]);
    const [slice] = feedIn.energyCommunityData.timeslices;
    expect(slice).toMatchObject({ ...LIVE_TIMESLICE, status: 'ACTIVE', to: '9999-12-31' });
    expect(slice.profiles.map((p) => p.profileType).sort()).toEqual([
      'ENERGY_COMMUNITY_GENERATION_PER_CONTRIBUTION_FACTOR',
      'ENERGY_COMMUNITY_OVER_COVERAGE_PER_CONTRIBUTION_FACTOR',
    ]);
    // The supply's timeslices carry the consumption side only.
    for (const supplySlice of supply.energyCommunityData.timeslices) {
      expect(supplySlice).toMatchObject(LIVE_TIMESLICE);
      expect(supplySlice.profiles.map((p) => p.profileType)).toContain('ENERGY_COMMUNITY_CONSUMPTION_PER_CONTRIBUTION_FACTOR');
      expect(supplySlice.profiles.map((p) => p.profileType)).not.toContain('ENERGY_COMMUNITY_GENERATION_PER_CONTRIBUTION_FACTOR');
    }
  });

  it("lets a client match an energy-community consent to its community: the community id contains the consent's provider", async () => {
    // Max's supply and feed-in (Sonnenstrom Lindenviertel, Bürgerenergie Mühlviertel) and holiday home (Attersee).
    const contracts = [
      ...((await detail('1000012345', '400012345001')).contracts as Contract[]),
      ...((await detail('1000012346', '400012346001')).contracts as Contract[]),
    ];
    const response = await ctx.app.inject({ method: 'GET', url: '/service/v1.0/consents', headers: { cookie: max.jar.header() } });
    expect(response.statusCode).toBe(200);
    const communityConsents = (
      response.json() as { serviceProvider: string; serviceProviderName: string; energyDirection?: string; pod: string }[]
    ).filter((c) => c.energyDirection !== undefined);
    expect(new Set(communityConsents.map((c) => c.serviceProvider))).toEqual(new Set(['RC100417', 'CC300112', 'CC200815']));
    for (const consent of communityConsents) {
      expect(consent.serviceProvider).toMatch(/^(RC|CC)\d{6}$/);
      const contract = contracts.find((c) => c.pointOfDelivery.meterPointAdministrationNumber === consent.pod);
      const matching = contract?.energyCommunityData.timeslices.filter((t) => t.energyCommunityId.includes(consent.serviceProvider));
      expect(matching?.length).toBeGreaterThan(0);
      for (const slice of matching ?? []) expect(slice.energyCommunityName).toBe(consent.serviceProviderName);
    }
  });
});

describe('keys a client reads on every contract', () => {
  it('serves the readings history and billed consumptions of a contract without readings, empty', async () => {
    await ctx.db.query(
      `DELETE FROM meter_readings WHERE pod_id = (SELECT pod_id FROM contracts WHERE contract_account_number = '400012346001')`,
    );
    const [contract] = (await detail('1000012346', '400012346001')).contracts as Contract[];
    const meterNumber = contract.pointOfDelivery.meter.meterNumber;
    expect(contract.readingsHistory).toEqual({
      readingsPerMeter: { [meterNumber]: [] },
      meters: [{ meterNumber, readings: [] }],
      maxConsumptionPerDay: 0,
      calculatedConsumptionSum: 0,
      relevantConsumptionSum: 0,
      relevantConsumptionUnit: 'KWH',
    });
    expect(contract.consumptions).toEqual({ values: [], largestConsumption: 0, totalConsumption: 0 });
  });
});
