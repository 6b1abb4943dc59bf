import { createTestApp, loginWithCsrf, type CookieJar, type TestContext } from '../helpers';

const TODAY = '2026-11-01';
const POD = 'AT0030000000000000000000000100001';
const GAS_POD = 'AT0030000000000000000000000100002';
const ENDED_POD = 'AT0030000000000000000000000100003';
const OPERATOR_TOKEN = 'operator-token-for-the-import-tests-0123456789';
const HEADER = 'Zählpunkt;Zählernummer;Zählwerk;Ablesedatum;Zählerstand;Einheit;Ableseart;Zustandszahl;Brennwert';

let ctx: TestContext;
let max: { jar: CookieJar; token: string };
const meterNumbers = new Map<string, string>();

beforeAll(async () => {
  ctx = await createTestApp({ seed: { today: TODAY, days: 30 }, config: { operatorToken: OPERATOR_TOKEN } });
  max = await loginWithCsrf(ctx.app, 'max.mustermann');
  const { rows } = await ctx.db.query<{ meter_point_number: string; meter_number: string }>(
    'SELECT meter_point_number, meter_number FROM pods WHERE meter_point_number = ANY($1::text[])',
    [[POD, GAS_POD, ENDED_POD]],
  );
  for (const r of rows) meterNumbers.set(r.meter_point_number, r.meter_number);
}, 120_000);
afterAll(() => ctx.close());

const importCsv = (body: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/service/operator/v1/meter-values?fileName=ablesungen.csv',
    headers: { authorization: `Bearer ${OPERATOR_TOKEN}`, 'content-type': 'text/csv; charset=utf-8' },
    payload: body,
  });

interface HistoryEntry {
  from: string;
  to: string;
  relevantConsumption: number;
  registers?: { registernumber: string; oldReading: number; newReading: number; newType: string }[];
  newValue?: number;
  newType?: string;
}

const history = async (can: string) => {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/service/v1.0/contract-accounts/1000012345/${can}`,
    headers: { cookie: max.jar.header() },
  });
  expect(response.statusCode).toBe(200);
  const supply = response
    .json<{ contracts: { powerGenerationUnit: boolean; readingsHistory: { meters: { readings: HistoryEntry[] }[] } }[] }>()
    .contracts.find((c) => !c.powerGenerationUnit)!;
  return supply.readingsHistory.meters[0].readings;
};

describe('operator import: meter readings', () => {
  it('adds a reading the customer sees in the readings history; the same file again changes nothing', async () => {
    const before = await history('400012345001');
    const last = before[0].registers![0];
    const gasBefore = await history('400012345002');
    const lines = [
      HEADER,
      `${POD};${meterNumbers.get(POD)};1.8.0;2026-10-31;${String(last.newReading + 2500.5).replace('.', ',')};KWH;N;;`,
      `${GAS_POD};${meterNumbers.get(GAS_POD)};1;31.10.2026;${gasBefore[0].newValue! + 900};M3;N;0,9464;11,214`,
    ];
    const first = await importCsv(`${lines.join('\n')}\n`);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ layout: 'readings', rowsRead: 2, inserted: 2, upgraded: 0, unchanged: 0, rejected: 0 });

    const after = await history('400012345001');
    expect(after).toHaveLength(before.length + 1);
    const dayAfter = new Date(Date.parse(`${before[0].to}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    expect(after[0]).toMatchObject({ from: dayAfter, to: '2026-10-31' });
    expect(after[0].registers![0]).toMatchObject({ registernumber: '1.8.0', oldReading: last.newReading, newType: 'N' });
    expect(after[0].registers![0].newReading).toBeCloseTo(last.newReading + 2500.5, 3);
    expect(after[0].relevantConsumption).toBeCloseTo(2500.5, 1);
    const gasAfter = await history('400012345002');
    expect(gasAfter[0]).toMatchObject({ to: '2026-10-31', newType: 'N' });
    expect(gasAfter[0].newValue).toBeCloseTo(gasBefore[0].newValue! + 900, 3);

    const again = await importCsv(`${lines.join('\n')}\n`);
    expect(again.json()).toMatchObject({ inserted: 0, upgraded: 0, unchanged: 2, rejected: 0 });
    expect(await history('400012345001')).toEqual(after);

    // A corrected delivery of the same register and day replaces the reading.
    const corrected = `${HEADER}\n${POD};${meterNumbers.get(POD)};1.8.0;2026-10-31;${last.newReading + 2400};KWH;N;;\n`;
    expect((await importCsv(corrected)).json()).toMatchObject({ inserted: 0, upgraded: 1, unchanged: 0 });
    expect((await history('400012345001'))[0].registers![0].newReading).toBeCloseTo(last.newReading + 2400, 3);
  });

  it('refuses lines that do not fit their meter point, by line number and reason, and writes the rest', async () => {
    const meter = meterNumbers.get(POD)!;
    const body = [
      HEADER,
      `AT0030000000000000000000000999999;${meter};1.8.0;2026-09-30;1;KWH;N;;`,
      `${POD};99999999;1.8.0;2026-09-30;1;KWH;N;;`,
      `${ENDED_POD};${meterNumbers.get(ENDED_POD)};1.8.0;2024-01-31;1;KWH;N;;`,
      `${POD};${meter};1.8.0;2026-09-30;1;M3;N;;`,
      `${POD};${meter};1.8.0;2026-09-15;1;KWH;K;;`,
      `${POD};${meter};1.8.0;2026-09-15;2;KWH;K;;`,
      `${POD};${meter};1.8.0;2030-01-31;1;KWH;N;;`,
      `${POD};${meter};2.8.0;2026-09-30;1;KWH;N;;`,
      `${POD};${meter};1.8.0;2026-09-20;1;KWH;K;;`,
    ].join('\r\n');
    const response = await importCsv(body);
    expect(response.statusCode).toBe(200);
    const summary = response.json<{ rejections: { line: number; reason: string; message: string }[] }>();
    expect(summary).toMatchObject({ rowsRead: 9, inserted: 1, rejected: 8 });
    expect(summary.rejections.map((r) => [r.line, r.reason])).toEqual([
      [2, 'UNKNOWN_METER_POINT'],
      [3, 'WRONG_METER_NUMBER'],
      [4, 'OUTSIDE_CONTRACT'],
      [5, 'READING_UNIT_MISMATCH'],
      [6, 'DUPLICATE_READING'],
      [7, 'DUPLICATE_READING'],
      [8, 'FUTURE_READING'],
      // The feed-in has its own meter point: the smart meter's has no generation contract.
      [9, 'OUTSIDE_CONTRACT'],
    ]);
    expect(summary.rejections[1].message).toBe('die Zählernummer gehört nicht zu diesem Zählpunkt');
    const stored = await ctx.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM meter_readings WHERE read_on IN ('2026-09-15', '2026-09-30')`,
    );
    expect(stored.rows[0].n).toBe(0);
    const customerReading = await ctx.db.query<{ reading_type: string }>(
      `SELECT reading_type FROM meter_readings WHERE pod_id = 1 AND read_on = '2026-09-20'`,
    );
    expect(customerReading.rows).toEqual([{ reading_type: 'K' }]);
  });

  it('stores the largest reading and gas factors their columns hold and refuses a larger reading on its line', async () => {
    const body = [
      HEADER,
      `${POD};${meterNumbers.get(POD)};1.8.0;2026-09-10;99999999999,999;KWH;R;;`,
      `${POD};${meterNumbers.get(POD)};1.8.0;2026-09-11;100000000000;KWH;R;;`,
      `${GAS_POD};${meterNumbers.get(GAS_POD)};1;2026-09-10;1;M3;R;99,9999;99,9999`,
    ].join('\n');
    const response = await importCsv(body);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ rowsRead: 3, inserted: 2, rejected: 1, rejections: [{ line: 3, reason: 'BAD_READING' }] });
    const { rows } = await ctx.db.query<{ reading_value: string }>(
      `SELECT reading_value::text FROM meter_readings WHERE read_on = '2026-09-10' ORDER BY pod_id`,
    );
    expect(rows.map((r) => r.reading_value)).toEqual(['99999999999.999', '1.000']);
    // The readings history reads it (history() expects a 200).
    expect((await history('400012345001')).some((r) => r.to === '2026-09-10')).toBe(true);
  });
});
