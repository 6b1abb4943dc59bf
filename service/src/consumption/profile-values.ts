import type { Queryable } from '../db/db';
import { viennaMidnightMs } from '../dates/vienna-clock';
import { ByteWriter } from './byte-writer';
import { dayRowIntervals, intervalPowers, type Intervals } from './day-row-intervals';
import type { SeriesPlan } from './profile-plan';
import { valueCount, writeProfileValues, type ProfileColumns } from './profile-values-json';
import type { PodSource } from './pod-source';
import { loadRollups, loadSeriesArrays, type Rollups, type SeriesColumns } from './queries';
import { NO_VALUES_REMARK } from './remark-texts';
import { readsDayRows, readsRollups, type DayRowGranularity } from './series-source';

/** An interval's energy as an energy answer shows it: to 4 decimals. */
const round4 = (x: number) => Math.round(x * 1e4) / 1e4;

/** A series aggregated in SQL (interval starts in epoch seconds, values null for none) as the writer's columns. */
function columnsOfArrays(series: SeriesColumns): ProfileColumns {
  const columns: ProfileColumns = {
    length: series.t.length,
    t: Float64Array.from(series.t, (seconds) => seconds * 1000),
    value: Float64Array.from(series.v, (v) => (v === null ? Number.NaN : v)),
    status: Uint8Array.from(series.s),
    missing: Int32Array.from(series.m),
    calculated: Int32Array.from(series.c),
    parts: Int32Array.from(series.n),
  };
  if (series.e) columns.energy = series.e.reduce<number>((total, e) => (e === null ? total : total + round4(e)), 0);
  return columns;
}

/**
 * Rollups as the answer shows them: each period from its first local midnight; its energy, or for power the mean
 * power over its values (kW = 4 × kWh per quarter-hour), the same doubles SQL computed before.
 */
function columnsOfRollups(
  { starts, totals, valued, worst, missing, calculated, quarterHours }: Rollups,
  unit: SeriesPlan['unit'],
): ProfileColumns {
  const { length } = starts;
  const t = new Float64Array(length);
  const value = new Float64Array(length);
  const power = unit === 'KW';
  let energy = 0;
  for (let i = 0; i < length; i += 1) {
    t[i] = viennaMidnightMs(starts[i]);
    const total = totals[i];
    value[i] = total === null || (power && valued[i] === 0) ? Number.NaN : power ? (total / valued[i]) * 4 : total;
    if (power && total !== null) energy += round4(total);
  }
  return {
    length,
    t,
    value,
    status: Uint8Array.from(worst),
    missing: Int32Array.from(missing),
    calculated: Int32Array.from(calculated),
    parts: Int32Array.from(quarterHours),
    ...(power ? { energy } : {}),
  };
}

/** Power of day-row intervals (kW) and their energy (kWh) added up as the answer's sum. */
function powerOf(intervals: Intervals): { value: Float64Array; energy: number } {
  let energy = 0;
  for (let i = 0; i < intervals.length; i += 1) if (!Number.isNaN(intervals.sum[i])) energy += round4(intervals.sum[i]);
  return { value: intervalPowers(intervals), energy };
}

/** Quarter-hours or hours of day rows as the answer shows them: energy, or the mean power; parts only of hours. */
function columnsOfIntervals(intervals: Intervals, granularity: DayRowGranularity, unit: SeriesPlan['unit']): ProfileColumns {
  const { length } = intervals;
  const power = unit === 'KW' ? powerOf(intervals) : null;
  // A single quarter-hour has no parts to count (the writer writes counts only where some are above 0).
  const none = granularity === 'HOUR' ? null : new Int32Array(length);
  return {
    length,
    t: intervals.t,
    value: power?.value ?? intervals.sum,
    status: intervals.status,
    missing: none ?? intervals.missing,
    calculated: none ?? intervals.calculated,
    parts: intervals.parts,
    ...(power ? { energy: power.energy } : {}),
  };
}

/**
 * A series at the plan's granularity. Quarter-hours and hours of a stored series are computed from its day rows in
 * JavaScript (a year is four rows of texts, not 35,040 rows); days, months and years of the meter's own series come
 * from its rollups; everything else is aggregated in SQL.
 */
export async function loadSeriesColumns(db: Queryable, plan: SeriesPlan, pods: Pick<PodSource, 'dayRows'>): Promise<ProfileColumns> {
  if (readsRollups(plan)) {
    const rollups = await loadRollups(db, plan.contract.podId, plan.seriesId, plan.granularity, plan.from, plan.to);
    return columnsOfRollups(rollups, plan.unit);
  }
  if (!readsDayRows(plan)) return columnsOfArrays(await loadSeriesArrays(db, plan));
  const texts = await pods.dayRows(plan.contract.podId, plan.seriesId, plan.from, plan.to, plan.energyCommunityId);
  return columnsOfIntervals(dayRowIntervals(texts, plan.granularity), plan.granularity, plan.unit);
}

/** The plan's fields of a result, in the answer's order, as JSON text. */
function resultHead(plan: SeriesPlan, columns: ProfileColumns): string {
  return JSON.stringify({
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
    remark: plan.remark ?? (valueCount(columns) === 0 ? NO_VALUES_REMARK : null),
    profileTypeContent: { header: plan.header },
  });
}

/**
 * The answer of the profile request as JSON bytes: per plan its fields, then its values and their summary written by
 * profile-values-json.ts into the same object.
 */
export function profileResultsJson(plans: SeriesPlan[], series: ProfileColumns[]): Buffer {
  const out = new ByteWriter(series.reduce((bytes, columns) => bytes + columns.length * 72, 1024 * plans.length));
  out.text('[');
  for (const [index, plan] of plans.entries()) {
    out.text(`${index === 0 ? '' : ','}${resultHead(plan, series[index]).slice(0, -1)},`);
    writeProfileValues(out, series[index], plan.unit);
    out.text('}');
  }
  out.text(']');
  return out.result();
}
