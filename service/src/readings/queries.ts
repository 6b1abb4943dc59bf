import type { EnergyDirection, ReadingStatus } from '@portal/shared/contract/enums';
import type { Queryable } from '../db/db';
import { INSERT_MISSING_METER_REGISTERS } from '../db/meter-registers-sql';

export interface RegisterState {
  registerNumber: string;
  equipmentNumber: string;
  integerPlaces: number;
  decimalPlaces: number;
  readingStatus: ReadingStatus;
  last: { value: number; date: string } | null;
  /** A customer reading (K) exists in the calendar month of `today`. */
  customerReadingThisMonth: boolean;
}

/**
 * The registers of a meter point in one direction with their latest reading; with `readingDays` (the contract-account
 * detail: ownReadingDays of the customer's own period) the latest of the readings on those days.
 */
export async function loadRegisters(
  db: Queryable,
  podId: number,
  direction: EnergyDirection,
  today: string,
  readingDays: { first: string; last: string | null } = { first: '-infinity', last: null },
): Promise<RegisterState[]> {
  const { rows } = await db.query<{
    register_number: string;
    equipment_number: string;
    integer_places: number;
    decimal_places: number;
    reading_status: ReadingStatus;
    last_on: string | null;
    last_value: number | null;
    k_this_month: boolean;
  }>(
    `SELECT mr.register_number, mr.equipment_number, mr.integer_places, mr.decimal_places, mr.reading_status,
            last.read_on::text AS last_on, last.reading_value::float8 AS last_value,
            EXISTS (SELECT 1 FROM meter_readings k
                     WHERE k.pod_id = mr.pod_id AND k.register_number = mr.register_number AND k.reading_type = 'K'
                       AND date_trunc('month', k.read_on) = date_trunc('month', $3::date)) AS k_this_month
       FROM meter_registers mr
       LEFT JOIN LATERAL (SELECT r.read_on, r.reading_value FROM meter_readings r
                           WHERE r.pod_id = mr.pod_id AND r.register_number = mr.register_number
                             AND r.read_on BETWEEN $4::date AND $5::date
                           ORDER BY r.read_on DESC LIMIT 1) last ON true
      WHERE mr.pod_id = $1 AND mr.energy_direction = $2
      ORDER BY mr.register_number`,
    [podId, direction, today, readingDays.first, readingDays.last ?? 'infinity'],
  );
  return rows.map((r) => ({
    registerNumber: r.register_number,
    equipmentNumber: r.equipment_number,
    integerPlaces: Number(r.integer_places),
    decimalPlaces: Number(r.decimal_places),
    readingStatus: r.reading_status,
    last: r.last_on === null || r.last_value === null ? null : { value: Number(r.last_value), date: r.last_on },
    customerReadingThisMonth: r.k_this_month,
  }));
}

/**
 * Consumption per day of each register's periods in the last three years (the plausibility's history), of periods
 * between readings on `readingDays` only (ownReadingDays: a predecessor's household says nothing of the customer's).
 */
export async function loadHistoryPerDay(
  db: Queryable,
  podId: number,
  today: string,
  readingDays: { first: string; last: string | null },
): Promise<Map<string, number[]>> {
  const { rows } = await db.query<{ register_number: string; per_day: number }>(
    `SELECT register_number, ((reading_value - prev_value) / (read_on - prev_on))::float8 AS per_day
       FROM (SELECT register_number, read_on, reading_value, plausible,
                    lag(read_on) OVER w AS prev_on, lag(reading_value) OVER w AS prev_value
               FROM meter_readings WHERE pod_id = $1 AND read_on BETWEEN $3::date AND $4::date
             WINDOW w AS (PARTITION BY register_number ORDER BY read_on)) p
      WHERE prev_on IS NOT NULL AND plausible AND read_on > $2::date - interval '3 years'`,
    [podId, today, readingDays.first, readingDays.last ?? 'infinity'],
  );
  const result = new Map<string, number[]>();
  for (const r of rows) result.set(r.register_number, [...(result.get(r.register_number) ?? []), Number(r.per_day)]);
  return result;
}

/**
 * Stores a customer reading (type K). An implausible one keeps the customer's explanation and marks the register
 * IMPLAUSIBLE until a plausible reading follows.
 */
export async function saveCustomerReading(
  tx: Queryable,
  reading: {
    podId: number;
    registerNumber: string;
    direction: EnergyDirection;
    date: string;
    value: number;
    plausible: boolean;
    explanation: string | null;
  },
): Promise<void> {
  await tx.query(
    `INSERT INTO meter_readings (pod_id, register_number, energy_direction, read_on, reading_value, reading_type,
                                 plausible, explanation, submitted_at)
     VALUES ($1, $2, $3, $4::date, $5, 'K', $6, $7, now())`,
    [reading.podId, reading.registerNumber, reading.direction, reading.date, reading.value, reading.plausible, reading.explanation],
  );
  await tx.query(
    `UPDATE meter_registers
        SET reading_status = CASE WHEN NOT $3 THEN 'IMPLAUSIBLE'
                                  WHEN reading_status = 'IMPLAUSIBLE' THEN 'RELEVANTREADING'
                                  ELSE reading_status END
      WHERE pod_id = $1 AND register_number = $2`,
    [reading.podId, reading.registerNumber, reading.plausible],
  );
}

/** Adds the registers of meters that got readings (see INSERT_MISSING_METER_REGISTERS). */
export async function refreshMeterRegisters(tx: Queryable): Promise<void> {
  await tx.query(INSERT_MISSING_METER_REGISTERS);
}
