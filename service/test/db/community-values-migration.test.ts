import { migrate } from '../../src/db/migrate';
import { migrations } from '../../src/db/migrations';
import type { Db } from '../../src/db/db';
import { databaseBefore } from './database-before';
import '../helpers';

let db: Db;
beforeAll(async () => {
  // A database as it was before migration 32: community series in meter_values, keyed without a community.
  db = await databaseBefore(32);
  await db.query(`INSERT INTO pods (id, meter_point_number, meter_number) VALUES (7, 'AT0030000000000000000000000700001', '7')`);
  await db.query(`INSERT INTO energy_communities (id, name) VALUES ('RC1', 'Eins')`);
  await db.query(`INSERT INTO energy_community_memberships (pod_id, energy_community_id, valid_from) VALUES (7, 'RC1', '2026-01-01')`);
  await db.query(
    `INSERT INTO pod_profiles (pod_id, series_id, granularity, valid_from, valid_to, energy_community_id)
     VALUES (7, 1, 'QUARTER_OF_AN_HOUR', '2026-01-01', '2026-01-01', NULL),
            (7, 10, 'QUARTER_OF_AN_HOUR', '2026-01-01', '2026-01-01', 'RC1'),
            (7, 11, 'QUARTER_OF_AN_HOUR', '2026-01-01', '2026-01-01', 'RC1')`,
  );
  await db.query(
    `INSERT INTO meter_values (pod_id, profile_type, ts, value, status)
     SELECT 7, t, g, t / 10.0, 0 FROM generate_series(timestamptz '2025-12-31 23:00Z', '2026-01-01 22:45Z', '15 minutes') g,
            (VALUES (1), (10), (11)) s(t)`,
  );
  await db.query(
    `INSERT INTO meter_day_totals (pod_id, profile_type, day, value, quarter_hours)
     SELECT pod_id, profile_type, '2026-01-01', sum(value), count(*) FROM meter_values GROUP BY 1, 2`,
  );
  // Up to the layout before the day rows (migration 76 moves meter_values into them).
  const upTo = migrations.filter((m) => m.version < 76);
  expect(await migrate(db, upTo)).toEqual(upTo.filter((m) => m.version >= 32).map((m) => m.version));
});
afterAll(async () => db.close());

describe('migration 32: community values per community', () => {
  it('moves the community rows out of meter_values into community_values under their community', async () => {
    const left = await db.query<{ t: number; n: number }>(
      'SELECT profile_type AS t, count(*)::int AS n FROM meter_values GROUP BY 1 ORDER BY 1',
    );
    expect(left.rows).toEqual([{ t: 1, n: 96 }]);
    const moved = await db.query<{ id: string; t: number; n: number; v: number }>(
      'SELECT energy_community_id AS id, profile_type AS t, count(*)::int AS n, max(value) AS v FROM community_values GROUP BY 1, 2 ORDER BY 2',
    );
    expect(moved.rows).toEqual([
      { id: 'RC1', t: 10, n: 96, v: 1 },
      { id: 'RC1', t: 11, n: 96, v: 1.1 },
      // Migration 60: consumption per contribution factor (100 % of the consumption) where there is own coverage.
      { id: 'RC1', t: 15, n: 96, v: 0.1 },
    ]);
    const totals = await db.query<{ t: number }>('SELECT profile_type AS t FROM meter_day_totals ORDER BY 1');
    expect(totals.rows).toEqual([{ t: 1 }]);
  });

  it('lets two communities have the same series from the same day', async () => {
    await db.query(`INSERT INTO energy_communities (id, name) VALUES ('BEG2', 'Zwei')`);
    await db.query(
      `INSERT INTO pod_profiles (pod_id, series_id, granularity, valid_from, valid_to, energy_community_id)
       VALUES (7, 10, 'QUARTER_OF_AN_HOUR', '2026-01-01', '2026-01-01', 'BEG2')`,
    );
    await expect(
      db.query(
        `INSERT INTO pod_profiles (pod_id, series_id, granularity, valid_from, valid_to) VALUES (7, 1, 'DAY', '2026-01-01', '2026-01-01')`,
      ),
    ).rejects.toThrow(/duplicate key/);
  });
});
