import { createTestApp, loginWithCsrf, type CookieJar, type TestContext } from '../helpers';

// A seed whose quarter-hour values cover the whole of 2025, the period max's January 2026 invoice bills.
const TODAY = '2026-03-15';
const POD = 'AT0030000000000000000000000100001';

let ctx: TestContext;
let max: { jar: CookieJar; token: string };

beforeAll(async () => {
  ctx = await createTestApp({ seed: { today: TODAY, days: 450 } });
  max = await loginWithCsrf(ctx.app, 'max.mustermann');
  // Fifteen months of quarter-hours take a while to seed on a busy machine.
}, 180_000);
afterAll(() => ctx.close());

const detail = async (bpn: string, can: string, who = max) => {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/service/v1.0/contract-accounts/${bpn}/${can}`,
    headers: { cookie: who.jar.header() },
  });
  expect(response.statusCode).toBe(200);
  return response.json();
};

interface Entry {
  from: string;
  to: string;
  relevantConsumption: number;
  unit: string;
  nrOfDays: number;
  consumptionPerDay: number;
  registers?: { registernumber: string; oldReading: number; oldType: string; newReading: number; newType: string }[];
  oldValue?: number;
  newValue?: number;
  calculatedConsumption?: number;
  conversionFactor?: number;
  caloricValue?: number;
}

describe('readings history and billed consumptions in the contract-account detail', () => {
  it('lists consecutive periods per register, newest first, each closed by an operator reading of the smart meter', async () => {
    const account = await detail('1000012345', '400012345001');
    const supply = account.contracts.find((c: { powerGenerationUnit: boolean }) => !c.powerGenerationUnit);
    const meter = supply.readingsHistory.meters[0];
    expect(meter.meterNumber).toBe(supply.pointOfDelivery.meter.meterNumber);
    const entries = meter.readings as Entry[];
    expect(entries.map((e) => `${e.from}/${e.to}`)).toEqual([
      '2025-01-01/2025-12-31',
      '2024-01-01/2024-12-31',
      '2023-01-01/2023-12-31',
      '2022-01-01/2022-12-31',
    ]);
    for (const [i, entry] of entries.entries()) {
      const [register] = entry.registers!;
      expect(register).toMatchObject({ registernumber: '1.8.0', oldType: 'N', newType: 'N' });
      expect(entry.relevantConsumption).toBeCloseTo(register.newReading - register.oldReading, 3);
      expect(entry.consumptionPerDay).toBeCloseTo(entry.relevantConsumption / entry.nrOfDays, 2);
      // The older period ends with the reading this one starts from.
      if (i > 0) expect(entries[i - 1].registers![0].oldReading).toBe(register.newReading);
    }
    expect(entries.map((e) => e.nrOfDays)).toEqual([365, 366, 365, 365]);
    expect(supply.readingsHistory.maxConsumptionPerDay).toBe(Math.max(...entries.map((e) => e.consumptionPerDay)));

    // Billed consumptions: the same periods, each with the invoice that billed it.
    const invoices = (account.invoices as { invoiceNumber: string; invoiceDate: string }[]).map((i) => i.invoiceNumber);
    expect(supply.consumptions.values).toHaveLength(4);
    expect(supply.consumptions.values[0]).toMatchObject({
      from: '2025-01-01',
      to: '2025-12-31',
      value: entries[0].relevantConsumption,
      nrOfDays: 365,
    });
    expect(invoices).toContain(supply.consumptions.values[0].invoiceNumber);
    expect(supply.consumptions.largestConsumption).toBe(Math.max(...supply.consumptions.values.map((v: { value: number }) => v.value)));
  });

  it('agrees with the stored quarter-hour values where they cover the period', async () => {
    const account = await detail('1000012345', '400012345001');
    const supply = account.contracts.find((c: { powerGenerationUnit: boolean }) => !c.powerGenerationUnit);
    const year2025 = (supply.readingsHistory.meters[0].readings as Entry[])[0];
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
            timerange: { from: '2025-01-01', to: '2025-12-31' },
            bestAvailableGranularity: 'MONTH',
          },
        ],
      },
    });
    expect(response.statusCode).toBe(200);
    const [result] = response.json();
    // Readings are whole kWh: the difference is the quarter-hour sum rounded.
    expect(Math.abs(result.sum.value - year2025.relevantConsumption)).toBeLessThanOrEqual(0.5);
  });

  it('shows the feed-in register on the feed-in contract', async () => {
    const account = await detail('1000012345', '400012345001');
    const feedIn = account.contracts.find((c: { powerGenerationUnit: boolean }) => c.powerGenerationUnit);
    const entries = feedIn.readingsHistory.meters[0].readings as Entry[];
    expect(entries[0].registers!.map((r) => r.registernumber)).toEqual(['2.8.0']);
    expect(entries[0].relevantConsumption).toBeGreaterThan(0);
  });

  it('converts gas operating cubic metres to kWh with state number and calorific value, with customer, operator and computed readings', async () => {
    const account = await detail('1000012345', '400012345002');
    const [gas] = account.contracts;
    const entries = gas.readingsHistory.meters[0].readings as (Entry & { oldType: string; newType: string })[];
    expect(entries.length).toBe(4);
    for (const entry of entries) {
      expect(entry.registers).toBeUndefined();
      expect(entry.calculatedConsumption).toBeCloseTo(entry.newValue! - entry.oldValue!, 3);
      expect(entry.conversionFactor).toBe(0.9464);
      expect(entry.caloricValue).toBeGreaterThan(11);
      expect(entry.relevantConsumption).toBeCloseTo(entry.calculatedConsumption! * entry.conversionFactor! * entry.caloricValue!, 1);
      expect(entry.unit).toBe('KWH');
    }
    expect(new Set(entries.flatMap((e) => [e.oldType, e.newType]))).toEqual(new Set(['K', 'N', 'R']));
    // The reading-type letters used here are explained by the constants call.
    const types = await ctx.app.inject({
      method: 'GET',
      url: '/service/v1.0/constants/reading-types',
      headers: { cookie: max.jar.header() },
    });
    expect(Object.keys(types.json())).toEqual(expect.arrayContaining(['K', 'N', 'R']));
  });

  it("never shows another customer's readings", async () => {
    const erika = await loginWithCsrf(ctx.app, 'erika.musterfrau');
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/service/v1.0/contract-accounts/1000012345/400012345001',
      headers: { cookie: erika.jar.header() },
    });
    expect(response.statusCode).toBe(404);
    const own = await detail('1000023456', '400023456001', erika);
    const ownMeter = own.contracts[0].pointOfDelivery.meter.meterNumber;
    expect(own.contracts[0].readingsHistory.meters.map((m: { meterNumber: string }) => m.meterNumber)).toEqual([ownMeter]);
  });
});

async function profileSum(from: string, to: string, type = 'ACTIVE_CURRENT', can = '400012345001', pod = POD): Promise<number> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/service/v1.0/consumptions/profile/active',
    headers: { cookie: max.jar.header(), 'x-xsrf-token': max.token },
    payload: {
      dimension: 'ENERGY',
      pods: [
        { contractAccountNumber: can, meterPointAdministrationNumber: pod, type, timerange: { from, to }, bestAvailableGranularity: 'DAY' },
      ],
    },
  });
  expect(response.statusCode).toBe(200);
  return response.json()[0].sum.value;
}

describe('trends and latest readings in the contract-account detail', () => {
  it('compares the last 30 days with the same days a year earlier, from the stored quarter-hour values', async () => {
    const account = await detail('1000012345', '400012345001');
    const supply = account.contracts.find((c: { powerGenerationUnit: boolean }) => !c.powerGenerationUnit);
    const trend = supply.pointOfDelivery.monthlyTrend;
    expect(trend.currentPeriod).toMatchObject({ from: '2026-02-13', to: '2026-03-14' });
    expect(trend.previousPeriod).toMatchObject({ from: '2025-02-13', to: '2025-03-14' });
    expect(trend.currentPeriod.value).toBeCloseTo(await profileSum('2026-02-13', '2026-03-14'), 1);
    expect(trend.previousPeriod.value).toBeCloseTo(await profileSum('2025-02-13', '2025-03-14'), 1);
    const change = trend.currentPeriod.value - trend.previousPeriod.value;
    expect(trend.direction).toBe(change >= 0 ? 'UP' : 'DOWN');
    expect(trend.percentage).toBeCloseTo((Math.abs(change) / trend.previousPeriod.value) * 100, 1);
    expect(trend.changePerDay).toBeCloseTo(change / 30, 2);
    expect(trend.unit).toBe('KWH');
  });

  it('without two years of values, takes the yearly trend from the last two reading periods', async () => {
    const account = await detail('1000012345', '400012345001');
    const supply = account.contracts.find((c: { powerGenerationUnit: boolean }) => !c.powerGenerationUnit);
    const [latest, before] = supply.readingsHistory.meters[0].readings as Entry[];
    expect(supply.pointOfDelivery.yearlyTrend).toMatchObject({
      currentPeriod: { from: latest.from, to: latest.to, value: latest.relevantConsumption },
      previousPeriod: { from: before.from, to: before.to, value: before.relevantConsumption },
    });
    // The gas meter has only a year of values: no monthly trend (no data a year back), a yearly one from readings.
    const gas = (await detail('1000012345', '400012345002')).contracts[0];
    expect(gas.pointOfDelivery.monthlyTrend.direction).toBeUndefined();
    expect(gas.pointOfDelivery.yearlyTrend.currentPeriod.to).toBe(gas.readingsHistory.meters[0].readings[0].to);
  });

  it("shows the smart meter's current state: the latest reading plus the quarter-hour values since", async () => {
    const account = await detail('1000012345', '400012345001');
    const supply = account.contracts.find((c: { powerGenerationUnit: boolean }) => !c.powerGenerationUnit);
    const [latest] = supply.readingsHistory.meters[0].readings as Entry[];
    const [reading] = supply.pointOfDelivery.lastReadings.values;
    // As of the day of the latest quarter-hour values, the day before TODAY, with the register's one decimal place.
    expect(reading).toMatchObject({
      registernumber: '1.8.0',
      unit: 'KWH',
      decimalPlaces: 1,
      newResult: { timestamp: '2026-03-14T00:00:00' },
    });
    const since = await profileSum('2026-01-01', '2026-03-14');
    expect(reading.newResult.readingValue).toBeCloseTo(latest.registers![0].newReading + since, 2);
    // A gas meter shows its last reading in m³ as read.
    const gas = (await detail('1000012345', '400012345002')).contracts[0];
    const gasLatest = gas.readingsHistory.meters[0].readings[0];
    expect(gas.pointOfDelivery.lastReadings.values).toEqual([
      expect.objectContaining({
        unit: 'NM3',
        // The reading's own day (the end of the period it closes), with the gas register's three decimal places.
        decimalPlaces: 3,
        newResult: expect.objectContaining({ readingValue: gasLatest.newValue, timestamp: `${gasLatest.to}T00:00:00` }),
      }),
    ]);
  });
});

describe('current reading of a meter with several registers', () => {
  it('keeps a double-tariff meter’s registers as read instead of adding the meter point’s whole energy to each', async () => {
    const podId = (await ctx.db.query<{ id: number }>('SELECT id FROM pods WHERE meter_point_number = $1', [POD])).rows[0].id;
    const original = (
      await ctx.db.query<{ read_on: string; reading_value: string; reading_type: string; invoice_number: string | null }>(
        `SELECT read_on::text AS read_on, reading_value::text AS reading_value, reading_type, invoice_number
           FROM meter_readings WHERE pod_id = $1 AND register_number = '1.8.0'`,
        [podId],
      )
    ).rows;
    // The smart meter becomes a double-tariff meter: each 1.8.0 reading splits into peak (1.8.1) and off-peak (1.8.2).
    await ctx.db.query(
      `INSERT INTO meter_readings (pod_id, register_number, energy_direction, read_on, reading_value, reading_type, invoice_number)
       SELECT pod_id, '1.8.2', energy_direction, read_on, round(reading_value * 0.35), reading_type, invoice_number
         FROM meter_readings WHERE pod_id = $1 AND register_number = '1.8.0'`,
      [podId],
    );
    await ctx.db.query(
      `UPDATE meter_readings SET register_number = '1.8.1', reading_value = round(reading_value * 0.65)
        WHERE pod_id = $1 AND register_number = '1.8.0'`,
      [podId],
    );
    try {
      const stored = (
        await ctx.db.query<{ register_number: string; read_on: string; reading_value: number }>(
          `SELECT DISTINCT ON (register_number) register_number, read_on::text AS read_on, reading_value::float8 AS reading_value
             FROM meter_readings WHERE pod_id = $1 AND energy_direction = 'CONSUMPTION'
            ORDER BY register_number, read_on DESC`,
          [podId],
        )
      ).rows;
      expect(stored.map((r) => r.register_number)).toEqual(['1.8.1', '1.8.2']);
      // Quarter-hour values exist after the latest reading: a single register would have advanced by them.
      expect(await profileSum('2026-01-01', '2026-03-14')).toBeGreaterThan(100);

      const account = await detail('1000012345', '400012345001');
      const supply = account.contracts.find((c: { powerGenerationUnit: boolean }) => !c.powerGenerationUnit);
      expect(supply.pointOfDelivery.lastReadings.values).toEqual(
        stored.map((r) =>
          expect.objectContaining({
            registernumber: r.register_number,
            decimalPlaces: 0,
            newResult: expect.objectContaining({ readingValue: r.reading_value, timestamp: `${r.read_on}T00:00:00` }),
          }),
        ),
      );
    } finally {
      await ctx.db.query(`DELETE FROM meter_readings WHERE pod_id = $1 AND register_number IN ('1.8.1', '1.8.2')`, [podId]);
      await ctx.db.query(
        `INSERT INTO meter_readings (pod_id, register_number, energy_direction, read_on, reading_value, reading_type, invoice_number)
         SELECT $1, '1.8.0', 'CONSUMPTION', o.* FROM unnest($2::date[], $3::numeric[], $4::text[], $5::text[]) AS o`,
        [podId, ...(['read_on', 'reading_value', 'reading_type', 'invoice_number'] as const).map((k) => original.map((r) => r[k]))],
      );
    }
  });
});
