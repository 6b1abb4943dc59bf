import { storeQuarterHours } from '../../src/consumption/queries';
import type { Queryable } from '../../src/db/db';

/** Every stored quarter-hour as rows `(pod_id, profile_type, ts, value, status)`, unpacked from the day rows. */
export const QUARTER_HOURS = `(SELECT d.pod_id, d.profile_type,
        (d.day::timestamp AT TIME ZONE 'Europe/Vienna') + (x.i - 1) * interval '15 minutes' AS ts,
        x.v / 10000::float8 AS value, x.s AS status
   FROM meter_days d CROSS JOIN LATERAL quarter_hours_of_day(d.vals, d.statuses) AS x
  WHERE x.s >= 0)`;

/**
 * Changes stored quarter-hours the way an import would: the days of the series that hold matching quarter-hours are
 * rewritten whole, with `value` and `status` (SQL expressions over the old row) where `where` holds.
 */
export async function changeQuarterHours(db: Queryable, change: { where: string; value?: string; status: string }): Promise<void> {
  await storeQuarterHours(
    db,
    `(SELECT q.pod_id, q.profile_type, q.ts,
             CASE WHEN ${change.where} THEN ${change.value ?? 'q.value'} ELSE q.value END AS value,
             CASE WHEN ${change.where} THEN ${change.status} ELSE q.status END AS status
        FROM ${QUARTER_HOURS} q
       WHERE (q.pod_id, q.profile_type, (q.ts AT TIME ZONE 'Europe/Vienna')::date) IN
             (SELECT pod_id, profile_type, (ts AT TIME ZONE 'Europe/Vienna')::date FROM ${QUARTER_HOURS} q WHERE ${change.where}))`,
  );
}
