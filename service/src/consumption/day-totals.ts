import type { Queryable } from '../db/db';

/**
 * Recomputes the daily totals (meter_day_totals) of the given meter points from their quarter-hour values. Call it in
 * the same transaction that wrote meter_values, so that trends and current readings never see a half-written day.
 */
export async function refreshDayTotals(db: Queryable, podIds: number[]): Promise<void> {
  if (podIds.length === 0) return;
  await db.query('DELETE FROM meter_day_totals WHERE pod_id = ANY($1::int[])', [podIds]);
  await db.query(
    `INSERT INTO meter_day_totals (pod_id, profile_type, day, value, quarter_hours)
     SELECT pod_id, profile_type, (ts AT TIME ZONE 'Europe/Vienna')::date, sum(value), count(*)
       FROM meter_values WHERE pod_id = ANY($1::int[])
      GROUP BY 1, 2, 3`,
    [podIds],
  );
}
