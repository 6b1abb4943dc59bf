/** All SQL of the meter-data import: what a file is checked against, and the set-based writes of values and readings. */
import type { Queryable } from '../db/db';
import type { EnergyDirection } from '@portal/shared/contract/enums';
import { INSERT_MISSING_METER_REGISTERS } from '../db/meter-registers-sql';
import type { ReadingRow } from './reading-layout';
import { storeCommunityQuarterHours, storeQuarterHours } from '../consumption/queries';
import { dayRowArrays } from '../consumption/day-row-bytes';
import { viennaDayStart } from '../dates/local-dates';
import type { DayBucket, MeterPointInfo } from './day-buckets';
import { VALUE_SCALE } from './decimals';
import { QUARTER_HOUR_MS } from './instants';
import { mergeOutcome, statusOfCode, type StoredValue } from './quality';

/** Series and contract periods of the named meter points (unknown numbers are absent from the map). */
export async function loadMeterPoints(db: Queryable, meterPoints: string[]): Promise<Map<string, MeterPointInfo>> {
  const { rows } = await db.query<{ meter_point_number: string; info: MeterPointInfo }>(
    `SELECT p.meter_point_number,
            json_build_object(
              'podId', p.id,
              'series', coalesce((SELECT json_agg(DISTINCT jsonb_build_object(
                                     'seriesId', s.id, 'profileType', s.profile_type, 'energyDirection', s.energy_direction,
                                     'unit', s.unit, 'energyCommunityId', pp.energy_community_id))
                                    FROM pod_profiles pp JOIN profile_series s ON s.id = pp.series_id
                                   WHERE pp.pod_id = p.id), '[]'::json),
              'periods', coalesce((SELECT json_agg(json_build_object('from', c.move_in_date::text, 'to', c.move_out_date::text))
                                     FROM contracts c WHERE c.pod_id = p.id), '[]'::json)) AS info
       FROM pods p
      WHERE p.meter_point_number = ANY($1::text[])`,
    [meterPoints],
  );
  return new Map(rows.map((r) => [r.meter_point_number, r.info]));
}

// Readings.

/** What a readings import checks a line against: the meter point's meter and its contracts per direction. */
export interface ReadingTarget {
  podId: number;
  meterNumber: string | null;
  /** Inclusive local dates; `to` null while the contract runs. A feed-in contract reads the GENERATION registers. */
  contracts: { direction: EnergyDirection; branch: 'STROM' | 'GAS'; from: string; to: string | null }[];
}

export async function loadReadingTargets(db: Queryable, meterPoints: string[]): Promise<Map<string, ReadingTarget>> {
  const { rows } = await db.query<{ meter_point_number: string; target: ReadingTarget }>(
    `SELECT p.meter_point_number,
            json_build_object(
              'podId', p.id, 'meterNumber', p.meter_number,
              'contracts', coalesce((SELECT json_agg(json_build_object(
                                       'direction', CASE WHEN c.power_generation_unit THEN 'GENERATION' ELSE 'CONSUMPTION' END,
                                       'branch', c.branch, 'from', c.move_in_date::text, 'to', c.move_out_date::text))
                                      FROM contracts c WHERE c.pod_id = p.id), '[]'::json)) AS target
       FROM pods p
      WHERE p.meter_point_number = ANY($1::text[])`,
    [meterPoints],
  );
  return new Map(rows.map((r) => [r.meter_point_number, r.target]));
}

/**
 * Upserts the readings (one per register and day, checked by the caller) set-based: what is stored as delivered stays
 * (unchanged), a different value, type, direction or gas factor replaces it (counted as upgraded), the rest is new.
 * Registers seen for the first time are added to meter_registers, as the readings entry needs them.
 */
export async function writeReadings(tx: Queryable, rows: (ReadingRow & { podId: number })[]): Promise<WriteCounts> {
  if (rows.length === 0) return { inserted: 0, upgraded: 0, unchanged: 0 };
  const column = <K extends keyof (typeof rows)[number]>(key: K) => rows.map((r) => r[key]);
  const { rows: outcome } = await tx.query<{ inserted: number; upgraded: number; unchanged: number }>(
    `WITH incoming AS (
       SELECT * FROM unnest($1::int[], $2::text[], $3::text[], $4::date[], $5::bigint[], $6::text[], $7::numeric[], $8::numeric[])
                  AS i(pod_id, register_number, energy_direction, read_on, milli, reading_type, state_number, calorific_value)),
     compared AS (
       SELECT i.*, (i.milli / 1000.0)::numeric(14, 3) AS reading_value,
              CASE WHEN r.pod_id IS NULL THEN 'inserted'
                   WHEN r.reading_value = i.milli / 1000.0 AND r.reading_type = i.reading_type
                        AND r.energy_direction = i.energy_direction
                        AND r.state_number IS NOT DISTINCT FROM i.state_number
                        AND r.calorific_value IS NOT DISTINCT FROM i.calorific_value THEN 'unchanged'
                   ELSE 'upgraded' END AS outcome
         FROM incoming i
         LEFT JOIN meter_readings r USING (pod_id, register_number, read_on)),
     written AS (
       INSERT INTO meter_readings (pod_id, register_number, energy_direction, read_on, reading_value, reading_type,
                                   state_number, calorific_value)
       SELECT pod_id, register_number, energy_direction, read_on, reading_value, reading_type, state_number, calorific_value
         FROM compared WHERE outcome <> 'unchanged'
       ON CONFLICT (pod_id, register_number, read_on) DO UPDATE SET
         energy_direction = excluded.energy_direction, reading_value = excluded.reading_value,
         reading_type = excluded.reading_type, state_number = excluded.state_number,
         calorific_value = excluded.calorific_value, plausible = true, explanation = NULL
       RETURNING 1)
     SELECT count(*) FILTER (WHERE outcome = 'inserted')::int AS inserted,
            count(*) FILTER (WHERE outcome = 'upgraded')::int AS upgraded,
            count(*) FILTER (WHERE outcome = 'unchanged')::int AS unchanged,
            (SELECT count(*) FROM written)::int AS written
       FROM compared`,
    [
      column('podId'),
      column('register'),
      column('direction'),
      column('date'),
      column('milli'),
      column('type'),
      column('stateNumber'),
      column('calorificValue'),
    ],
  );
  await tx.query(INSERT_MISSING_METER_REGISTERS);
  const { inserted, upgraded, unchanged } = outcome[0];
  return { inserted, upgraded, unchanged };
}

// Quarter-hour values: days merged by quality level and written set-based.

export interface WriteCounts {
  inserted: number;
  upgraded: number;
  unchanged: number;
}

/** Keys looked up and rows staged per statement. */
const CHUNK = 2_000;
const ROW_CHUNK = 50_000;
const STAGING = 'import_quarter_hours';

interface StoredDay {
  /** Per slot: ten-thousandths or null; undefined where nothing was ever delivered. */
  values: (number | null | undefined)[];
  statuses: number[];
}

/** Merges one slot; returns the outcome and writes the kept value into `day`. */
function mergeSlot(bucket: DayBucket, slot: number, day: StoredDay): ReturnType<typeof mergeOutcome> {
  const incoming: StoredValue = {
    scaled: Number.isNaN(bucket.values[slot]) ? null : bucket.values[slot],
    status: statusOfCode(bucket.statuses[slot]),
  };
  const present = day.statuses[slot] >= 0;
  const stored = present ? { scaled: day.values[slot] ?? null, status: statusOfCode(day.statuses[slot]) } : undefined;
  const outcome = mergeOutcome(incoming, stored);
  if (outcome !== 'unchanged') {
    day.values[slot] = incoming.scaled;
    day.statuses[slot] = bucket.statuses[slot];
  }
  return outcome;
}

class Staged {
  pods: number[] = [];
  communities: (string | null)[] = [];
  series: number[] = [];
  /** Epoch seconds: numbers pass to the database much cheaper than timestamp texts. */
  ts: number[] = [];
  values: (number | null)[] = [];
  statuses: number[] = [];

  get size() {
    return this.pods.length;
  }

  addDay(bucket: DayBucket, stored: StoredDay) {
    const start = viennaDayStart(bucket.day).getTime();
    stored.statuses.forEach((status, slot) => {
      if (status < 0) return;
      this.pods.push(bucket.podId);
      this.communities.push(bucket.energyCommunityId);
      this.series.push(bucket.seriesId);
      this.ts.push((start + slot * QUARTER_HOUR_MS) / 1000);
      const value = stored.values[slot];
      this.values.push(value === null || value === undefined ? null : value / VALUE_SCALE);
      this.statuses.push(status);
    });
  }

  async flush(tx: Queryable) {
    if (this.size === 0) return;
    await tx.query(
      `INSERT INTO ${STAGING} (pod_id, energy_community_id, profile_type, ts, value, status)
       SELECT p, c, s, to_timestamp(t), v, st
         FROM unnest($1::int[], $2::text[], $3::smallint[], $4::float8[], $5::float8[], $6::smallint[]) AS u(p, c, s, t, v, st)`,
      [this.pods, this.communities, this.series, this.ts, this.values, this.statuses],
    );
    this.pods = [];
    this.communities = [];
    this.series = [];
    this.ts = [];
    this.values = [];
    this.statuses = [];
  }
}

/** Where a series-day is stored: the meter's own day rows, or an energy community's. */
interface DayRowsTarget {
  /** The stored day rows of the buckets by dayKey. */
  load(tx: Queryable, buckets: DayBucket[]): Promise<Map<string, { vals: (number | null)[]; statuses: number[] | null }>>;
  /** Packs the staged quarter-hours into day rows. */
  store(tx: Queryable, staging: string): Promise<void>;
}

/** A series-day: meter point, community (none for the meter's own), series and local day. */
const dayKey = (b: { podId: number; energyCommunityId: string | null; seriesId: number; day: string }) =>
  `${b.podId}|${b.energyCommunityId ?? ''}|${b.seriesId}|${b.day}`;

/** A stored day row as read: its quarter-hours' bytes as hex (day-row-bytes.ts). */
interface DayRowRecord {
  pod_id: number;
  energy_community_id: string | null;
  profile_type: number;
  day: string;
  vals: string;
  statuses: string | null;
}

const byKey = (rows: DayRowRecord[]) =>
  new Map(
    rows.map((r) => [
      dayKey({ podId: r.pod_id, energyCommunityId: r.energy_community_id, seriesId: r.profile_type, day: r.day }),
      dayRowArrays(r.vals, r.statuses),
    ]),
  );

const OWN_SERIES: DayRowsTarget = {
  async load(tx, buckets) {
    const { rows } = await tx.query<DayRowRecord>(
      `SELECT d.pod_id, NULL AS energy_community_id, d.profile_type, d.day::text AS day,
              encode(d.vals, 'hex') AS vals, encode(d.statuses, 'hex') AS statuses
         FROM meter_days d
         JOIN unnest($1::int[], $2::smallint[], $3::date[]) AS k(pod_id, profile_type, day) USING (pod_id, profile_type, day)`,
      [buckets.map((b) => b.podId), buckets.map((b) => b.seriesId), buckets.map((b) => b.day)],
    );
    return byKey(rows);
  },
  store: (tx, staging) => storeQuarterHours(tx, staging),
};

const COMMUNITY_SERIES_DAYS: DayRowsTarget = {
  async load(tx, buckets) {
    const { rows } = await tx.query<DayRowRecord>(
      `SELECT d.pod_id, d.energy_community_id, d.profile_type, d.day::text AS day,
              encode(d.vals, 'hex') AS vals, encode(d.statuses, 'hex') AS statuses
         FROM community_days d
         JOIN unnest($1::int[], $2::text[], $3::smallint[], $4::date[]) AS k(pod_id, energy_community_id, profile_type, day)
           USING (pod_id, energy_community_id, profile_type, day)`,
      [buckets.map((b) => b.podId), buckets.map((b) => b.energyCommunityId), buckets.map((b) => b.seriesId), buckets.map((b) => b.day)],
    );
    return byKey(rows);
  },
  store: (tx, staging) => storeCommunityQuarterHours(tx, staging),
};

/**
 * Merges the series-days into their stored day rows (the meter's own or a community's) slot by slot by quality, and
 * re-packs the days that changed, whole, through the staging table.
 */
async function writeSeriesDays(tx: Queryable, target: DayRowsTarget, buckets: DayBucket[], counts: WriteCounts): Promise<void> {
  if (buckets.length === 0) return;
  await tx.query(
    `CREATE TEMP TABLE IF NOT EXISTS ${STAGING} (
       pod_id integer NOT NULL, energy_community_id text, profile_type smallint NOT NULL, ts timestamptz NOT NULL,
       value double precision, status smallint NOT NULL
     ) ON COMMIT DROP`,
  );
  const staged = new Staged();
  let changedDays = 0;
  for (let i = 0; i < buckets.length; i += CHUNK) {
    const chunk = buckets.slice(i, i + CHUNK);
    const existing = await target.load(tx, chunk);
    for (const bucket of chunk) {
      const row = existing.get(dayKey(bucket));
      const slots = bucket.statuses.length;
      const day: StoredDay = row
        ? { values: row.vals, statuses: row.statuses ?? new Array<number>(slots).fill(0) }
        : { values: new Array<undefined>(slots).fill(undefined), statuses: new Array<number>(slots).fill(-1) };
      let changed = false;
      for (let slot = 0; slot < slots; slot++) {
        if (bucket.statuses[slot] < 0) continue;
        const outcome = mergeSlot(bucket, slot, day);
        counts[outcome]++;
        changed ||= outcome !== 'unchanged';
      }
      if (!changed) continue;
      changedDays++;
      staged.addDay(bucket, day);
      if (staged.size >= ROW_CHUNK) await staged.flush(tx);
    }
  }
  await staged.flush(tx);
  if (changedDays > 0) {
    await target.store(tx, STAGING);
    await tx.query(`TRUNCATE ${STAGING}`);
  }
}

/**
 * The range the views offer grows with the imported days: the meter point's first and last day with values and the
 * latest period of each series (own or in a community) that the import extended.
 */
async function extendRanges(tx: Queryable, buckets: DayBucket[]): Promise<void> {
  if (buckets.length === 0) return;
  await tx.query(
    `WITH days AS (
       SELECT pod_id, series_id, community, min(day) AS first_day, max(day) AS last_day
         FROM unnest($1::int[], $2::smallint[], $3::text[], $4::date[]) AS k(pod_id, series_id, community, day) GROUP BY 1, 2, 3),
     pods_range AS (
       UPDATE pods p SET minimum_date = least(coalesce(p.minimum_date, d.first_day), d.first_day),
                         maximum_date = greatest(coalesce(p.maximum_date, d.last_day), d.last_day)
         FROM (SELECT pod_id, min(first_day) AS first_day, max(last_day) AS last_day FROM days GROUP BY 1) d
        WHERE p.id = d.pod_id)
     UPDATE pod_profiles pp SET valid_to = d.last_day
       FROM days d
      WHERE pp.pod_id = d.pod_id AND pp.series_id = d.series_id AND pp.energy_community_id IS NOT DISTINCT FROM d.community
        AND pp.valid_to < d.last_day
        AND pp.valid_from = (SELECT max(valid_from) FROM pod_profiles l
                              WHERE l.pod_id = pp.pod_id AND l.series_id = pp.series_id
                                AND l.energy_community_id IS NOT DISTINCT FROM pp.energy_community_id)`,
    [buckets.map((b) => b.podId), buckets.map((b) => b.seriesId), buckets.map((b) => b.energyCommunityId), buckets.map((b) => b.day)],
  );
}

/** Writes the series-days of one import inside the caller's transaction and counts what each value did. */
export async function writeDayBuckets(tx: Queryable, buckets: DayBucket[]): Promise<WriteCounts> {
  const counts: WriteCounts = { inserted: 0, upgraded: 0, unchanged: 0 };
  await writeSeriesDays(
    tx,
    OWN_SERIES,
    buckets.filter((b) => b.energyCommunityId === null),
    counts,
  );
  await writeSeriesDays(
    tx,
    COMMUNITY_SERIES_DAYS,
    buckets.filter((b) => b.energyCommunityId !== null),
    counts,
  );
  await extendRanges(tx, buckets);
  return counts;
}
