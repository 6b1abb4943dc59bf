import { migrate } from '../../src/db/migrate';
import { migrations } from '../../src/db/migrations';
import type { Db } from '../../src/db/db';
import { databaseBefore } from './database-before';
import { QUARTER_HOURS } from '../consumption/quarter-hours';
import '../helpers';

interface Row {
  pod_id: number;
  profile_type: number;
  ts: Date;
  value: number | null;
  status: number;
}

let db: Db;
let before: Row[];
beforeAll(async () => {
  // A database in the layout before migration 76: one meter_values row per quarter-hour, daily totals beside them.
  db = await databaseBefore(76);
  await db.query(`INSERT INTO pods (id, meter_point_number, meter_number) VALUES (7, 'AT0030000000000000000000000700001', '7')`);
  // Both DST days and a normal day of two series, values with 4 decimals, a MISSING hour, a calculated and a
  // provisional quarter-hour, and one quarter-hour never delivered.
  await db.query(
    `INSERT INTO meter_values (pod_id, profile_type, ts, value, status)
     SELECT 7, t, g.ts, CASE WHEN g.n BETWEEN 40 AND 43 THEN NULL ELSE round((g.n * 0.0137 + t)::numeric, 4)::float8 END,
            CASE WHEN g.n BETWEEN 40 AND 43 THEN 5 WHEN g.n = 50 THEN 1 WHEN g.n = 51 THEN 3 ELSE 0 END
       FROM (SELECT ts, row_number() OVER (ORDER BY ts) AS n
               FROM (SELECT generate_series(timestamptz '2026-03-28T23:00:00Z', '2026-03-29T21:45:00Z', '15 minutes') AS ts
                     UNION ALL SELECT generate_series(timestamptz '2026-10-24T22:00:00Z', '2026-10-25T22:45:00Z', '15 minutes')
                     UNION ALL SELECT generate_series(timestamptz '2026-07-01T22:00:00Z', '2026-07-02T21:45:00Z', '15 minutes')) s) g,
            (VALUES (1), (2)) AS s(t)
      WHERE NOT (t = 2 AND g.n = 60)`,
  );
  await db.query(
    `INSERT INTO meter_day_totals (pod_id, profile_type, day, value, quarter_hours)
     SELECT pod_id, profile_type, (ts AT TIME ZONE 'Europe/Vienna')::date, sum(value), count(*) FROM meter_values GROUP BY 1, 2, 3`,
  );
  before = (await db.query<Row>('SELECT pod_id, profile_type, ts, value, status FROM meter_values ORDER BY 1, 2, 3')).rows;
  expect(await migrate(db)).toEqual(migrations.filter((m) => m.version >= 76).map((m) => m.version));
}, 60_000);
afterAll(async () => db.close());

describe('migration 76: quarter-hours as day rows', () => {
  it('moves every quarter-hour with its instant, the same double and its status; a gap stays absent', async () => {
    const after = await db.query<Row>(`SELECT pod_id, profile_type, ts, value, status FROM ${QUARTER_HOURS} q ORDER BY 1, 2, 3`);
    expect(before).toHaveLength(2 * (92 + 100 + 96) - 1);
    expect(after.rows).toEqual(before);
  });

  it('keeps 92 and 100 quarter-hours on the DST days, and the day rollups of the old daily totals', async () => {
    const days = await db.query<{ day: string; n: number; quarter_hours: number; missing: number; worst: number }>(
      `SELECT day::text AS day, octet_length(vals) / 4 AS n, quarter_hours, missing, worst FROM meter_days
        WHERE profile_type = 1 ORDER BY day`,
    );
    expect(days.rows.map((d) => [d.day, d.n, d.quarter_hours])).toEqual([
      ['2026-03-29', 92, 92],
      ['2026-07-02', 96, 96],
      ['2026-10-25', 100, 100],
    ]);
    // The MISSING hour is counted; the day's worst is that of its quarter-hours with a value (migration 87): provisional.
    expect(days.rows[0]).toMatchObject({ missing: 4, worst: 3 });
    const gap = await db.query<{ quarter_hours: number; n: number }>(
      `SELECT quarter_hours, octet_length(vals) / 4 AS n FROM meter_days WHERE profile_type = 2 AND day = '2026-03-29'`,
    );
    expect(gap.rows[0]).toEqual({ quarter_hours: 91, n: 92 });
  });

  it('adds month and year rollups and drops the old tables', async () => {
    const rollups = await db.query<{ span: string; starts: string; quarter_hours: number }>(
      `SELECT span, starts::text AS starts, quarter_hours FROM meter_rollups WHERE profile_type = 1 ORDER BY span, starts`,
    );
    expect(rollups.rows).toEqual([
      { span: 'MONTH', starts: '2026-03-01', quarter_hours: 92 },
      { span: 'MONTH', starts: '2026-07-01', quarter_hours: 96 },
      { span: 'MONTH', starts: '2026-10-01', quarter_hours: 100 },
      { span: 'YEAR', starts: '2026-01-01', quarter_hours: 288 },
    ]);
    const tables = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM information_schema.tables WHERE table_name IN ('meter_values', 'meter_day_totals')`,
    );
    expect(tables.rows[0].n).toBe(0);
  });
});
