import { meterSeriesDays, quarterHoursSql } from '../consumption/queries';
import { addDays } from '../dates/local-dates';
import type { DemoSeedContext } from './seed';

/** Gas conversion of the demo (Linz, ~270 m above sea level): state number and the yearly calorific values. */
const GAS_STATE_NUMBER = 0.9464;
const GAS_CALORIFIC_VALUES = [11.214, 11.187, 11.236, 11.198, 11.221];

interface ContractRow {
  pod_id: number;
  branch: 'STROM' | 'GAS';
  power_generation_unit: boolean;
  smart_meter_type: string;
  scale_type: string;
  move_in_date: string;
  invoices: { invoice_number: string; invoice_date: string }[];
}

interface ReadingRow {
  pod_id: number;
  register_number: string;
  energy_direction: 'CONSUMPTION' | 'GENERATION';
  read_on: string;
  reading_value: number;
  reading_type: 'K' | 'N' | 'R';
  state_number: number | null;
  calorific_value: number | null;
  invoice_number: string | null;
}

/**
 * The registers of a meter: gas counts on one, a feed-in on 2.8.0, consumption on 1.8.0, and a double-tariff meter
 * (scale type "… Doppeltarif") on a peak (1.8.1) and an off-peak (1.8.2) register, sharing the energy about 65 : 35.
 */
function meterRegisters(contract: ContractRow, direction: 'CONSUMPTION' | 'GENERATION'): { number: string; share: number }[] {
  if (contract.branch === 'GAS') return [{ number: '1', share: 1 }];
  if (direction === 'GENERATION') return [{ number: '2.8.0', share: 1 }];
  if (contract.scale_type.includes('Doppeltarif')) {
    return [
      { number: '1.8.1', share: 0.65 },
      { number: '1.8.2', share: 0.35 },
    ];
  }
  return [{ number: '1.8.0', share: 1 }];
}

/** The day before the first of the invoice's month: the annual reading the invoice bills up to. */
const billingEnd = (invoiceDate: string) => addDays(`${invoiceDate.slice(0, 7)}-01`, -1);

/**
 * Annual meter readings for every contract with invoices: one reading closes each invoiced period. Where the meter point
 * has quarter-hour values for the whole period, the readings advance by exactly their sum (the history agrees with the
 * chart); elsewhere by a household's yearly consumption. Smart meters are read by the network operator (N); other
 * meters alternate between customer (K), operator (N) and computed (R) readings.
 */
export async function seedMeterReadings({ tx }: DemoSeedContext): Promise<void> {
  const { rows: contracts } = await tx.query<ContractRow>(
    `SELECT c.pod_id, c.branch, c.power_generation_unit, c.smart_meter_type, c.scale_type, c.move_in_date::text AS move_in_date,
            coalesce(json_agg(json_build_object('invoice_number', i.invoice_number, 'invoice_date', i.invoice_date::text)
                              ORDER BY i.invoice_date) FILTER (WHERE i.invoice_number IS NOT NULL), '[]') AS invoices
       FROM contracts c LEFT JOIN invoices i ON i.contract_account_number = c.contract_account_number
      GROUP BY c.contract_number, c.pod_id, c.branch, c.power_generation_unit, c.smart_meter_type, c.scale_type, c.move_in_date
      ORDER BY c.pod_id, c.power_generation_unit`,
  );
  const readings: ReadingRow[] = [];
  for (const contract of contracts) {
    if (contract.invoices.length === 0) continue;
    const ends = contract.invoices.map((i) => billingEnd(i.invoice_date));
    // A plant connected after the last billed period has no readings yet.
    if (contract.move_in_date > ends[ends.length - 1]) continue;
    const direction = contract.power_generation_unit ? 'GENERATION' : 'CONSUMPTION';
    const registers = meterRegisters(contract, direction);
    if (readings.some((r) => r.pod_id === contract.pod_id && r.register_number === registers[0].number)) continue;
    const series = contract.branch === 'GAS' ? 3 : direction === 'GENERATION' ? 2 : 1;
    const smart = contract.smart_meter_type !== 'NONSMART_METER';
    const start = addDays(ends[0], -365);
    const gas = contract.branch === 'GAS';
    // The meter's first reading: a deterministic position on the counter (each register counts its share).
    const values = registers.map((r) => Math.round(((gas ? 3000 : 12000) + ((contract.pod_id * 7919) % 9000)) * r.share));
    const push = (readOn: string, type: ReadingRow['reading_type'], invoice: string | null, calorific: number | null) =>
      registers.forEach((register, r) =>
        readings.push({
          pod_id: contract.pod_id,
          register_number: register.number,
          energy_direction: direction,
          read_on: readOn,
          reading_value: values[r],
          reading_type: type,
          state_number: gas && calorific !== null ? GAS_STATE_NUMBER : null,
          calorific_value: calorific,
          invoice_number: invoice,
        }),
      );
    push(start, smart ? 'N' : 'K', null, null);
    let previous = start;
    for (const [index, end] of ends.entries()) {
      const calorific = gas ? GAS_CALORIFIC_VALUES[index % GAS_CALORIFIC_VALUES.length] : null;
      const kwh = await periodEnergy(tx, contract.pod_id, series, addDays(previous, 1), end);
      const estimate = (gas ? 14000 : direction === 'GENERATION' ? 4800 : 3200) * (0.9 + ((contract.pod_id + index) % 5) * 0.05);
      const energy = kwh ?? (estimate * daysBetween(previous, end)) / 365;
      // Gas meters count operating cubic metres: kWh / (state number × calorific value).
      const counted = gas ? energy / (GAS_STATE_NUMBER * (calorific ?? 1)) : energy;
      registers.forEach((register, r) => {
        values[r] = Math.round(values[r] + counted * register.share);
      });
      const type = smart ? 'N' : (['N', 'K', 'R', 'K'] as const)[index % 4];
      push(end, type, contract.invoices[index].invoice_number, calorific);
      previous = end;
    }
  }
  if (readings.length === 0) return;
  const column = <K extends keyof ReadingRow>(key: K) => readings.map((r) => r[key]);
  await tx.query(
    `INSERT INTO meter_readings (pod_id, register_number, energy_direction, read_on, reading_value, reading_type,
                                 state_number, calorific_value, invoice_number)
     SELECT * FROM unnest($1::int[], $2::text[], $3::text[], $4::date[], $5::numeric[], $6::text[], $7::numeric[],
                          $8::numeric[], $9::text[])`,
    [
      column('pod_id'),
      column('register_number'),
      column('energy_direction'),
      column('read_on'),
      column('reading_value'),
      column('reading_type'),
      column('state_number'),
      column('calorific_value'),
      column('invoice_number'),
    ],
  );
}

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** Sum of the stored quarter-hour values of [from, to] (local days), or null unless every quarter-hour is stored. */
async function periodEnergy(tx: DemoSeedContext['tx'], podId: number, series: number, from: string, to: string): Promise<number | null> {
  const { rows } = await tx.query<{ total: number | null; n: number; expected: number }>(
    `SELECT sum(value)::float8 AS total, count(*)::int AS n,
            (extract(epoch FROM (($3::date + 1)::timestamp AT TIME ZONE 'Europe/Vienna')
                                - ($2::date::timestamp AT TIME ZONE 'Europe/Vienna')) / 900)::int AS expected
       FROM (${quarterHoursSql(meterSeriesDays('$1', '$4'), '$2::date', '$3::date')}) q`,
    [podId, from, to, series],
  );
  const row = rows[0];
  return row && row.n === row.expected && row.total !== null ? row.total : null;
}
