import {
  COMPARISON_TYPES,
  ENERGY_DIRECTIONS,
  GRANULARITIES,
  PROFILE_TYPES,
  type ComparisonType,
  type EnergyDirection,
  type Granularity,
  type ProfileType,
} from '@portal/shared/contract/enums';
import { daysInclusive, isLocalDate, maxDate, minDate, startOfMonth, startOfYear, type LocalDate } from './local-dates';

/**
 * The state of a chart view. It lives in the URL's query (bookmarkable, shareable); this module turns it into query
 * parameters and back, falling back to the initial view for anything missing, invalid or outside the data range.
 */
export type ChartDimension = 'ENERGY' | 'POWER';

export interface SeriesKey {
  type: ProfileType;
  energyDirection: EnergyDirection;
}

export interface ViewState {
  from: LocalDate;
  to: LocalDate;
  granularity: Granularity;
  dimension: ChartDimension;
  /** The main series; null: the contract's default. */
  series: SeriesKey | null;
  comparison: ComparisonType;
  /** DIFFERENT_TIMERANGE: the second range. */
  comparisonFrom: LocalDate | null;
  comparisonTo: LocalDate | null;
  /** DIFFERENT_PROFILE: the other meter point. */
  comparisonPod: string | null;
  /** COMPARISON_PROFILE: the standard load profile id (H0, …). */
  comparisonProfile: string | null;
  /** Energy-community screen: the community id, ALL or POD_VIEW. */
  community: string | null;
}

/** Available data range (both inclusive). */
export interface Bounds {
  min: LocalDate;
  max: LocalDate;
}

/** Quarter-hour views show one day (single-date mode). */
export const isSingleDay = (granularity: Granularity) => granularity === 'QUARTER_OF_AN_HOUR';

/**
 * Initial view (portal-core §9): the start of the latest date's month up to that date by day; for power data the most
 * recent quarter-hour day.
 */
export function initialView(bounds: Bounds, dimension: ChartDimension): ViewState {
  const base = emptyView(bounds.max, bounds.max, 'QUARTER_OF_AN_HOUR', dimension);
  if (dimension === 'POWER') return base;
  return { ...base, from: maxDate(startOfMonth(bounds.max), bounds.min), granularity: 'DAY' };
}

/** Initial energy-community view (portal-core §9): from the start of the year of the latest availability. */
export function initialCommunityView(bounds: Bounds, community: string): ViewState {
  const from = maxDate(startOfYear(bounds.max), bounds.min);
  return { ...emptyView(from, bounds.max, granularityForRange(from, bounds.max), 'ENERGY'), community };
}

/** A sensible granularity for a range: quarter-hours for a day, days up to two months, months beyond. */
function granularityForRange(from: LocalDate, to: LocalDate): Granularity {
  const days = daysInclusive(from, to);
  if (days === 1) return 'QUARTER_OF_AN_HOUR';
  return days <= 62 ? 'DAY' : 'MONTH';
}

function emptyView(from: LocalDate, to: LocalDate, granularity: Granularity, dimension: ChartDimension): ViewState {
  return {
    from,
    to,
    granularity,
    dimension,
    series: null,
    comparison: 'NONE',
    comparisonFrom: null,
    comparisonTo: null,
    comparisonPod: null,
    comparisonProfile: null,
    community: null,
  };
}

/** Keeps a range inside the bounds; null when nothing of it is inside. */
export function clampRange(from: LocalDate, to: LocalDate, bounds: Bounds): { from: LocalDate; to: LocalDate } | null {
  const f = maxDate(from, bounds.min);
  const t = minDate(to, bounds.max);
  return f <= t ? { from: f, to: t } : null;
}

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | null =>
  value !== null && (list as readonly string[]).includes(value) ? (value as T) : null;

const PARAM = {
  from: 'von',
  to: 'bis',
  granularity: 'aufloesung',
  dimension: 'dimension',
  type: 'typ',
  direction: 'richtung',
  comparison: 'vergleich',
  comparisonFrom: 'vergleichVon',
  comparisonTo: 'vergleichBis',
  comparisonPod: 'vergleichZp',
  comparisonProfile: 'vergleichProfil',
  community: 'gemeinschaft',
} as const;

/** The view as query parameters (defaults left out, so URLs stay short). */
export function viewToSearch(view: ViewState): string {
  const params = new URLSearchParams();
  params.set(PARAM.from, view.from);
  params.set(PARAM.to, view.to);
  params.set(PARAM.granularity, view.granularity);
  params.set(PARAM.dimension, view.dimension);
  if (view.series) {
    params.set(PARAM.type, view.series.type);
    params.set(PARAM.direction, view.series.energyDirection);
  }
  if (view.comparison !== 'NONE') params.set(PARAM.comparison, view.comparison);
  if (view.comparisonFrom && view.comparisonTo) {
    params.set(PARAM.comparisonFrom, view.comparisonFrom);
    params.set(PARAM.comparisonTo, view.comparisonTo);
  }
  if (view.comparisonPod) params.set(PARAM.comparisonPod, view.comparisonPod);
  if (view.comparisonProfile) params.set(PARAM.comparisonProfile, view.comparisonProfile);
  if (view.community) params.set(PARAM.community, view.community);
  return params.toString();
}

/**
 * Reads a view from query parameters. Whatever is missing, malformed or outside the bounds comes from `fallback`;
 * a quarter-hour view is always a single day.
 */
export function viewFromSearch(search: URLSearchParams, bounds: Bounds, fallback: ViewState): ViewState {
  const date = (name: string) => {
    const value = search.get(name);
    return isLocalDate(value) ? value : null;
  };
  const granularity = oneOf(GRANULARITIES, search.get(PARAM.granularity)) ?? fallback.granularity;
  let from = date(PARAM.from) ?? fallback.from;
  let to = date(PARAM.to) ?? fallback.to;
  if (isSingleDay(granularity)) from = to = date(PARAM.from) ?? date(PARAM.to) ?? fallback.to;
  const range = from <= to ? clampRange(from, to, bounds) : null;
  ({ from, to } = range ?? { from: fallback.from, to: fallback.to });
  if (isSingleDay(granularity)) from = to;

  const type = oneOf(PROFILE_TYPES, search.get(PARAM.type));
  const energyDirection = oneOf(ENERGY_DIRECTIONS, search.get(PARAM.direction)) ?? 'CONSUMPTION';
  const comparison = oneOf(COMPARISON_TYPES, search.get(PARAM.comparison)) ?? 'NONE';
  const comparisonFrom = date(PARAM.comparisonFrom);
  const comparisonTo = date(PARAM.comparisonTo);
  const comparisonRange =
    comparison === 'DIFFERENT_TIMERANGE' && comparisonFrom && comparisonTo && comparisonFrom <= comparisonTo
      ? clampRange(comparisonFrom, comparisonTo, bounds)
      : null;
  return {
    from,
    to,
    granularity,
    dimension: oneOf(['ENERGY', 'POWER'] as const, search.get(PARAM.dimension)) ?? fallback.dimension,
    series: type ? { type, energyDirection } : fallback.series,
    comparison,
    comparisonFrom: comparisonRange?.from ?? null,
    comparisonTo: comparisonRange?.to ?? null,
    comparisonPod: comparison === 'DIFFERENT_PROFILE' ? search.get(PARAM.comparisonPod) : null,
    comparisonProfile: comparison === 'COMPARISON_PROFILE' ? search.get(PARAM.comparisonProfile) : null,
    community: search.get(PARAM.community) ?? fallback.community,
  };
}
