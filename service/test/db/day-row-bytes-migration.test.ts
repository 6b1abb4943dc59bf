import { migrate } from '../../src/db/migrate';
import { migrations } from '../../src/db/migrations';
import { loadDayRowTexts } from '../../src/consumption/queries';
import { dayRowIntervals } from '../../src/consumption/day-row-intervals';
import type { Db } from '../../src/db/db';
import { databaseBefore } from './database-before';
import '../helpers';

const A = 'AT00300000000RC100417000000731208';

interface QuarterHour {
  table: string;
  day: string;
  i: number;
  v: number | null;
  s: number;
}

/** Every position of every day row, the arrays' way before 81 and the bytes' way after. */
const POSITIONS = {
  arrays: `SELECT t.tbl AS table, t.day::text AS day, x.i::int AS i, x.v, coalesce(x.s, 0)::int AS s
             FROM (SELECT 'meter' AS tbl, day, vals, statuses FROM meter_days
                   UNION ALL SELECT 'community', day, vals, statuses FROM community_days) t
             CROSS JOIN LATERAL unnest(t.vals, t.statuses) WITH ORDINALITY AS x(v, s, i)
            ORDER BY 1, 2, 3`,
  bytes: `SELECT t.tbl AS table, t.day::text AS day, x.i, x.v, x.s::int AS s
            FROM (SELECT 'meter' AS tbl, day, vals, statuses FROM meter_days
                  UNION ALL SELECT 'community', day, vals, statuses FROM community_days) t
            CROSS JOIN LATERAL quarter_hours_of_day(t.vals, t.statuses) AS x
           ORDER BY 1, 2, 3`,
};

let db: Db;
let before: QuarterHour[];
beforeAll(async () => {
  // A database in the layout before migration 81: day rows with integer and smallint arrays.
  db = await databaseBefore(81);
  await db.query(`INSERT INTO pods (id, meter_point_number, meter_number) VALUES (7, 'AT0030000000000000000000000700001', '7')`);
  await db.query(`INSERT INTO energy_communities (id, name) VALUES ('${A}', 'Eins')`);
  // Both DST days (92 and 100 positions) and a normal one: the largest and smallest values, negative ones, no value
  // (MISSING), statuses 1, 3 and 5, a position never delivered (-1), and a day whose statuses are all VALID (NULL).
  await db.query(
    `INSERT INTO meter_days (pod_id, profile_type, day, vals, statuses, total, valued, quarter_hours, missing, calculated, worst)
     SELECT 7, 1, d.day,
            (SELECT array_agg(CASE k WHEN 1 THEN 2147483647 WHEN 2 THEN -2147483647 WHEN 3 THEN NULL WHEN 4 THEN -1
                                     ELSE k * 137 END ORDER BY k) FROM generate_series(1, d.n) k),
            CASE WHEN d.day = '2026-07-02' THEN NULL
                 ELSE (SELECT array_agg(CASE k WHEN 3 THEN 5 WHEN 5 THEN 1 WHEN 6 THEN 3 WHEN 7 THEN -1 ELSE 0 END::smallint ORDER BY k)
                         FROM generate_series(1, d.n) k) END,
            1.5, d.n - 1, d.n, 1, 1, 5
       FROM (VALUES ('2026-03-29'::date, 92), ('2026-07-02', 96), ('2026-10-25', 100)) AS d(day, n)`,
  );
  await db.query(
    `INSERT INTO community_days (pod_id, energy_community_id, profile_type, day, vals, statuses)
     SELECT 7, '${A}', 10, d.day, (SELECT array_agg(CASE WHEN k = 9 THEN NULL ELSE 100000 - k END ORDER BY k) FROM generate_series(1, d.n) k), NULL
       FROM (VALUES ('2026-03-29'::date, 92), ('2026-10-25', 100)) AS d(day, n)`,
  );
  before = (await db.query<QuarterHour>(POSITIONS.arrays)).rows;
  expect(await migrate(db)).toEqual(migrations.filter((m) => m.version >= 81).map((m) => m.version));
}, 60_000);
afterAll(async () => db.close());

describe('migration 81: day rows hold their quarter-hours as bytes', () => {
  it('keeps every position of every day row: its value, no value, and its status', async () => {
    const after = (await db.query<QuarterHour>(POSITIONS.bytes)).rows;
    expect(before).toHaveLength(92 + 96 + 100 + 92 + 100);
    expect(after).toEqual(before);
    expect(after.slice(0, 2).map((q) => q.v)).toEqual([100000 - 1, 100000 - 2]);
    expect(after.find((q) => q.table === 'meter' && q.day === '2026-03-29' && q.i === 7)).toMatchObject({ s: -1 });
  });

  it('stores 4 bytes a value and 1 a status, and no statuses for a day of VALID ones', async () => {
    const { rows } = await db.query<{ day: string; v: number; s: number | null }>(
      `SELECT day::text AS day, octet_length(vals) AS v, octet_length(statuses) AS s FROM meter_days ORDER BY day`,
    );
    expect(rows).toEqual([
      { day: '2026-03-29', v: 92 * 4, s: 92 },
      { day: '2026-07-02', v: 96 * 4, s: null },
      { day: '2026-10-25', v: 100 * 4, s: 100 },
    ]);
    const first = await db.query<{ hex: string }>(
      `SELECT encode(substring(vals FROM 1 FOR 16), 'hex') AS hex FROM meter_days WHERE day = '2026-07-02'`,
    );
    // 2147483647, -2147483647, no value, -1: big-endian int32, as the service decodes them.
    expect(first.rows[0].hex).toBe('7fffffff' + '80000001' + '80000000' + 'ffffffff');
  });

  it('gives the arrays back, and packing them again gives the same bytes', async () => {
    const { rows } = await db.query<{ same: boolean }>(
      `SELECT pack_quarter_hour_values(quarter_hour_values(vals)) = vals
              AND pack_quarter_hour_statuses(quarter_hour_statuses(statuses)) IS NOT DISTINCT FROM statuses AS same
         FROM meter_days`,
    );
    expect(rows.map((r) => r.same)).toEqual([true, true, true]);
  });

  it('reads a position by its index (none outside the day), and refuses to pack the int32 that stands for no value', async () => {
    const outside = await db.query<{ v: number | null; s: number | null }>(
      `SELECT quarter_hour_value(vals, 97) AS v, quarter_hour_status(statuses, 101) AS s FROM meter_days WHERE day = '2026-10-25'`,
    );
    expect(outside.rows[0].v).toBe(97 * 137);
    expect(outside.rows[0].s).toBeNull();
    const beyond = await db.query<{ v: number | null }>(`SELECT quarter_hour_value(vals, 0) AS v FROM meter_days WHERE day = '2026-07-02'`);
    expect(beyond.rows[0].v).toBeNull();
    await expect(db.query(`SELECT pack_quarter_hour_values(ARRAY[1, -2147483648])`)).rejects.toThrow(/out of range/);
  });

  it('answers the service’s year read with the same values and statuses as the arrays held', async () => {
    const intervals = dayRowIntervals(await loadDayRowTexts(db, 7, 1, '2026-01-01', '2026-12-31'), 'QUARTER_OF_AN_HOUR');
    const stored = before.filter((q) => q.table === 'meter' && q.s >= 0);
    expect(intervals.length).toBe(stored.length);
    expect(Array.from(intervals.sum.subarray(0, 6))).toEqual(stored.slice(0, 6).map((q) => (q.v === null ? Number.NaN : q.v / 10000)));
    expect(Array.from(intervals.status.subarray(0, intervals.length))).toEqual(stored.map((q) => q.s));
    expect(new Date(intervals.t[0]).toISOString()).toBe('2026-03-28T23:00:00.000Z');
  });
});
