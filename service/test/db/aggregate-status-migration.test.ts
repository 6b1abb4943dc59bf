import { migrate } from '../../src/db/migrate';
import { migrations } from '../../src/db/migrations';
import type { Db } from '../../src/db/db';
import { databaseBefore } from './database-before';
import '../helpers';

let db: Db;
beforeAll(async () => {
  // Day rows as the writers left them before migration 87: a day's worst status over all its quarter-hours.
  db = await databaseBefore(87);
  await db.query(`INSERT INTO pods (id, meter_point_number, meter_number) VALUES (7, 'AT0030000000000000000000000700001', '7')`);
  // 01.07.: quarter-hours 1–24 missing, one PREVALUE (3), the rest VALID; 02.07.: all missing; 03.07.: all VALID.
  await db.query(
    `INSERT INTO meter_days (pod_id, profile_type, day, vals, statuses, total, valued, quarter_hours, missing, calculated, worst)
     SELECT 7, 1, d.day,
            pack_quarter_hour_values((SELECT array_agg(CASE WHEN k <= d.missing THEN NULL ELSE 1000 END ORDER BY k) FROM generate_series(1, 96) k)),
            CASE WHEN d.missing = 0 THEN NULL
                 ELSE pack_quarter_hour_statuses((SELECT array_agg(CASE WHEN k <= d.missing THEN 5 WHEN k = 50 THEN 3 ELSE 0 END::smallint ORDER BY k)
                                                    FROM generate_series(1, 96) k)) END,
            CASE WHEN d.missing = 96 THEN NULL ELSE (96 - d.missing) * 0.1 END, 96 - d.missing, 96, d.missing, 0, d.worst
       FROM (VALUES ('2026-07-01'::date, 24, 5), ('2026-07-02', 96, 5), ('2026-07-03', 0, 0)) AS d(day, missing, worst)`,
  );
  await db.query(
    `INSERT INTO meter_rollups (pod_id, profile_type, span, starts, total, valued, quarter_hours, missing, calculated, worst)
     VALUES (7, 1, 'MONTH', '2026-07-01', 7.2 + 9.6, 72 + 96, 288, 120, 0, 5), (7, 1, 'YEAR', '2026-01-01', 7.2 + 9.6, 72 + 96, 288, 120, 0, 5)`,
  );
  expect(await migrate(db)).toEqual(migrations.filter((m) => m.version >= 87).map((m) => m.version));
}, 60_000);
afterAll(async () => db.close());

describe('migration 87: an aggregate takes the worst status of its parts with a value', () => {
  it('gives a partly missing day the worst status of its values, and keeps a wholly missing day MISSING', async () => {
    const { rows } = await db.query<{ day: string; worst: number }>(
      `SELECT day::text AS day, worst FROM meter_days WHERE pod_id = 7 ORDER BY day`,
    );
    expect(rows).toEqual([
      { day: '2026-07-01', worst: 3 },
      { day: '2026-07-02', worst: 5 },
      { day: '2026-07-03', worst: 0 },
    ]);
  });

  it('gives months and years the worst status of their days with a value', async () => {
    const { rows } = await db.query<{ span: string; worst: number }>(
      `SELECT span, worst FROM meter_rollups WHERE pod_id = 7 ORDER BY span`,
    );
    expect(rows).toEqual([
      { span: 'MONTH', worst: 3 },
      { span: 'YEAR', worst: 3 },
    ]);
  });

  it('reads a month cut by the range the same way, still planned like the other day-row reads', async () => {
    const { rows } = await db.query<{ worst_statuses: string; missing_counts: string }>(
      `SELECT worst_statuses, missing_counts FROM meter_period_rollups(7, 1::smallint, 'MONTH', '2026-07-01', '2026-07-02')`,
    );
    expect(rows[0]).toEqual({ worst_statuses: '{3}', missing_counts: '{120}' });
    const config = await db.query<{ proconfig: string[] | null }>(`SELECT proconfig FROM pg_proc WHERE proname = 'meter_period_rollups'`);
    expect(config.rows[0].proconfig).toEqual(['plan_cache_mode=force_generic_plan']);
  });
});
