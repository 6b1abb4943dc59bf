import { meterSeriesDays, quarterHoursSql, storeQuarterHours } from '../../src/consumption/queries';
import { migrate } from '../../src/db/migrate';
import { openPglite } from '../../src/db/pglite';
import type { Db } from '../../src/db/db';
import '../helpers';

let db: Db;
beforeAll(async () => {
  db = await openPglite(null);
  await migrate(db);
});
afterAll(async () => db.close());

/** Quarter-hour rows of local days [from, to] of pod 9: value n × 0.0001 + 0.1234 (4 decimals), status by `status`. */
const rowsOf = (from: string, to: string, series: number, status = '0') => `(
  SELECT 9 AS pod_id, ${series}::smallint AS profile_type, g.ts, (0.1234 + n * 0.0001)::numeric(10, 4)::float8 AS value, ${status}::smallint AS status
    FROM generate_series(('${from}'::date)::timestamp AT TIME ZONE 'Europe/Vienna',
                         (('${to}'::date + 1)::timestamp AT TIME ZONE 'Europe/Vienna') - interval '15 minutes',
                         interval '15 minutes') WITH ORDINALITY AS g(ts, n))`;

const dayRow = async (series: number, day: string) =>
  (
    await db.query<{ n: number; statuses: number[] | null; total: number; quarter_hours: number; worst: number }>(
      `SELECT octet_length(vals) / 4 AS n, quarter_hour_statuses(statuses) AS statuses, total, quarter_hours, worst FROM meter_days
        WHERE pod_id = 9 AND profile_type = $1 AND day = $2`,
      [series, day],
    )
  ).rows[0];

const read = async (series: number, from: string, to: string) =>
  (
    await db.query<{ ts: Date; value: number | null; status: number }>(
      quarterHoursSql(meterSeriesDays('9', String(series)), `'${from}'::date`, `'${to}'::date`),
    )
  ).rows;

describe('quarter-hours packed into day rows', () => {
  it('keeps 92 values on the spring DST day, 100 on the autumn one and 96 otherwise, without a status array when all are valid', async () => {
    await storeQuarterHours(db, rowsOf('2026-03-28', '2026-03-30', 1));
    await storeQuarterHours(db, rowsOf('2026-10-24', '2026-10-26', 1));
    expect((await dayRow(1, '2026-03-29')).n).toBe(92);
    expect((await dayRow(1, '2026-10-25')).n).toBe(100);
    expect((await dayRow(1, '2026-10-24')).n).toBe(96);
    expect((await dayRow(1, '2026-10-25')).statuses).toBeNull();
    expect((await dayRow(1, '2026-10-25')).quarter_hours).toBe(100);
  });

  it('reads back every instant, value (the same double) and status, the repeated October hour twice', async () => {
    const autumn = await read(1, '2026-10-25', '2026-10-25');
    expect(autumn).toHaveLength(100);
    expect(autumn[0].ts.toISOString()).toBe('2026-10-24T22:00:00.000Z');
    // 02:00 local is 00:00 UTC (summer time) and again 01:00 UTC (winter time): four quarter-hours each, in UTC order.
    expect(autumn.slice(8, 12).map((r) => r.ts.toISOString().slice(11, 16))).toEqual(['00:00', '00:15', '00:30', '00:45']);
    expect(autumn[99].ts.toISOString()).toBe('2026-10-25T22:45:00.000Z');
    const stored = await db.query<{ value: number }>(`SELECT value FROM ${rowsOf('2026-10-24', '2026-10-26', 1)} r ORDER BY ts`);
    const all = await read(1, '2026-10-24', '2026-10-26');
    expect(all.map((r) => r.value)).toEqual(stored.rows.map((r) => r.value));
    expect(all.every((r) => r.status === 0)).toBe(true);
    const spring = await read(1, '2026-03-29', '2026-03-29');
    expect(spring.map((r) => r.ts.toISOString())).toContain('2026-03-29T01:00:00.000Z');
    expect(spring).toHaveLength(92);
  });

  it('keeps MISSING values, statuses and gaps, and rewrites a day whole', async () => {
    await storeQuarterHours(
      db,
      `(SELECT 9 AS pod_id, 1::smallint AS profile_type, g.ts, CASE WHEN g.n = 3 THEN NULL ELSE 0.5 END::float8 AS value,
               CASE WHEN g.n = 3 THEN 5 WHEN g.n = 4 THEN 1 ELSE 0 END::smallint AS status
          FROM generate_series(timestamptz '2026-03-28T23:00:00Z', timestamptz '2026-03-29T21:45:00Z', interval '15 minutes')
               WITH ORDINALITY AS g(ts, n)
         WHERE g.n <> 10)`,
    );
    const row = await dayRow(1, '2026-03-29');
    expect(row.n).toBe(92);
    expect(row.quarter_hours).toBe(91);
    // The day's status is the worst of its quarter-hours with a value (one CALCULATED); the missing one is counted.
    expect(row.worst).toBe(1);
    expect(row.statuses?.slice(0, 11)).toEqual([0, 0, 5, 1, 0, 0, 0, 0, 0, -1, 0]);
    const values = await read(1, '2026-03-29', '2026-03-29');
    expect(values).toHaveLength(91);
    expect(values[2]).toMatchObject({ value: null, status: 5 });
    expect(values[3].status).toBe(1);
    // The gap at the 10th quarter-hour is absent: 02:15 UTC follows 02:00 … 01:45 directly.
    expect(values[9].ts.toISOString()).toBe('2026-03-29T01:30:00.000Z');
  });

  it('keeps day, month and year rollups current with the day rows', async () => {
    await storeQuarterHours(db, rowsOf('2026-01-01', '2026-02-28', 2));
    const sums = await db.query<{ span: string; starts: string; total: number; quarter_hours: number }>(
      `SELECT span, starts::text AS starts, round(total::numeric, 4)::float8 AS total, quarter_hours FROM meter_rollups
        WHERE pod_id = 9 AND profile_type = 2 ORDER BY span, starts`,
    );
    const exact = await db.query<{ jan: number; all: number }>(
      `SELECT round(sum(value) FILTER (WHERE ts < '2026-01-31T23:00:00Z')::numeric, 4)::float8 AS jan,
              round(sum(value)::numeric, 4)::float8 AS all FROM ${rowsOf('2026-01-01', '2026-02-28', 2)} r`,
    );
    expect(sums.rows).toEqual([
      { span: 'MONTH', starts: '2026-01-01', total: exact.rows[0].jan, quarter_hours: 31 * 96 },
      { span: 'MONTH', starts: '2026-02-01', total: Number((exact.rows[0].all - exact.rows[0].jan).toFixed(4)), quarter_hours: 28 * 96 },
      { span: 'YEAR', starts: '2026-01-01', total: exact.rows[0].all, quarter_hours: 59 * 96 },
    ]);
    // A rewritten day moves its month and year.
    await storeQuarterHours(
      db,
      `(SELECT pod_id, profile_type, ts, 0::float8 AS value, status FROM ${rowsOf('2026-02-10', '2026-02-10', 2)} r)`,
    );
    const year = await db.query<{ quarter_hours: number; total: number }>(
      `SELECT quarter_hours, total FROM meter_rollups WHERE pod_id = 9 AND profile_type = 2 AND span = 'YEAR'`,
    );
    expect(year.rows[0].quarter_hours).toBe(59 * 96);
    expect(year.rows[0].total).toBeLessThan(exact.rows[0].all);
  });

  it('gives a day, month and year the worst status of the quarter-hours with a value, MISSING only without any', async () => {
    // 03.03.: a quarter of its quarter-hours missing, one PREVALUE (3) among the others; 04.03.: all missing.
    await storeQuarterHours(db, rowsOf('2026-03-01', '2026-03-31', 3));
    await storeQuarterHours(
      db,
      `(SELECT pod_id, profile_type, ts, CASE WHEN missing THEN NULL ELSE value END AS value,
               CASE WHEN missing THEN 5 WHEN ts = '2026-03-03T11:15:00Z' THEN 3 ELSE status END::smallint AS status
          FROM (SELECT r.*, ts < '2026-03-03T05:00:00Z' OR ts >= '2026-03-03T23:00:00Z' AS missing
                  FROM ${rowsOf('2026-03-03', '2026-03-04', 3)} r) r)`,
    );
    const days = await db.query<{ day: string; worst: number; missing: number; valued: number }>(
      `SELECT day::text AS day, worst, missing, valued FROM meter_days WHERE pod_id = 9 AND profile_type = 3 AND day IN ('2026-03-03', '2026-03-04') ORDER BY day`,
    );
    expect(days.rows).toEqual([
      { day: '2026-03-03', worst: 3, missing: 24, valued: 72 },
      { day: '2026-03-04', worst: 5, missing: 96, valued: 0 },
    ]);
    const periods = await db.query<{ span: string; worst: number; missing: number }>(
      `SELECT span, worst, missing FROM meter_rollups WHERE pod_id = 9 AND profile_type = 3 ORDER BY span`,
    );
    expect(periods.rows).toEqual([
      { span: 'MONTH', worst: 3, missing: 120 },
      { span: 'YEAR', worst: 3, missing: 120 },
    ]);
  });
});
