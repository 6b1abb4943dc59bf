import { migrate } from '../../src/db/migrate';
import type { Db } from '../../src/db/db';
import { loadDayRowTexts, type DayRowTexts } from '../../src/consumption/queries';
import { viennaToday } from '../../src/dates/local-dates';
import { databaseBefore } from './database-before';
import '../helpers';

const A = 'AT00300000000RC100417000000731208';

let db: Db;
/** The texts in one row, as read before migration 89 split the values into blocks of days. */
type OneRowTexts = Omit<DayRowTexts, 'vals'> & { vals: string };
const oneRow = (texts: DayRowTexts): OneRowTexts => ({ ...texts, vals: texts.vals.join('') });
let meterBefore: OneRowTexts;
let communityBefore: OneRowTexts;
beforeAll(async () => {
  // A database in the layout before migration 82: one table per kind of day rows, written day by day.
  db = await databaseBefore(82);
  await db.query(
    `INSERT INTO pods (id, meter_point_number, meter_number)
     SELECT g, 'AT00300000000000000000000' || lpad(g::text, 8, '0'), g::text FROM generate_series(1, 5) g`,
  );
  await db.query(`INSERT INTO energy_communities (id, name) VALUES ($1, 'Eins')`, [A]);
  await db.query(
    `INSERT INTO meter_days (pod_id, profile_type, day, vals, statuses, total, valued, quarter_hours, missing, calculated, worst)
     SELECT p, 1, d::date, int4send(p * 1000 + extract(doy FROM d)::int), CASE WHEN p = 2 THEN '\\x05'::bytea END, p, 1, 1,
            CASE WHEN p = 2 THEN 1 ELSE 0 END, 0, CASE WHEN p = 2 THEN 5 ELSE 0 END
       FROM generate_series('2024-12-20'::date, '2025-02-10', interval '1 day') d, generate_series(1, 5) p
      ORDER BY d, p`,
  );
  await db.query(
    `INSERT INTO community_days (pod_id, energy_community_id, profile_type, day, vals, statuses)
     SELECT p, $1, 10, d::date, int4send(p), NULL
       FROM generate_series('2025-01-30'::date, '2025-02-02', interval '1 day') d, generate_series(1, 3) p
      ORDER BY d, p`,
    [A],
  );
  // The texts as read before 82 (straight from the tables; the functions loadDayRowTexts calls come with 82).
  const textsBefore = async (table: string, pod: number, series: number) =>
    (
      await db.query<OneRowTexts>(
        `SELECT string_agg(d.day::text, ',' ORDER BY d.day) AS days, encode(string_agg(d.vals, ''::bytea ORDER BY d.day), 'hex') AS vals,
                string_agg(coalesce(encode(d.statuses, 'hex'), ''), ',' ORDER BY d.day) AS statuses
           FROM ${table} d WHERE d.pod_id = $1 AND d.profile_type = $2`,
        [pod, series],
      )
    ).rows[0];
  meterBefore = await textsBefore('meter_days', 2, 1);
  communityBefore = await textsBefore('community_days', 3, 10);
  await migrate(db);
});
afterAll(() => db.close());

const partitions = async (parent: string) =>
  (
    await db.query<{ name: string }>(
      `SELECT c.relname AS name FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
        WHERE i.inhparent = $1::regclass ORDER BY 1`,
      [parent],
    )
  ).rows.map((r) => r.name);

describe('migration 82: day rows in monthly partitions', () => {
  it('answers the same day rows', async () => {
    expect(oneRow(await loadDayRowTexts(db, 2, 1, '2024-01-01', '2025-12-31'))).toEqual(meterBefore);
    expect(oneRow(await loadDayRowTexts(db, 3, 10, '2024-01-01', '2025-12-31', A))).toEqual(communityBefore);
    expect(meterBefore.days.split(',')).toHaveLength(53);
    expect(meterBefore.statuses.split(',')[0]).toBe('05');
  });

  it('gives every month with rows its partition, and this month and the next two ahead', async () => {
    const months = (parent: string, offsets: number[]) =>
      offsets.map((k) => {
        const [year, month0] = viennaToday().split('-').map(Number);
        const month = new Date(Date.UTC(year, month0 - 1 + k, 1));
        return `${parent}_${month.toISOString().slice(0, 7).replace('-', '_')}`;
      });
    expect(await partitions('meter_days')).toEqual(
      expect.arrayContaining([
        'meter_days_2024_12',
        'meter_days_2025_01',
        'meter_days_2025_02',
        'meter_days_other',
        ...months('meter_days', [0, 1, 2]),
      ]),
    );
    expect(await partitions('community_days')).toEqual(
      expect.arrayContaining(['community_days_2025_01', 'community_days_2025_02', 'community_days_other']),
    );
    expect((await db.query(`SELECT count(*)::int AS n FROM meter_days_2025_01`)).rows[0]).toEqual({ n: 5 * 31 });
  });

  it('lays each month out in key order and records it as sorted', async () => {
    const { rows } = await db.query<{ pod_id: number; day: string }>(
      `SELECT pod_id, day::text AS day FROM meter_days_2025_01 ORDER BY ctid`,
    );
    const keys = rows.map((r) => `${r.pod_id} ${r.day}`);
    expect(keys).toEqual([...keys].sort());
    expect(keys[0]).toBe('1 2025-01-01');
    const { rows: sorted } = await db.query<{ partition: string }>(`SELECT partition::text FROM day_row_months ORDER BY 1`);
    expect(sorted.map((r) => r.partition)).toEqual(expect.arrayContaining(['meter_days_2025_01', 'community_days_2025_02']));
  });

  it('keeps the keys, the references to meter points and the change notification', async () => {
    await expect(
      db.query(`INSERT INTO meter_days (pod_id, profile_type, day, vals, valued, quarter_hours, missing, calculated, worst)
                VALUES (1, 1, '2025-01-05', '\\x'::bytea, 0, 0, 0, 0, 0)`),
    ).rejects.toThrow(/duplicate key/);
    await db.query('DELETE FROM pods WHERE id = 3');
    expect((await db.query(`SELECT count(*)::int AS n FROM community_days WHERE pod_id = 3`)).rows[0]).toEqual({ n: 0 });
    const { rows } = await db.query<{ name: string }>(
      `SELECT tgname AS name FROM pg_trigger WHERE tgrelid = 'meter_days'::regclass AND NOT tgisinternal`,
    );
    expect(rows.map((r) => r.name)).toEqual(['meter_days_changed']);
  });
});
