import { VALUE_STATUSES } from '@portal/shared/contract/enums';
import type { Queryable } from '../db/db';
import { bucketPower, dayRowBuckets } from './day-row-buckets';
import type { SeriesPlan } from './profile-plan';
import { loadDayRows, loadSeriesArrays, type SeriesColumns } from './queries';
import { NO_VALUES_REMARK } from './remark-texts';
import { readsDayRows } from './series-source';

/**
 * A series at the plan's granularity (interval starts, values, worst statuses, part counts). Quarter-hours and hours
 * of the meter's own stored series are computed from its day rows in JavaScript (a year is 366 rows, not 35,040);
 * everything else is aggregated in SQL.
 */
export async function loadSeriesColumns(db: Queryable, plan: SeriesPlan): Promise<SeriesColumns> {
  if (!readsDayRows(plan)) return loadSeriesArrays(db, plan);
  const { granularity } = plan;
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

/**
 * The part counts of an aggregate as JSON fields, only where some of its parts are missing or calculated (a period
 * "partly missing" or "partly calculated"); nothing for whole periods and single intervals.
 */
function partCounts(columns: SeriesColumns, i: number): string {
  const m = columns.m[i];
  const c = columns.c[i];
  return m > 0 || c > 0 ? `,"missingCount":${m},"calculatedCount":${c},"partCount":${columns.n[i]}` : '';
}

const round4 = (x: number) => Math.round(x * 1e4) / 1e4;
const pad2 = (x: number) => (x < 10 ? '0' : '') + String(x);
/** `HH:mm:00Z` of every quarter-hour of a UTC day. */
const QUARTER_TIMES = Array.from({ length: 96 }, (_, q) => `${pad2(Math.floor(q / 4))}:${pad2((q % 4) * 15)}:00Z`);

/**
 * ISO instants (`2026-03-19T23:00:00Z`) of ascending epoch seconds: the date part is formatted once per UTC day and
 * quarter-hours come from a table (Date formatting per value was half the time of a year's answer).
 */
export function isoInstants(epochSeconds: number[]): string[] {
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

/**
 * The series as the JSON text of profileValues, minimum, maximum, average and sum, and how many of its values are not
 * MISSING. Ties of minimum and maximum go to the earliest interval.
 */
export function seriesJson(plan: Pick<SeriesPlan, 'unit'>, columns: SeriesColumns): { body: string; valueCount: number } {
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

/** One result of the profile request as JSON text: the plan's fields, then values and summary (spliced, never re-parsed). */
export function profileResultJson(plan: SeriesPlan, columns: SeriesColumns): string {
  const { body, valueCount } = seriesJson(plan, columns);
  const remark = plan.remark ?? (valueCount === 0 ? NO_VALUES_REMARK : null);
  const head = JSON.stringify({
    type: plan.type,
    energyDirection: plan.energyDirection,
    energyCommunityId: plan.energyCommunityId,
    energyCommunityName: plan.energyCommunityName,
    contractAccountNumber: plan.contract.contractAccountNumber,
    contractNumber: plan.contract.contractNumber,
    meterPointAdministrationNumber: plan.contract.meterPointAdministrationNumber,
    from: `${plan.from}T00:00:00`,
    to: `${plan.to}T23:59:59`,
    dimension: plan.dimension,
    unit: plan.unit,
    granularity: plan.granularity,
    contractPower: plan.contract.contractPower,
    comparisonProfile: plan.comparisonProfile,
    remark,
    profileTypeContent: { header: plan.header },
  });
  return `${head.slice(0, -1)},${body.slice(1)}`;
}
