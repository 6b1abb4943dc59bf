import { addDays, viennaToday } from '../../src/dates/local-dates';
import { handOverMeterPoint } from '../contract-handover';
import { processTestApp } from '../process-helpers';
import { runClockFromViennaNoon } from '../test-clock';

runClockFromViennaNoon();

// Max's gas meter point changes hands: Max moved out two days ago, Erika moved in yesterday, and no reading was taken
// at the handover. Erika's reading page shows no last reading and dates from her move-in; her submission is checked
// against exactly that, never against Max's readings (their value, their dates or his household's consumption).
let t: Awaited<ReturnType<typeof processTestApp>>;
const today = viennaToday();
const MAX_GAS = { bpn: '1000012345', can: '400012345002', cn: '300012345002' };
const ERIKA = { bpn: '1000023456', can: '400023456092', cn: '300023456092' };
const FIRST_DAY = addDays(today, -1);
let maxLast: { value: number; date: string };

beforeAll(async () => {
  t = await processTestApp();
  await handOverMeterPoint(
    t.ctx.db,
    { contractNumber: MAX_GAS.cn, lastDay: addDays(today, -2) },
    { businessPartnerNumber: ERIKA.bpn, contractAccountNumber: ERIKA.can, contractNumber: ERIKA.cn, firstDay: FIRST_DAY },
  );
  const { rows } = await t.ctx.db.query<{ value: number; date: string }>(
    `SELECT reading_value::float8 AS value, read_on::text AS date FROM meter_readings
      WHERE pod_id = (SELECT pod_id FROM contracts WHERE contract_number = $1) ORDER BY read_on DESC LIMIT 1`,
    [MAX_GAS.cn],
  );
  maxLast = rows[0];
}, 180_000);
afterAll(() => t?.close());

const url = `/service/v1.0/readings/${ERIKA.bpn}/${ERIKA.can}/${ERIKA.cn}`;
const readingsK = () => t.snapshot("SELECT read_on, reading_value FROM meter_readings WHERE reading_type = 'K' ORDER BY 1, 2");

async function erikasRegister() {
  const detail = (await t.call('GET', `/service/v1.0/contract-accounts/${ERIKA.bpn}/${ERIKA.can}`, undefined, 'erika')).json();
  return detail.contracts.find((c: { contractNumber: string }) => c.contractNumber === ERIKA.cn).editableReadings.values[0];
}
const submit = (register: { equipmentnumber: string; registernumber: string }, date: string, readingValue: number) =>
  t.call(
    'PUT',
    url,
    {
      values: [
        {
          timestamp: `${date}T08:00:00`,
          readingValue,
          equipmentnumber: register.equipmentnumber,
          referenceNumber: register.registernumber,
          registernumber: register.registernumber,
        },
      ],
    },
    'erika',
  );

describe('a reading of the next customer after a meter point changed hands without a reading', () => {
  it("the former customer's last reading lies before the handover (the case under test)", () => {
    expect(maxLast.date < addDays(FIRST_DAY, -1)).toBe(true);
  });

  it('shows Erika no last reading and dates from her move-in', async () => {
    const register = await erikasRegister();
    expect(register).toMatchObject({ entryPossible: true, lastReading: null });
    expect(register.newResult).toMatchObject({ minDate: FIRST_DAY, maxDate: today });
  });

  it('refuses a date before her move-in, as her page says, even where it lies after the former last reading', async () => {
    const register = await erikasRegister();
    const before = await readingsK();
    const response = await submit(register, addDays(FIRST_DAY, -1), maxLast.value + 10);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual([expect.objectContaining({ path: 'values.0.timestamp' })]);
    expect(response.json()[0].message).toContain(FIRST_DAY.split('-').reverse().join('.'));
    expect(await readingsK()).toBe(before);
  });

  it("takes her reading without comparing it to the former customer's reading (no 250 against a reading her page does not show)", async () => {
    const register = await erikasRegister();
    const response = await submit(register, today, Math.max(1, Math.floor(maxLast.value / 2)));
    expect(response.statusCode).toBe(200);
    expect(response.json().values[0]).toMatchObject({ date: today, readingType: 'K', plausible: true });
    // Her page now shows her own reading as the last one.
    expect((await erikasRegister()).lastReading).toEqual({ readingValue: Math.max(1, Math.floor(maxLast.value / 2)), date: today });
  });

  it('leaves the former customer no entry on the meter point he left', async () => {
    const detail = (await t.call('GET', `/service/v1.0/contract-accounts/${MAX_GAS.bpn}/${MAX_GAS.can}`)).json();
    const register = detail.contracts.find((c: { contractNumber: string }) => c.contractNumber === MAX_GAS.cn).editableReadings.values[0];
    expect(register.entryPossible).toBe(false);
    const response = await t.call('PUT', `/service/v1.0/readings/${MAX_GAS.bpn}/${MAX_GAS.can}/${MAX_GAS.cn}`, {
      values: [
        {
          timestamp: `${today}T08:00:00`,
          readingValue: maxLast.value + 1,
          equipmentnumber: register.equipmentnumber,
          referenceNumber: register.registernumber,
          registernumber: register.registernumber,
        },
      ],
    });
    expect(response.statusCode).toBe(409);
  });
});
