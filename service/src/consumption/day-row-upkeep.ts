import type { Db, Queryable } from '../db/db';
import { viennaToday } from '../dates/local-dates';
import { viennaOffsetHours } from '../dates/vienna-clock';
import { DAY_ROW_TABLES, type DayRowTable } from './queries';

/**
 * Keeps each meter point's day rows together on disk (migration 82). Imports write a day of every meter point at once,
 * so without upkeep a meter point's year lies on 365 pages, and a cold year read grows with the number of meter
 * points. The day row tables are partitioned by local month; this upkeep
 * - creates the partitions of this month and the next two ahead, so imports write into them;
 * - moves rows that landed in the `_other` partition (a month without its partition, e.g. history imported later)
 *   into their month's partition, in key order;
 * - rewrites each closed month's partition in key order (CLUSTER) once, and again when it was emptied (TRUNCATE) or
 *   has grown by a tenth through writes since. CLUSTER locks only that month's partition, and only for its run; the
 *   service does it at night (isSortingHour).
 * Answers what it did. Runs under an advisory lock: one instance at a time.
 */
export interface DayRowUpkeep {
  /** Partitions created (ahead, or for rows of the `_other` partition). */
  created: string[];
  /** Rows moved out of the `_other` partitions. */
  moved: number;
  /** Partitions rewritten in key order. */
  sorted: string[];
}

/** A month is closed this many days after its end: late deliveries and corrections of its last days have arrived. */
const CLOSED_AFTER_DAYS = 3;
/** Partitions are created this many months ahead of the current one. */
const MONTHS_AHEAD = 2;
/** A sorted partition is sorted again once it has grown by more than this share of its size (and a page). */
const REGROWTH = 0.1;
/** The local hours [from, to) in which the service sorts closed months. */
const SORTING_HOURS = { from: 1, to: 5 };
/** How long a CLUSTER waits for the readers of its month before it gives up until the next run. */
const LOCK_WAIT = '5s';
/** The advisory lock one instance's upkeep holds (the migrations hold MIGRATION_LOCK). */
const DAY_ROW_UPKEEP_LOCK = 4_711_2082;

/** When a run happens: the local day, and whether closed months are sorted in it (by default they are). */
export interface UpkeepRun {
  today?: string;
  sort?: boolean;
}

export function keepDayRowsTogether(db: Db, run: UpkeepRun = {}): Promise<DayRowUpkeep> {
  return db.withAdvisoryLock(DAY_ROW_UPKEEP_LOCK, () => layOutDayRows(db, run));
}

/**
 * The upkeep without its lock, for a caller that is alone on the database or holds a lock of its own (the demo seed,
 * under the migrations' lock: a second lock would take a second connection of the setup pool while holding the first).
 */
export async function layOutDayRows(db: Db, { today = viennaToday(), sort = true }: UpkeepRun = {}): Promise<DayRowUpkeep> {
  // The reads' plans as this kind of database needs them (migration 82), in case it was moved from the other kind.
  await db.query('SELECT plan_day_row_reads()');
  const done: DayRowUpkeep = { created: [], moved: 0, sorted: [] };
  for (const table of DAY_ROW_TABLES) {
    const added = await addMonths(db, table, today);
    done.created.push(...added.created);
    done.moved += added.rows;
    if (sort) done.sorted.push(...(await sortClosedMonths(db, table, today)));
  }
  return done;
}

/**
 * Whether the service sorts closed months at `now`: at night in Vienna (01:00–05:00), when few customers read. On a
 * PostgreSQL server the reads of a month wait while CLUSTER rewrites it (about 10-15 s per 100,000 meter points here).
 */
export function isSortingHour(now: Date): boolean {
  const hour = (now.getUTCHours() + viennaOffsetHours(now.getTime())) % 24;
  return hour >= SORTING_HOURS.from && hour < SORTING_HOURS.to;
}

const otherOf = (table: DayRowTable) => `${table.table}_other`;
const keysOf = (table: DayRowTable) => [...table.keys, 'day'].join(', ');

/**
 * Creates the partitions of the months ahead and of the months of rows in the `_other` partition, and moves those
 * rows into them: one month per transaction. Attaching a partition checks that the `_other` partition holds none of
 * its rows, so the lock on it is taken first, for the move.
 */
async function addMonths(db: Db, table: DayRowTable, today: string): Promise<{ created: string[]; rows: number }> {
  const other = otherOf(table);
  const { rows: months } = await db.query<{ month: string }>(
    `SELECT m.month::text AS month
       FROM (SELECT DISTINCT date_trunc('month', day)::date AS month FROM ${other}
             UNION SELECT (date_trunc('month', $2::date) + k * interval '1 month')::date FROM generate_series(0, ${MONTHS_AHEAD}) k) m
      WHERE to_regclass($1 || '_' || to_char(m.month, 'YYYY_MM')) IS NULL
      ORDER BY 1`,
    [table.table, today],
  );
  const created: string[] = [];
  let moved = 0;
  for (const { month } of months) {
    moved += await db.transaction(async (tx) => {
      await tx.query(`SET LOCAL lock_timeout = '${LOCK_WAIT}'`);
      await tx.query(`LOCK TABLE ${other} IN ACCESS EXCLUSIVE MODE`);
      await tx.query(`CREATE TEMP TABLE moving (LIKE ${table.table}) ON COMMIT DROP`);
      const range = `day >= $1::date AND day < ($1::date + interval '1 month')::date`;
      await tx.query(`WITH gone AS (DELETE FROM ${other} WHERE ${range} RETURNING *) INSERT INTO moving SELECT * FROM gone`, [month]);
      const { rows } = await tx.query<{ name: string }>('SELECT add_day_row_month($1::regclass, $2::date) AS name', [table.table, month]);
      created.push(rows[0].name);
      const { rows: count } = await tx.query<{ n: number }>(
        `WITH put AS (INSERT INTO ${table.table} SELECT * FROM moving ORDER BY ${keysOf(table)} RETURNING 1) SELECT count(*)::int AS n FROM put`,
      );
      // A new partition filled in key order: sorted as it stands.
      await recordSorted(tx, rows[0].name);
      return count[0].n;
    });
  }
  return { created, rows: moved };
}

/** Rewrites in key order every closed month's partition that is not sorted as it stands; answers their names. */
async function sortClosedMonths(db: Db, table: DayRowTable, today: string): Promise<string[]> {
  const { rows } = await db.query<{ name: string; key: string }>(
    `SELECT c.relname AS name, i.indexrelid::regclass::text AS key
       FROM pg_inherits h
       JOIN pg_class c ON c.oid = h.inhrelid
       JOIN pg_index i ON i.indrelid = c.oid AND i.indisprimary
       LEFT JOIN day_row_months s ON s.partition = c.oid
      WHERE h.inhparent = $1::regclass AND c.relname <> $2
        AND to_date(right(c.relname, 7), 'YYYY_MM') < date_trunc('month', $3::date - ${CLOSED_AFTER_DAYS})
        AND (s.partition IS NULL OR s.sorted_file <> pg_relation_filenode(c.oid)
             OR pg_relation_size(c.oid) > s.sorted_bytes * (1 + ${REGROWTH}) + current_setting('block_size')::int)
      ORDER BY c.relname`,
    [table.table, otherOf(table), today],
  );
  for (const { name, key } of rows) {
    await db.transaction(async (tx) => {
      await tx.query(`SET LOCAL lock_timeout = '${LOCK_WAIT}'`);
      await tx.query(`CLUSTER ${name} USING ${key}`);
      await recordSorted(tx, name);
    });
  }
  return rows.map((r) => r.name);
}

/** Notes a partition's file and size as sorted (migration 82's note_day_row_month_sorted). */
async function recordSorted(db: Queryable, name: string): Promise<void> {
  await db.query('SELECT note_day_row_month_sorted($1::regclass)', [name]);
}

/**
 * Runs the upkeep at once and then every hour while the service runs; a turn that finds the last run still under way
 * is skipped. Answers the function that stops it (and waits for a run under way).
 */
export function startDayRowUpkeep(
  run: () => Promise<DayRowUpkeep>,
  report: { onResult(result: DayRowUpkeep): void; onError(error: unknown): void },
  intervalMs = 60 * 60_000,
): () => Promise<void> {
  let running: Promise<void> | null = null;
  const once = () => {
    running ??= run()
      .then(report.onResult, report.onError)
      .finally(() => {
        running = null;
      });
  };
  once();
  const timer = setInterval(once, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
