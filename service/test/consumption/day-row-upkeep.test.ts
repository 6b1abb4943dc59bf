import type { Db } from '../../src/db/db';
import { isSortingHour, keepDayRowsTogether, startDayRowUpkeep, type DayRowUpkeep } from '../../src/consumption/day-row-upkeep';
import { loadDayRowTexts } from '../../src/consumption/queries';
import { openTestDb } from '../helpers';

// Today for the upkeep: April 2026 is closed (more than three days past its end), May is open.
const TODAY = '2026-05-10';
const COMMUNITY = 'AT00300000000RC100417000000731208';

// A migrated database without demo data: PGlite, or a database of its own on the test run's PostgreSQL server.
let db: Db;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ db, drop } = await openTestDb(false));
  await db.query(
    `INSERT INTO pods (id, meter_point_number, meter_number)
     SELECT g, 'AT00300000000000000000000' || lpad(g::text, 8, '0'), g::text FROM generate_series(1, 40) g`,
  );
  await db.query(`INSERT INTO energy_communities (id, name) VALUES ($1, 'Eins')`, [COMMUNITY]);
});
afterAll(() => drop());

/** Day rows of meter points [first, last] over [from, to] written as daily imports write them: day by day. */
async function writeDays(first: number, last: number, from: string, to: string): Promise<void> {
  await db.query(
    `INSERT INTO meter_days (pod_id, profile_type, day, vals, statuses, total, valued, quarter_hours, missing, calculated, worst)
     SELECT p, 1, d::date, int4send((p * 1000 + extract(doy FROM d))::int), NULL, p, 1, 1, 0, 0, 0
       FROM generate_series($3::date, $4::date, interval '1 day') d, generate_series($1::int, $2::int) p
      ORDER BY d, p
     ON CONFLICT (pod_id, profile_type, day) DO UPDATE SET vals = excluded.vals`,
    [first, last, from, to],
  );
}

/** Which partition holds each of a meter point's day rows. */
async function partitionsOf(pod: number): Promise<string[]> {
  const { rows } = await db.query<{ name: string }>(
    `SELECT DISTINCT tableoid::regclass::text AS name FROM meter_days WHERE pod_id = $1 ORDER BY 1`,
    [pod],
  );
  return rows.map((r) => r.name);
}

/** Whether a partition's rows lie on disk in key order (meter point, series, day). */
async function inKeyOrder(partition: string): Promise<boolean> {
  const { rows } = await db.query<{ ordered: boolean }>(
    `SELECT coalesce(bool_and(prev IS NULL OR (pod_id, profile_type, day) > prev), true) AS ordered
       FROM (SELECT pod_id, profile_type, day,
                    lag(ROW(pod_id, profile_type, day)) OVER (ORDER BY ctid) AS prev
               FROM ${partition}) r`,
  );
  return rows[0].ordered;
}

const yearTexts = (pod: number) => loadDayRowTexts(db, pod, 1, '2026-01-01', '2026-12-31');

describe('keeping day rows together', () => {
  let first: DayRowUpkeep;
  let before: Awaited<ReturnType<typeof yearTexts>>;

  beforeAll(async () => {
    // Months without a partition yet (the migration made this month's and the two ahead): their rows wait in _other.
    await writeDays(1, 20, '2026-03-25', '2026-05-09');
    await db.query(
      `INSERT INTO community_days (pod_id, energy_community_id, profile_type, day, vals)
       VALUES (3, $1, 10, '2026-04-02', int4send(7)), (3, $1, 10, '2026-03-31', int4send(5))`,
      [COMMUNITY],
    );
    before = await yearTexts(7);
    first = await keepDayRowsTogether(db, { today: TODAY });
  });

  it('moves the rows of months without a partition into new month partitions, each filled in key order', async () => {
    expect(first.created).toEqual(
      expect.arrayContaining(['meter_days_2026_03', 'meter_days_2026_04', 'meter_days_2026_05', 'community_days_2026_03']),
    );
    expect(first.moved).toBe(20 * 46 + 2);
    expect(await partitionsOf(7)).toEqual(['meter_days_2026_03', 'meter_days_2026_04', 'meter_days_2026_05']);
    expect((await db.query('SELECT count(*)::int AS n FROM meter_days_other')).rows[0]).toEqual({ n: 0 });
    expect((await db.query('SELECT count(*)::int AS n FROM community_days_other')).rows[0]).toEqual({ n: 0 });
    for (const partition of ['meter_days_2026_03', 'meter_days_2026_04', 'meter_days_2026_05']) {
      expect(await inKeyOrder(partition)).toBe(true);
    }
    // New partitions filled in key order need no rewrite.
    expect(first.sorted).toEqual([]);
  });

  it('creates the partitions of the months ahead, so imports write into them', async () => {
    expect(first.created).toEqual(expect.arrayContaining(['meter_days_2026_06', 'meter_days_2026_07', 'community_days_2026_07']));
    await writeDays(1, 2, '2026-06-01', '2026-06-01');
    expect((await db.query(`SELECT count(*)::int AS n FROM meter_days_2026_06`)).rows[0]).toEqual({ n: 2 });
  });

  it('answers the same day rows as before the move', async () => {
    expect(await yearTexts(7)).toEqual(before);
    expect(before.days.split(',')).toHaveLength(46);
  });

  it('rewrites a closed month in key order once it has grown through writes, but not the open month', async () => {
    // Twenty more meter points' April and May, day by day, as a late import writes them.
    await writeDays(21, 40, '2026-04-01', '2026-05-09');
    expect(await inKeyOrder('meter_days_2026_04')).toBe(false);
    const again = await keepDayRowsTogether(db, { today: TODAY });
    expect(again.sorted).toEqual(['meter_days_2026_04']);
    expect(await inKeyOrder('meter_days_2026_04')).toBe(true);
    expect(await inKeyOrder('meter_days_2026_05')).toBe(false);
    expect(await keepDayRowsTogether(db, { today: TODAY })).toEqual({ created: [], moved: 0, sorted: [] });
  });

  it('rewrites a closed month again after it was emptied and filled anew', async () => {
    await db.query('TRUNCATE meter_days_2026_03');
    await writeDays(1, 20, '2026-03-25', '2026-03-31');
    expect(await inKeyOrder('meter_days_2026_03')).toBe(false);
    expect((await keepDayRowsTogether(db, { today: TODAY })).sorted).toEqual(['meter_days_2026_03']);
    expect(await inKeyOrder('meter_days_2026_03')).toBe(true);
    expect(await yearTexts(7)).toEqual(before);
  });

  it('leaves closed months as they are in a run without sorting (the service sorts at night)', async () => {
    await writeDays(1, 20, '2026-03-25', '2026-03-31');
    await writeDays(21, 40, '2026-03-01', '2026-03-31');
    expect(await keepDayRowsTogether(db, { today: TODAY, sort: false })).toEqual({ created: [], moved: 0, sorted: [] });
    expect(await inKeyOrder('meter_days_2026_03')).toBe(false);
    expect((await keepDayRowsTogether(db, { today: TODAY })).sorted).toEqual(['meter_days_2026_03']);
  });

  it('sorts May once it is closed', async () => {
    expect((await keepDayRowsTogether(db, { today: '2026-06-04' })).sorted).toEqual(['meter_days_2026_05']);
    expect(await inKeyOrder('meter_days_2026_05')).toBe(true);
    expect(await yearTexts(7)).toEqual(before);
  });
});

describe('how the day row reads are planned', () => {
  const modes = async () =>
    (
      await db.query<{ name: string; config: string[] | null }>(
        `SELECT proname AS name, proconfig AS config FROM pg_proc
          WHERE proname IN ('meter_day_row_texts', 'community_day_row_texts', 'meter_day_rollups', 'meter_period_rollups',
                            'meter_trend_sums', 'meter_register_readings')
          ORDER BY 1`,
      )
    ).rows;

  it('plans once per connection on PGlite, and per call on a PostgreSQL server, and puts a moved database right', async () => {
    const pglite = String((await db.query<{ v: string }>('SELECT version() AS v')).rows[0].v).includes('PGlite');
    const expected = `plan_cache_mode=${pglite ? 'force_generic_plan' : 'force_custom_plan'}`;
    expect(await modes()).toEqual([
      { name: 'community_day_row_texts', config: [expected] },
      { name: 'meter_day_rollups', config: [expected] },
      { name: 'meter_day_row_texts', config: [expected] },
      { name: 'meter_period_rollups', config: [expected] },
      { name: 'meter_register_readings', config: [expected] },
      { name: 'meter_trend_sums', config: [expected] },
    ]);
    // As restored from the other kind of database.
    const other = pglite ? 'force_custom_plan' : 'force_generic_plan';
    await db.query(`ALTER FUNCTION meter_day_row_texts(integer, smallint, date, date) SET plan_cache_mode = ${other}`);
    await db.query(`ALTER FUNCTION meter_period_rollups(integer, smallint, text, date, date) SET plan_cache_mode = ${other}`);
    await keepDayRowsTogether(db, { today: TODAY, sort: false });
    expect((await modes()).map((m) => m.config)).toEqual(Array.from({ length: 6 }, () => [expected]));
  });
});

// A second connection is a server's: PGlite has one, on which a held lock would stop everything anyway.
const onServer = process.env.TEST_DATABASE_URL ? it : it.skip;

describe('reads while a month is rewritten', () => {
  onServer('a read of other months is not held up while a closed month is locked (as by CLUSTER)', async () => {
    // April's partition and nine days of May of meter point 7, whether or not the tests above ran.
    await writeDays(7, 7, '2026-05-01', '2026-05-09');
    await keepDayRowsTogether(db, { today: TODAY, sort: false });
    await db.query(`SELECT add_day_row_month('meter_days'::regclass, '2026-04-01')`);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked = () => {};
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const holder = db.transaction(async (tx) => {
      await tx.query('LOCK TABLE meter_days_2026_04 IN ACCESS EXCLUSIVE MODE');
      locked();
      await held;
    });
    // The holder fails at once if it cannot lock (say the month's partition is missing).
    await Promise.race([isLocked, holder]);
    try {
      // A read that waits for a lock longer than 2 s fails (lock_timeout) instead of waiting for the holder.
      const read = await db.transaction(async (tx) => {
        await tx.query(`SET LOCAL lock_timeout = '2s'`);
        return loadDayRowTexts(tx, 7, 1, '2026-05-01', '2026-05-31');
      });
      expect(read.days.split(',')).toHaveLength(9);
    } finally {
      release();
      await holder;
    }
  });
});

describe('the sorting hours', () => {
  it('are 01:00 to 05:00 in Vienna, in winter and in summer time', () => {
    expect(isSortingHour(new Date('2026-01-15T23:59:00Z'))).toBe(false); // 00:59 CET
    expect(isSortingHour(new Date('2026-01-16T00:00:00Z'))).toBe(true); // 01:00 CET
    expect(isSortingHour(new Date('2026-01-16T03:59:00Z'))).toBe(true); // 04:59 CET
    expect(isSortingHour(new Date('2026-01-16T04:00:00Z'))).toBe(false); // 05:00 CET
    expect(isSortingHour(new Date('2026-07-01T23:30:00Z'))).toBe(true); // 01:30 CEST
    expect(isSortingHour(new Date('2026-07-01T03:00:00Z'))).toBe(false); // 05:00 CEST
    expect(isSortingHour(new Date('2026-07-01T12:00:00Z'))).toBe(false);
  });
});

describe('the upkeep timer', () => {
  it('runs at once and then at every interval, skipping a turn while a run is under way, until stopped', async () => {
    let runs = 0;
    let overlapping = false;
    let busy = false;
    const results: DayRowUpkeep[] = [];
    const errors: unknown[] = [];
    const stop = startDayRowUpkeep(
      async () => {
        overlapping ||= busy;
        busy = true;
        runs += 1;
        await new Promise((resolve) => setTimeout(resolve, 15));
        busy = false;
        return { created: [], moved: runs, sorted: [] };
      },
      { onResult: (done) => results.push(done), onError: (error) => errors.push(error) },
      10,
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    await stop();
    const stoppedAt = runs;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(runs).toBe(stoppedAt);
    expect(runs).toBeGreaterThanOrEqual(3);
    expect(overlapping).toBe(false);
    expect(errors).toEqual([]);
    expect(results.map((r) => r.moved)).toEqual(Array.from({ length: runs }, (_, i) => i + 1));
  });

  it('reports a failed run and keeps going', async () => {
    const errors: unknown[] = [];
    let runs = 0;
    const stop = startDayRowUpkeep(
      async () => {
        runs += 1;
        throw new Error(`run ${runs}`);
      },
      { onResult: () => undefined, onError: (error) => errors.push(error) },
      10,
    );
    await new Promise((resolve) => setTimeout(resolve, 45));
    await stop();
    expect(errors.length).toBeGreaterThanOrEqual(2);
    expect(errors.length).toBe(runs);
  });
});
