import type { Queryable } from '../../src/db/db';
import { quarterHoursOfDay } from '../../src/dates/local-dates';

/** Writes one day row of consumption (kWh per quarter-hour, null = MISSING) the way the storage keeps it. */
export async function putDayRow(db: Queryable, podId: number, day: string, kwh: (number | null)[]): Promise<void> {
  const vals = kwh.map((v) => (v === null ? null : Math.round(v * 10000)));
  const statuses = kwh.some((v) => v === null) ? kwh.map((v) => (v === null ? 5 : 0)) : null;
  const valued = kwh.filter((v) => v !== null).length;
  const total = valued === 0 ? null : kwh.reduce<number>((sum, v) => sum + (v ?? 0), 0);
  const missing = kwh.length - valued;
  await db.query('DELETE FROM meter_days WHERE pod_id = $1 AND profile_type = 1 AND day = $2::date', [podId, day]);
  await db.query(
    `INSERT INTO meter_days (pod_id, profile_type, day, vals, statuses, total, valued, quarter_hours, missing, calculated, worst)
     VALUES ($1, 1, $2::date, pack_quarter_hour_values($3::int[]), pack_quarter_hour_statuses($4::smallint[]), $5, $6, $7, $8, 0, $9)`,
    [podId, day, vals, statuses, total, valued, kwh.length, missing, missing > 0 ? 5 : 0],
  );
}

/** The same kWh in every quarter-hour of the day. */
export const flat = (day: string, kwh: number) => Array.from({ length: quarterHoursOfDay(day) }, () => kwh);
