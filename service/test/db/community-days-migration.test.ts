import { migrate } from '../../src/db/migrate';
import { migrations } from '../../src/db/migrations';
import { quarterHoursSql } from '../../src/consumption/queries';
import type { Db } from '../../src/db/db';
import { databaseBefore } from './database-before';
import '../helpers';

interface Row {
  pod_id: number;
  energy_community_id: string;
  profile_type: number;
  ts: Date;
  value: number | null;
  status: number;
}

const A = 'AT00300000000RC100417000000731208';
const B = 'AT00300000000CC300112000000518364';

/** A database in the layout before migration 78: one community_values row per quarter-hour. */
async function oldLayout(): Promise<Db> {
  const db = await databaseBefore(78);
  await db.query(`INSERT INTO pods (id, meter_point_number, meter_number) VALUES (7, 'AT0030000000000000000000000700001', '7')`);
  await db.query(`INSERT INTO energy_communities (id, name) VALUES ('${A}', 'Eins'), ('${B}', 'Zwei')`);
  return db;
}

let db: Db;
let before: Row[];
beforeAll(async () => {
  db = await oldLayout();
  // Both DST days and a normal day of three series in two communities: values with 4 decimals, negative and large
  // ones, a MISSING hour, a calculated and a provisional quarter-hour, and one quarter-hour never delivered.
  await db.query(
    `INSERT INTO community_values (pod_id, energy_community_id, profile_type, ts, value, status)
     SELECT 7, c, t, g.ts,
            CASE WHEN g.n BETWEEN 40 AND 43 THEN NULL
                 WHEN g.n = 70 THEN -0.0001
                 WHEN g.n = 71 THEN 12345.6789
                 ELSE round((g.n * 0.0137 + t / 7.0)::numeric, 4)::float8 END,
            CASE WHEN g.n BETWEEN 40 AND 43 THEN 5 WHEN g.n = 50 THEN 1 WHEN g.n = 51 THEN 3 ELSE 0 END
       FROM (SELECT ts, row_number() OVER (ORDER BY ts) AS n
               FROM (SELECT generate_series(timestamptz '2026-03-28T23:00:00Z', '2026-03-29T21:45:00Z', '15 minutes') AS ts
                     UNION ALL SELECT generate_series(timestamptz '2026-10-24T22:00:00Z', '2026-10-25T22:45:00Z', '15 minutes')
                     UNION ALL SELECT generate_series(timestamptz '2026-07-01T22:00:00Z', '2026-07-02T21:45:00Z', '15 minutes')) s) g,
            (VALUES ('${A}'), ('${B}')) AS k(c), (VALUES (10), (13), (16)) AS s(t)
      WHERE NOT (c = '${B}' AND t = 13 AND g.n = 60)`,
  );
  before = (
    await db.query<Row>('SELECT pod_id, energy_community_id, profile_type, ts, value, status FROM community_values ORDER BY 1, 2, 3, 4')
  ).rows;
  expect(await migrate(db)).toEqual(migrations.filter((m) => m.version >= 78).map((m) => m.version));
}, 60_000);
afterAll(async () => db.close());

describe('migration 78: energy-community values as day rows', () => {
  it('moves every quarter-hour with its community, instant, the same double and its status; a gap stays absent', async () => {
    const after = await db.query<Row>(
      quarterHoursSql(
        { table: 'community_days', where: 'true', columns: ['pod_id', 'energy_community_id', 'profile_type'] },
        `'-infinity'::date`,
        `'infinity'::date`,
      ),
    );
    expect(before).toHaveLength(2 * 3 * (92 + 100 + 96) - 1);
    expect(after.rows).toEqual(before);
  });

  it('keeps 92 and 100 quarter-hours on the DST days; statuses only where one is not VALID, -1 for the gap', async () => {
    const days = await db.query<{ day: string; n: number; statuses: number | null }>(
      `SELECT day::text AS day, octet_length(vals) / 4 AS n, octet_length(statuses) AS statuses FROM community_days
        WHERE energy_community_id = $1 AND profile_type = 10 ORDER BY day`,
      [A],
    );
    expect(days.rows).toEqual([
      { day: '2026-03-29', n: 92, statuses: 92 },
      { day: '2026-07-02', n: 96, statuses: null },
      { day: '2026-10-25', n: 100, statuses: null },
    ]);
    const gap = await db.query<{ s: number[] }>(
      `SELECT quarter_hour_statuses(statuses) AS s FROM community_days WHERE energy_community_id = $1 AND profile_type = 13 AND day = '2026-03-29'`,
      [B],
    );
    expect(gap.rows[0].s.filter((s) => s === -1)).toHaveLength(1);
    expect(gap.rows[0].s.indexOf(-1)).toBe(59);
  });

  it('drops community_values', async () => {
    const tables = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM information_schema.tables WHERE table_name = 'community_values'`,
    );
    expect(tables.rows[0].n).toBe(0);
  });
});

describe('migration 78 with a value the day rows cannot hold', () => {
  it('refuses to move a value with more than 4 decimals and leaves the old layout as it was', async () => {
    const old = await oldLayout();
    try {
      await old.query(
        `INSERT INTO community_values (pod_id, energy_community_id, profile_type, ts, value, status)
         VALUES (7, '${A}', 10, '2026-07-01T22:00:00Z', 0.12345, 0), (7, '${A}', 10, '2026-07-01T22:15:00Z', 0.1234, 0)`,
      );
      await expect(migrate(old)).rejects.toThrow(/1 values have more than 4 decimals/);
      const kept = await old.query<{ n: number }>('SELECT count(*)::int AS n FROM community_values');
      expect(kept.rows[0].n).toBe(2);
    } finally {
      await old.close();
    }
  }, 60_000);
});
