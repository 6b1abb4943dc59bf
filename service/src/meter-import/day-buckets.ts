import type { EnergyDirection, ProfileType } from '@portal/shared/contract/enums';
import { DaySlots } from './day-slots';
import { QUARTER_HOUR_MS } from './instants';
import type { Rejection, ValueRow } from './layouts';
import { statusCode } from './quality';
import type { RejectReason } from './reject-reasons';

/** What the portal knows of a meter point that an import needs: its series and contract periods. */
export interface MeterPointInfo {
  podId: number;
  series: SeriesInfo[];
  /** Contract periods, inclusive local dates; `to` null while the contract runs. */
  periods: { from: string; to: string | null }[];
}

export interface SeriesInfo {
  seriesId: number;
  profileType: ProfileType;
  energyDirection: EnergyDirection;
  unit: string;
  energyCommunityId: string | null;
}

/** The series a meter point delivers by itself (the community series are computed from them or delivered apart). */
const OWN_TYPES = new Set<ProfileType>(['ACTIVE_CURRENT', 'GAS_IN_KWH', 'GAS_IN_CUBIC_METERS']);

/** One series-day of an import: the incoming quarter-hours by slot, with the file line of each. */
export interface DayBucket {
  podId: number;
  seriesId: number;
  energyCommunityId: string | null;
  day: string;
  /** Per slot: the line number (0 = no value in this import). */
  lines: Int32Array;
  /** Per slot: ten-thousandths of the unit, NaN for a missing value. */
  values: Float64Array;
  /** Per slot: the status code (index into VALUE_STATUSES), -1 where this import has no value. */
  statuses: Int8Array;
}

function chooseSeries(info: MeterPointInfo, row: ValueRow): SeriesInfo | RejectReason {
  const candidates = info.series.filter(
    (s) =>
      s.energyCommunityId === row.energyCommunityId &&
      (row.profileType ? s.profileType === row.profileType : OWN_TYPES.has(s.profileType)) &&
      (row.energyDirection === null || s.energyDirection === row.energyDirection),
  );
  if (candidates.length === 0) {
    if (row.energyCommunityId && !info.series.some((s) => s.energyCommunityId === row.energyCommunityId)) return 'UNKNOWN_COMMUNITY';
    return 'UNKNOWN_SERIES';
  }
  let ofUnit = candidates.filter((s) => s.unit === row.unit);
  if (ofUnit.length === 0) return 'WRONG_UNIT';
  // A meter point measuring both directions without a direction named: the values are its consumption (Bezug).
  if (row.energyDirection === null && new Set(ofUnit.map((s) => s.energyDirection)).size > 1) {
    ofUnit = ofUnit.filter((s) => s.energyDirection === 'CONSUMPTION');
  }
  if (new Set(ofUnit.map((s) => s.seriesId)).size > 1) return 'AMBIGUOUS_SERIES';
  return ofUnit[0];
}

const inPeriods = (info: MeterPointInfo, day: string) => info.periods.some((p) => p.from <= day && (p.to === null || day <= p.to));

/**
 * Collects the values of one import into series-days, refusing what does not fit the meter point (unknown, no such
 * series, wrong unit, outside every contract period, not yet over) and every quarter-hour that a file names twice
 * (all of its lines: which one was meant cannot be told).
 */
export class DayBuckets {
  private readonly buckets = new Map<string, DayBucket>();
  private readonly duplicates = new Set<number>();
  private readonly slots = new DaySlots();
  readonly rejections: Rejection[] = [];

  constructor(private readonly now: number = Date.now()) {}

  add(row: ValueRow, info: MeterPointInfo | undefined): void {
    if (!info) return this.reject(row.line, 'UNKNOWN_METER_POINT');
    const series = chooseSeries(info, row);
    if (typeof series === 'string') return this.reject(row.line, series);
    if (row.startMs + QUARTER_HOUR_MS > this.now) return this.reject(row.line, 'IN_THE_FUTURE');
    const { day, slot, slots } = this.slots.of(row.startMs);
    if (!inPeriods(info, day)) return this.reject(row.line, 'OUTSIDE_CONTRACT');

    const key = `${info.podId}|${series.seriesId}|${series.energyCommunityId ?? ''}|${day}`;
    let bucket = this.buckets.get(key);
    if (!bucket) {
      bucket = {
        podId: info.podId,
        seriesId: series.seriesId,
        energyCommunityId: series.energyCommunityId,
        day,
        lines: new Int32Array(slots),
        values: new Float64Array(slots).fill(Number.NaN),
        statuses: new Int8Array(slots).fill(-1),
      };
      this.buckets.set(key, bucket);
    }
    const earlier = bucket.lines[slot];
    if (earlier !== 0) {
      this.duplicates.add(earlier);
      this.duplicates.add(row.line);
      return;
    }
    bucket.lines[slot] = row.line;
    bucket.values[slot] = row.scaled ?? Number.NaN;
    bucket.statuses[slot] = statusCode(row.status);
  }

  reject(line: number, reason: RejectReason): void {
    this.rejections.push({ line, reason });
  }

  /** The series-days to write, without the duplicated quarter-hours, and every rejection in line order. */
  finish(): { buckets: DayBucket[]; rejections: Rejection[] } {
    for (const bucket of this.buckets.values()) {
      for (let slot = 0; slot < bucket.lines.length; slot++) {
        if (this.duplicates.has(bucket.lines[slot])) {
          bucket.lines[slot] = 0;
          bucket.values[slot] = Number.NaN;
          bucket.statuses[slot] = -1;
        }
      }
    }
    for (const line of this.duplicates) this.rejections.push({ line, reason: 'DUPLICATE_INTERVAL' });
    const buckets = [...this.buckets.values()].filter((b) => b.statuses.some((s) => s >= 0));
    return { buckets, rejections: this.rejections.sort((a, b) => a.line - b.line) };
  }
}
