import { viennaToday } from '../../src/dates/local-dates';
import { formatDecimal } from '../../src/format/de-at-number';
import { MAX_MAIL, processTestApp } from '../process-helpers';
import { runClockFromViennaNoon } from '../test-clock';

runClockFromViennaNoon();

let t: Awaited<ReturnType<typeof processTestApp>>;
// Seeding the demo takes long on a busy machine.
beforeAll(async () => {
  t = await processTestApp();
}, 180_000);
afterAll(() => t?.close());

const GAS = { bpn: '1000012345', can: '400012345002', cn: '300012345002' };
const url = (bpn: string, can: string, cn: string) => `/service/v1.0/readings/${bpn}/${can}/${cn}`;
const today = viennaToday();

interface Editable {
  registernumber: string;
  equipmentnumber: string;
  referenceNumber: string;
  readingStatus: string;
  entryPossible: boolean;
  lastReading: { readingValue: number; date: string } | null;
  newResult: { minDate: string; maxDate: string; reason: string };
}
async function editable(bpn: string, can: string, cn: string, who: 'max' | 'gruber' = 'max'): Promise<Editable[]> {
  const detail = (await t.call('GET', `/service/v1.0/contract-accounts/${bpn}/${can}`, undefined, who)).json();
  return detail.contracts.find((c: { contractNumber: string }) => c.contractNumber === cn).editableReadings.values;
}
const value = (register: Editable, readingValue: number, extra: Record<string, unknown> = {}) => ({
  timestamp: `${today}T08:00:00`,
  readingValue,
  equipmentnumber: register.equipmentnumber,
  referenceNumber: register.referenceNumber,
  registernumber: register.registernumber,
  ...extra,
});
const kReadings = () =>
  t.snapshot(
    "SELECT register_number, reading_value, plausible, explanation FROM meter_readings WHERE reading_type = 'K' AND submitted_at IS NOT NULL ORDER BY 1",
  );

describe('PUT /service/v1.0/readings/{bpn}/{can}/{cn}', () => {
  it('serves the registers with status, digits and dates; refuses bad values and dates field by field', async () => {
    const [register] = await editable(GAS.bpn, GAS.can, GAS.cn);
    expect(register).toMatchObject({ readingStatus: 'RELEVANTREADING', entryPossible: true, integerPlaces: 5, decimalPlaces: 3 });
    expect(register.newResult.maxDate).toBe(today);
    const before = await kReadings();
    const bad = await t.call('PUT', url(GAS.bpn, GAS.can, GAS.cn), {
      values: [value(register, 123456.1234, { timestamp: `${register.lastReading!.date}T08:00:00` })],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().map((e: { path: string }) => e.path)).toEqual(['values.0.timestamp', 'values.0.readingValue']);
    expect(await kReadings()).toBe(before);
  });

  it('answers exactly one error 250 below the last reading; with plausible false and an explanation stores a K reading shown in the history', async () => {
    const [register] = await editable(GAS.bpn, GAS.can, GAS.cn);
    const below = register.lastReading!.readingValue - 5;
    const implausible = await t.call('PUT', url(GAS.bpn, GAS.can, GAS.cn), { values: [value(register, below)] });
    expect(implausible.statusCode).toBe(400);
    expect(implausible.json()).toEqual([expect.objectContaining({ path: 'values.0.readingValue', number: 250 })]);

    const noExplanation = await t.call('PUT', url(GAS.bpn, GAS.can, GAS.cn), { values: [value(register, below, { plausible: false })] });
    expect(noExplanation.json()).toEqual([expect.objectContaining({ path: 'values.0.explanation' })]);
    const tooLong = await t.call('PUT', url(GAS.bpn, GAS.can, GAS.cn), {
      values: [value(register, below, { plausible: false, explanation: 'x'.repeat(101) })],
    });
    expect(tooLong.json()).toEqual([expect.objectContaining({ path: 'values.0.explanation' })]);

    const confirmed = await t.call('PUT', url(GAS.bpn, GAS.can, GAS.cn), {
      values: [value(register, below, { plausible: false, explanation: 'Zähler wurde getauscht' })],
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().values).toEqual([
      {
        registernumber: register.registernumber,
        readingValue: below,
        date: today,
        readingType: 'K',
        plausible: false,
        explanation: 'Zähler wurde getauscht',
      },
    ]);
    const detail = (await t.call('GET', `/service/v1.0/contract-accounts/${GAS.bpn}/${GAS.can}`)).json();
    const contract = detail.contracts.find((c: { contractNumber: string }) => c.contractNumber === GAS.cn);
    expect(contract.readingsHistory.meters[0].readings[0]).toMatchObject({ to: today, newType: 'K', newValue: below });
    expect(contract.editableReadings.values[0]).toMatchObject({ readingStatus: 'IMPLAUSIBLE', entryPossible: false });
    expect(contract.newReadingPossible).toBe(false);
    // The value as the reading page shows it: de-AT grouping, the register's three decimals, the unit.
    expect((await t.mails(MAX_MAIL)).find((m) => m.subject === 'Ihr Zählerstand ist eingelangt')?.text_body).toContain(
      `${formatDecimal(below, 3)} m³ (Begründung: Zähler wurde getauscht)`,
    );
    expect(formatDecimal(below, 3)).toMatch(/^\d{1,3}(\.\d{3})+,\d{3}$/);

    const again = await t.call('PUT', url(GAS.bpn, GAS.can, GAS.cn), { values: [value(register, below + 1)] });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ type: 'CONFLICT' });
  });

  it('flags a consumption per day far above the history, accepts one within it; a double-tariff meter needs both registers', async () => {
    const cn = '300034567001';
    const registers = await editable('1000034567', '400034567001', cn, 'gruber');
    expect(registers.map((r) => r.registernumber)).toEqual(['1.8.1', '1.8.2']);
    const one = await t.call(
      'PUT',
      url('1000034567', '400034567001', cn),
      { values: [value(registers[0], registers[0].lastReading!.readingValue + 1)] },
      'gruber',
    );
    expect(one.json()).toEqual([expect.objectContaining({ path: 'values' })]);

    const history = await t.ctx.db.query<{ register_number: string; per_day: number }>(
      `SELECT register_number, max((reading_value - prev) / (read_on - prev_on))::float8 AS per_day
         FROM (SELECT register_number, read_on, reading_value, lag(read_on) OVER w AS prev_on, lag(reading_value) OVER w AS prev
                 FROM meter_readings WHERE pod_id = (SELECT pod_id FROM contracts WHERE contract_number = $1)
               WINDOW w AS (PARTITION BY register_number ORDER BY read_on)) p
        WHERE prev IS NOT NULL GROUP BY 1 ORDER BY 1`,
      [cn],
    );
    const days = (r: Editable) => (Date.parse(today) - Date.parse(r.lastReading!.date)) / 86_400_000;
    const plausibleValue = (r: Editable, i: number) => Math.round(r.lastReading!.readingValue + history.rows[i].per_day * days(r));
    const far = await t.call(
      'PUT',
      url('1000034567', '400034567001', cn),
      {
        values: [value(registers[0], plausibleValue(registers[0], 0) * 10), value(registers[1], plausibleValue(registers[1], 1))],
      },
      'gruber',
    );
    expect(far.statusCode).toBe(400);
    expect(far.json()).toEqual([expect.objectContaining({ number: 250 })]);
    const ok = await t.call(
      'PUT',
      url('1000034567', '400034567001', cn),
      {
        values: registers.map((r, i) => value(r, plausibleValue(r, i))),
      },
      'gruber',
    );
    expect(ok.statusCode).toBe(200);
    expect(ok.json().values.map((v: { plausible: boolean }) => v.plausible)).toEqual([true, true]);
  });

  it('takes one reading a month under QUARTAL, none under CONTROLREADING or before the letter activation; 404 and 403 as elsewhere', async () => {
    const quartal = await editable('1000034567', '400034567019', '300034567019', 'gruber');
    expect(quartal[0]).toMatchObject({ readingStatus: 'QUARTAL', entryPossible: true });
    const last = quartal[0].lastReading!.readingValue;
    const first = await t.call(
      'PUT',
      url('1000034567', '400034567019', '300034567019'),
      { values: [value(quartal[0], last, { plausible: false, explanation: 'Leerstand' })] },
      'gruber',
    );
    expect(first.statusCode).toBe(200);
    expect((await editable('1000034567', '400034567019', '300034567019', 'gruber'))[0].entryPossible).toBe(false);

    const control = await editable('1000034567', '400034567023', '300034567023', 'gruber');
    expect(control[0]).toMatchObject({ readingStatus: 'CONTROLREADING', entryPossible: false });
    expect(
      (await t.call('PUT', url('1000034567', '400034567023', '300034567023'), { values: [value(control[0], 1)] }, 'gruber')).statusCode,
    ).toBe(409);
    const holiday = await editable('1000012346', '400012346001', '300012346001');
    expect(holiday.every((r) => !r.entryPossible)).toBe(true);

    expect((await t.call('PUT', url(GAS.bpn, GAS.can, GAS.cn), { values: [value(quartal[0], 1)] }, 'erika')).statusCode).toBe(404);
    expect((await t.bearer(await t.token(), 'PUT', url(GAS.bpn, GAS.can, GAS.cn), { values: [value(quartal[0], 1)] })).statusCode).toBe(
      403,
    );
  });
});
