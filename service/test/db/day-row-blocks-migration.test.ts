import { migrate } from '../../src/db/migrate';
import type { Db } from '../../src/db/db';
import { dayRowIntervals } from '../../src/consumption/day-row-intervals';
import { loadDayRowTexts } from '../../src/consumption/queries';
import { databaseBefore } from './database-before';
import '../helpers';

const A = 'AT00300000000RC100417000000731208';
/** Below this many characters V8 keeps a string among its regular objects (128 KB). */
const REGULAR_STRING_CHARS = 128 * 1024;

let db: Db;
type OneRow = { days: string; vals: string; statuses: string };
let meterBefore: OneRow;
let communityBefore: OneRow;

beforeAll(async () => {
  // A database before migration 89: a year and two days of quarter-hours (both DST days) of a meter point and of its
  // community series, some days with statuses.
  db = await databaseBefore(89);
  await db.query(`INSERT INTO pods (id, meter_point_number, meter_number) VALUES (7, 'AT0030000000000000000000000700001', '7')`);
  await db.query(`INSERT INTO energy_communities (id, name) VALUES ($1, 'Eins')`, [A]);
  const quarterHours = `(SELECT CASE extract(doy FROM d)::int WHEN 88 THEN 92 WHEN 298 THEN 100 ELSE 96 END)`;
  const day = `pack_quarter_hour_values(ARRAY(SELECT extract(doy FROM d)::int * 1000 + q FROM generate_series(1, ${quarterHours}) q))`;
  const statuses = `CASE WHEN extract(day FROM d) = 15 THEN decode(repeat('01', ${quarterHours}), 'hex') END`;
  await db.query(
    `INSERT INTO meter_days (pod_id, profile_type, day, vals, statuses, total, valued, quarter_hours, missing, calculated, worst)
     SELECT 7, 1, d::date, ${day}, ${statuses}, 1, 96, 96, 0, 0, 0
       FROM generate_series('2025-12-31'::date, '2027-01-01', interval '1 day') d`,
  );
  await db.query(
    `INSERT INTO community_days (pod_id, energy_community_id, profile_type, day, vals, statuses)
     SELECT 7, $1, 10, d::date, ${day}, ${statuses} FROM generate_series('2026-01-01'::date, '2026-12-31', interval '1 day') d`,
    [A],
  );
  const read = async (sql: string, params: unknown[]) => (await db.query<OneRow>(sql, params)).rows[0];
  meterBefore = await read(`SELECT * FROM meter_day_row_texts(7, 1::smallint, '2026-01-01', '2026-12-31')`, []);
  communityBefore = await read(`SELECT * FROM community_day_row_texts(7, $1, 10::smallint, '2026-01-01', '2026-12-31')`, [A]);
  await migrate(db);
});
afterAll(() => db.close());

describe('migration 89: day-row reads in blocks of days', () => {
  it('reads a year in four blocks, each text a regular string for V8', async () => {
    const texts = await loadDayRowTexts(db, 7, 1, '2026-01-01', '2026-12-31');
    expect(texts.vals).toHaveLength(4);
    for (const block of texts.vals) expect(block.length).toBeLessThan(REGULAR_STRING_CHARS);
    expect(meterBefore.vals.length).toBeGreaterThan(REGULAR_STRING_CHARS);
  });

  it('answers the same days, values and statuses as the one row before, for the meter and its community series', async () => {
    const meter = await loadDayRowTexts(db, 7, 1, '2026-01-01', '2026-12-31');
    const community = await loadDayRowTexts(db, 7, 10, '2026-01-01', '2026-12-31', A);
    expect({ ...meter, vals: meter.vals.join('') }).toEqual(meterBefore);
    expect({ ...community, vals: community.vals.join('') }).toEqual(communityBefore);
    expect(meter.days.split(',')).toHaveLength(365);
  });

  it('gives the same quarter-hours as one text did, the DST days with 92 and 100', async () => {
    const blocks = dayRowIntervals(await loadDayRowTexts(db, 7, 1, '2026-01-01', '2026-12-31'), 'QUARTER_OF_AN_HOUR');
    const whole = dayRowIntervals({ ...meterBefore, vals: [meterBefore.vals] }, 'QUARTER_OF_AN_HOUR');
    // 365 days, one of 92 quarter-hours and one of 100.
    expect(blocks.length).toBe(365 * 96);
    expect(Array.from(blocks.sum.subarray(0, blocks.length))).toEqual(Array.from(whole.sum.subarray(0, whole.length)));
    expect(Array.from(blocks.status.subarray(0, blocks.length))).toEqual(Array.from(whole.status.subarray(0, whole.length)));
    expect(Array.from(blocks.t.subarray(0, blocks.length))).toEqual(Array.from(whole.t.subarray(0, whole.length)));
  });

  it('reads no rows as empty texts', async () => {
    expect(await loadDayRowTexts(db, 7, 1, '2030-01-01', '2030-12-31')).toEqual({ days: '', vals: [], statuses: '' });
  });
});
