import { VALUE_STATUSES, type Granularity } from '@portal/shared/contract/enums';
import type { Queryable } from '../db/db';
import { slpKeyColumns } from './standard-load-profile-sql';
import { loadDayRows, quarterHoursSql, rollupBucketsSql } from './queries';
import { bucketPower, dayRowBuckets } from './day-row-buckets';
import type { SeriesPlan } from './profile-plan';

/**
 * The SQL of a series: its quarter-hour source rows (stored, or the standard load profile for COMPARISON) and their
 * aggregation to the plan's granularity in Europe/Vienna time. Aggregates take the worst status of their parts (the
 * status index grows with badness, MISSING last), so `max(status)` is the worst.
 */

const TZ = `'Europe/Vienna'`;

/** Local range [from 00:00, to + 1 day 00:00) as UTC instants; parameters $3 (from) and $4 (to). */
const RANGE_START = `($3::date)::timestamp AT TIME ZONE ${TZ}`;
const RANGE_END = `($4::date + 1)::timestamp AT TIME ZONE ${TZ}`;

/**
 * Interval start of the bucket a quarter-hour `ts` falls in. Vienna's offsets are whole hours, so hours are cut in
 * UTC (the repeated October hour stays two hours); days, months and years at local midnight.
 */
export function bucketExpr(granularity: Granularity, ts = 'ts'): string {
  switch (granularity) {
    case 'QUARTER_OF_AN_HOUR':
      return ts;
    case 'HOUR':
      return `date_trunc('hour', ${ts})`;
    case 'DAY':
      return `date_trunc('day', ${ts}, ${TZ})`;
    case 'MONTH':
      return `date_trunc('month', ${ts}, ${TZ})`;
    case 'YEAR':
      return `date_trunc('year', ${ts}, ${TZ})`;
  }
}

/** Energy sums up; power is the mean power over the interval (kW = 4 × kWh per quarter-hour). Rounded in JS. */
function aggregateExpr(plan: Pick<SeriesPlan, 'granularity' | 'unit'>): string {
  if (plan.unit === 'KW') return plan.granularity === 'QUARTER_OF_AN_HOUR' ? 'value * 4' : 'avg(value) * 4';
  return plan.granularity === 'QUARTER_OF_AN_HOUR' ? 'value' : 'sum(value)';
}

type SourcePlan = Pick<SeriesPlan, 'seriesId' | 'comparisonProfile' | 'factor' | 'energyCommunityId'>;

/** A stored series of one energy community (community_values), as opposed to the meter's own or COMPARISON. */
const isCommunityPlan = (plan: Pick<SeriesPlan, 'seriesId' | 'energyCommunityId'>) =>
  plan.seriesId !== null && plan.energyCommunityId !== null;

/** The meter's own stored series at its stored values (no community, no factor): its rollups answer for it. */
export const isStoredMeterPlan = (plan: SourcePlan) => plan.seriesId !== null && !isCommunityPlan(plan) && plan.factor === 1;

/**
 * Source rows `src(ts, value, status)`. Parameters: $1 pod id, $2 series id, $3 from, $4 to, $5 community id (only
 * for a community series: see seriesParams).
 * COMPARISON: the standard load profile (with the H0 dynamisation) for every quarter-hour of the range, scaled so that
 * over the pod's last year of stored consumption it sums to what the customer consumed in the same quarter-hours.
 */
export function sourceSql(plan: SourcePlan): string {
  if (plan.seriesId !== null) {
    // The factor is a number the service computed (participation factor), never request text.
    const value = plan.factor === 1 ? 'value' : `round((value * ${Number(plan.factor)})::numeric, 4)::float8 AS value`;
    // Community series are kept per community ($5); the meter's own series as day rows.
    const rows = isCommunityPlan(plan)
      ? `SELECT ts, value, status FROM community_values
          WHERE pod_id = $1 AND energy_community_id = $5 AND profile_type = $2 AND ts >= ${RANGE_START} AND ts < ${RANGE_END}`
      : quarterHoursSql('$1', '$2', '$3::date', '$4::date');
    return `src AS (SELECT ts, ${value}, status FROM (${rows}) q)`;
  }
  // A literal, not a parameter: the id was checked against COMPARE_VALUES, and so every query keeps $1–$4 only.
  const profile = plan.comparisonProfile ?? 'H0';
  if (!/^[A-Z][A-Z0-9]{0,9}$/.test(profile)) throw new Error(`bad comparison profile ${profile}`);
  const lastYearTo = '(SELECT maximum_date FROM pods WHERE id = $1)';
  const lastYearFrom = `(${lastYearTo} - 364)`;
  const slpAt = (ts: string, alias: string) => `
       CROSS JOIN LATERAL (SELECT ${slpKeyColumns(`(${ts} AT TIME ZONE ${TZ})`)}) ${alias}k
       JOIN standard_load_profiles ${alias}s ON ${alias}s.profile = '${profile}' AND ${alias}s.period = ${alias}k.period
        AND ${alias}s.weekday = ${alias}k.weekday AND ${alias}s.quarter_hour = ${alias}k.qh`;
  return `scale AS (
      SELECT CASE WHEN sum(ys.value * yk.dyn) > 0 THEN sum(m.value) / sum(ys.value * yk.dyn) END AS factor
        FROM (${quarterHoursSql('$1', '$2', lastYearFrom, lastYearTo)}) m ${slpAt('m.ts', 'y')}
       WHERE m.value IS NOT NULL),
    src AS (
      SELECT g.ts, round((gs.value * gk.dyn * (SELECT factor FROM scale))::numeric, 4)::float8 AS value, 0 AS status
        FROM generate_series(${RANGE_START}, ${RANGE_END} - interval '15 minutes', interval '15 minutes') AS g(ts)
        ${slpAt('g.ts', 'g')})`;
}

/** Per aggregate: how many of its stored intervals are missing (status 5) and calculated (status 1), of how many. */
const PART_COUNTS = 'count(*) FILTER (WHERE status = 5) AS m, count(*) FILTER (WHERE status = 1) AS c, count(*) AS n';

/**
 * The interval starts (epoch seconds), values and worst statuses of a series at the plan's granularity, as three
 * Postgres array texts: measured on a year of quarter-hours, this is several times faster than building the JSON
 * objects in SQL (json_agg with to_char) or reading rows, and the summary then takes one pass in JS.
 */
export function seriesArraysSql(plan: SourcePlan & Pick<SeriesPlan, 'granularity' | 'unit'>): string {
  const grouped = plan.granularity !== 'QUARTER_OF_AN_HOUR';
  const arrays = `SELECT array_agg(extract(epoch FROM t)::int8)::text AS t, array_agg(v)::text AS v, array_agg(s)::text AS s,
           array_agg(m)::text AS m, array_agg(c)::text AS c, array_agg(n)::text AS n`;
  const { granularity } = plan;
  // Days, months and years of the meter's own series: a year is 365 day rows or 12 rollups, not 35,040 quarter-hours.
  if (isStoredMeterPlan(plan) && (granularity === 'DAY' || granularity === 'MONTH' || granularity === 'YEAR')) {
    return `WITH b AS (${rollupBucketsSql(granularity, plan.unit)}) ${arrays} FROM b`;
  }
  // One ordered pass feeds all three arrays (ORDER BY inside each array_agg would sort three times).
  return `WITH ${sourceSql(plan)},
    b AS (
      SELECT ${bucketExpr(plan.granularity)} AS t, ${aggregateExpr(plan)} AS v, ${grouped ? 'max(status)' : 'status'} AS s,
             ${grouped ? PART_COUNTS : '0 AS m, 0 AS c, 1 AS n'}
        FROM src ${grouped ? 'GROUP BY 1' : ''} ORDER BY 1)
    ${arrays} FROM b`;
}

/**
 * Parameters of sourceSql: $1 pod id, $2 series id (the consumption for COMPARISON), $3 from, $4 to, and $5 the
 * community id for a community series only (an unused parameter has no type and fails). Callers number theirs after.
 */
export function seriesParams(plan: Pick<SeriesPlan, 'contract' | 'seriesId' | 'energyCommunityId'>, from: string, to: string): unknown[] {
  const params: unknown[] = [plan.contract.podId, plan.seriesId ?? seriesIdOfComparisonBase, from, to];
  if (isCommunityPlan(plan)) params.push(plan.energyCommunityId);
  return params;
}

/** COMPARISON is scaled against the stored consumption series (ACTIVE_CURRENT, CONSUMPTION). */
const seriesIdOfComparisonBase = 1;

/**
 * The part counts of an aggregate as JSON fields, only where some of its parts are missing or calculated (a period
 * "partly missing" or "partly calculated"); nothing for whole periods and single intervals.
 */
function partCounts(columns: SeriesColumns, i: number): string {
  const m = columns.m[i];
  const c = columns.c[i];
  return m > 0 || c > 0 ? `,"missingCount":${m},"calculatedCount":${c},"partCount":${columns.n[i]}` : '';
}

const elements = (text: string | null) => (text ? text.slice(1, -1).split(',') : []);
const round4 = (x: number) => Math.round(x * 1e4) / 1e4;
const pad2 = (x: number) => (x < 10 ? '0' : '') + String(x);
/** `HH:mm:00Z` of every quarter-hour of a UTC day. */
const QUARTER_TIMES = Array.from({ length: 96 }, (_, q) => `${pad2(Math.floor(q / 4))}:${pad2((q % 4) * 15)}:00Z`);

/**
 * ISO instants (`2026-03-19T23:00:00Z`) of ascending epoch seconds: the date part is formatted once per UTC day and
 * quarter-hours come from a table (Date formatting per value was half the time of a year's answer).
 */
function isoInstants(epochSeconds: number[]): string[] {
  const out = new Array<string>(epochSeconds.length);
  let lastDay = -1;
  let prefix = '';
  for (let i = 0; i < epochSeconds.length; i += 1) {
    const seconds = epochSeconds[i];
    const day = Math.floor(seconds / 86_400);
    const rest = seconds - day * 86_400;
    if (day !== lastDay) {
      lastDay = day;
      prefix = new Date(day * 86_400_000).toISOString().slice(0, 11);
    }
    out[i] = prefix + (rest % 900 === 0 ? QUARTER_TIMES[rest / 900] : `${new Date(seconds * 1000).toISOString().slice(11, 19)}Z`);
  }
  return out;
}

/** A series at its granularity: interval starts (epoch seconds), values (null: none), worst statuses, part counts. */
interface SeriesColumns {
  t: number[];
  v: (number | null)[];
  s: number[];
  m: number[];
  c: number[];
  n: number[];
}

/**
 * Quarter-hours and hours of the meter's own stored series are computed from its day rows in JavaScript (a year is
 * 366 rows, not 35,040); everything else by seriesArraysSql.
 */
async function loadSeriesColumns(db: Queryable, plan: SeriesPlan): Promise<SeriesColumns> {
  const { granularity } = plan;
  if (isStoredMeterPlan(plan) && plan.seriesId !== null && (granularity === 'QUARTER_OF_AN_HOUR' || granularity === 'HOUR')) {
    const buckets = dayRowBuckets(await loadDayRows(db, plan.contract.podId, plan.seriesId, plan.from, plan.to), granularity);
    return {
      t: buckets.map((b) => b.t / 1000),
      v: buckets.map(plan.unit === 'KW' ? bucketPower : (b) => b.sum),
      s: buckets.map((b) => b.status),
      // A single interval has no parts to count (partCounts writes nothing for it).
      m: buckets.map((b) => (granularity === 'HOUR' ? b.missing : 0)),
      c: buckets.map((b) => (granularity === 'HOUR' ? b.calculated : 0)),
      n: buckets.map((b) => b.parts),
    };
  }
  const { rows } = await db.query<Record<'t' | 'v' | 's' | 'm' | 'c' | 'n', string | null>>(
    seriesArraysSql(plan),
    seriesParams(plan, plan.from, plan.to),
  );
  const numbers = (text: string | null) => elements(text).map(Number);
  return {
    t: numbers(rows[0].t),
    v: elements(rows[0].v).map((raw) => (raw === 'NULL' ? null : Number(raw))),
    s: numbers(rows[0].s),
    m: numbers(rows[0].m),
    c: numbers(rows[0].c),
    n: numbers(rows[0].n),
  };
}

/**
 * The series as the JSON text of profileValues, minimum, maximum, average and sum (spliced into the result without
 * re-parsing), and how many of its values are not MISSING. Ties of minimum and maximum go to the earliest interval.
 */
export async function querySeriesJson(db: Queryable, plan: SeriesPlan): Promise<{ body: string; valueCount: number }> {
  const columns = await loadSeriesColumns(db, plan);
  const times = isoInstants(columns.t);
  const out: string[] = new Array<string>(times.length);
  let count = 0;
  let sum = 0;
  let min = -1;
  let max = -1;
  const numbers: number[] = new Array<number>(times.length);
  for (let i = 0; i < times.length; i += 1) {
    const raw = columns.v[i];
    const datetime = times[i];
    if (raw === null) {
      out[i] = `{"datetime":"${datetime}","value":null,"status":"MISSING"}`;
      continue;
    }
    const value = round4(raw);
    numbers[i] = value;
    count += 1;
    sum += value;
    if (min < 0 || value < numbers[min]) min = i;
    if (max < 0 || value > numbers[max]) max = i;
    out[i] = `{"datetime":"${datetime}","value":${value},"status":"${VALUE_STATUSES[columns.s[i]]}"${partCounts(columns, i)}}`;
  }
  const unit = JSON.stringify(plan.unit);
  const at = (i: number) => (i < 0 ? 'null' : `{"value":${numbers[i]},"unit":${unit},"dateTime":"${times[i]}"}`);
  const summary = (value: number) => (count === 0 ? 'null' : `{"value":${round4(value)},"unit":${unit}}`);
  // Energy always carries its sum, 0 without values: clients read it by key (API-COMPAT "Recorded answers").
  const energySum = `{"value":${round4(sum)},"unit":${unit}}`;
  const body =
    `{"profileValues":[${out.join(',')}],"minimum":${at(min)},"maximum":${at(max)},` +
    `"average":${summary(sum / count)},"sum":${plan.unit === 'KW' ? 'null' : energySum}}`;
  return { body, valueCount: count };
}
