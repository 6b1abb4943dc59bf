import {
  MAX_DAYS_AT_BEST_GRANULARITY,
  PROFILE_TYPE_LABELS,
  type ProfileRequest,
  type ProfileRequestPod,
} from '@portal/shared/contract/consumption';
import { ERROR_NUMBERS, type ErrorItem } from '@portal/shared/contract/errors';
import {
  ALL_COMMUNITIES_ID,
  GRANULARITIES,
  POD_VIEW_COMMUNITY_ID,
  PROFILE_TYPES,
  type Dimension,
  type EnergyDirection,
  type Granularity,
  type ProfileType,
  type Unit,
} from '@portal/shared/contract/enums';
import { COMPARE_VALUES, isComputedVariant } from './constants';
import { daysInclusive, germanDate, isCalendarDate } from '../dates/local-dates';
import { overlapsOwnPeriod } from './own-period';
import { requestCostErrors } from './request-cost';
import type { PodContract, PodSeries } from './queries';
import type { PodSource } from './pod-source';
import { loweredGranularityRemark } from './remark-texts';

/** One series to compute: what a result of the profile request (or a block of its CSV) is made of. */
export interface SeriesPlan {
  contract: PodContract;
  type: ProfileType;
  energyDirection: EnergyDirection;
  /** profile_series id of the stored series; null for COMPARISON (computed from the standard load profile). */
  seriesId: number | null;
  /** Multiplies the stored values: the participation factor (0–1) for contribution-factor variants, else 1. */
  factor: number;
  comparisonProfile: string | null;
  energyCommunityId: string | null;
  energyCommunityName: string | null;
  from: string;
  to: string;
  granularity: Granularity;
  dimension: Dimension;
  unit: Unit;
  remark: string | null;
  header: string;
}

export type PlanOutcome = { kind: 'ok'; plans: SeriesPlan[] } | { kind: 'invalid'; errors: ErrorItem[] } | { kind: 'not-found' };

const rank = (g: Granularity) => GRANULARITIES.indexOf(g);

/**
 * The granularity actually returned: the requested one for ranges up to a year, at most DAY beyond (a multi-year
 * range of quarter-hours would be millions of values), never finer than the series is stored in.
 */
export function effectiveGranularity(
  requested: Granularity,
  stored: Granularity,
  days: number,
): { granularity: Granularity; lowered: boolean } {
  let granularity = rank(requested) < rank(stored) ? stored : requested;
  let lowered = false;
  if (days > MAX_DAYS_AT_BEST_GRANULARITY && rank(granularity) < rank('DAY')) {
    granularity = 'DAY';
    lowered = true;
  }
  return { granularity, lowered };
}

/**
 * Unit of a series in a dimension. POWER (kW = 4 × kWh per quarter-hour, applied wherever the unit is KW) exists only
 * for electricity stored in quarter-hours; gas (kWh or m³) and coarser series keep their own unit whatever was asked.
 */
export function unitFor(series: { type: ProfileType; unit: Unit; granularity: Granularity }, dimension: Dimension): Unit {
  const gas = series.type === 'GAS_IN_KWH' || series.type === 'GAS_IN_CUBIC_METERS';
  const power = dimension === 'POWER' && !gas && series.unit !== 'NM3' && series.granularity === 'QUARTER_OF_AN_HOUR';
  return power ? 'KW' : series.unit;
}

/** The dimension a unit belongs to (what was returned, whatever was asked for). */
const dimensionOf = (unit: Unit): Dimension => (unit === 'KW' ? 'POWER' : unit === 'NM3' ? 'VOLUME' : 'ENERGY');

const isCommunityType = (type: ProfileType) => type.startsWith('ENERGY_COMMUNITY_');

/**
 * Checks every pod of the request (ownership, dates, types) and expands it into the series to compute, in request
 * order: a pod without type gives one series per type it has; ALL_ENERGY_COMMUNITIES gives one per community.
 */
export async function planProfileRequest(pods: PodSource, userId: number, request: ProfileRequest): Promise<PlanOutcome> {
  const errors: ErrorItem[] = [];
  const plans: SeriesPlan[] = [];
  const excluded = new Set(request.typesToExclude ?? []);

  for (const [index, pod] of request.pods.entries()) {
    const path = `pods.${index}`;
    const rangeError = checkRange(pod, path);
    if (rangeError) {
      errors.push(rangeError);
      continue;
    }
    const contracts = await pods.contracts(userId, pod.contractAccountNumber, pod.meterPointAdministrationNumber);
    if (contracts.length === 0) return { kind: 'not-found' };
    const contract = pickContract(contracts, pod);
    if (!contract) return { kind: 'not-found' };

    if (!contract.minimumDate || !contract.maximumDate) {
      errors.push({
        path: `${path}.meterPointAdministrationNumber`,
        message: 'Für diesen Zählpunkt sind keine Profildaten vorhanden.',
        number: ERROR_NUMBERS.INVALID_VALUE,
      });
      continue;
    }
    if (pod.timerange.from < contract.minimumDate || pod.timerange.to > contract.maximumDate) {
      errors.push({
        path: `${path}.timerange`,
        message: `Daten sind nur von ${germanDate(contract.minimumDate)} bis ${germanDate(contract.maximumDate)} verfügbar.`,
        number: ERROR_NUMBERS.OUT_OF_RANGE,
      });
      continue;
    }

    if (pod.comparisonProfile !== undefined && !(pod.comparisonProfile in COMPARE_VALUES)) {
      errors.push({ path: `${path}.comparisonProfile`, message: 'Unbekanntes Vergleichsprofil', number: ERROR_NUMBERS.INVALID_VALUE });
      continue;
    }
    // Only series of the customer's own days: a community the meter point joined before their move-in or after
    // their move-out is another customer's (its name included).
    const own = contract.ownPeriod;
    const series = (await pods.series(contract.podId)).filter(
      (s) => own === undefined || overlapsOwnPeriod({ from: s.validFrom, to: s.validTo }, own),
    );
    const direction: EnergyDirection = pod.energyDirection ?? (contract.powerGenerationUnit ? 'GENERATION' : 'CONSUMPTION');
    const matches = matchSeries(series, pod, direction, request, excluded);
    if (matches.length === 0) {
      errors.push({
        path: `${path}.type`,
        message: 'Dieser Profiltyp ist für den Zählpunkt nicht verfügbar.',
        number: ERROR_NUMBERS.INVALID_VALUE,
      });
      continue;
    }
    const days = daysInclusive(pod.timerange.from, pod.timerange.to);
    for (const match of matches) {
      const requested = pod.bestAvailableGranularity ?? match.granularity;
      const { granularity, lowered } = effectiveGranularity(requested, match.granularity, days);
      const unit = unitFor(match, request.dimension);
      plans.push({
        contract,
        type: match.type,
        energyDirection: match.energyDirection,
        seriesId: match.type === 'COMPARISON' ? null : match.seriesId,
        // Only the computed variants scale; the stored per-contribution-factor series already are the member's part.
        factor: isComputedVariant(match.type) ? match.participationFactor / 100 : 1,
        comparisonProfile: match.type === 'COMPARISON' ? comparisonProfileOf(pod, contract) : null,
        energyCommunityId: match.energyCommunityId,
        energyCommunityName: match.energyCommunityName,
        from: pod.timerange.from,
        to: pod.timerange.to,
        granularity,
        dimension: dimensionOf(unit),
        unit,
        remark: lowered ? loweredGranularityRemark(requested) : null,
        header: PROFILE_TYPE_LABELS[match.type],
      });
    }
  }
  if (errors.length > 0) return { kind: 'invalid', errors };
  const tooCostly = requestCostErrors(plans);
  return tooCostly.length > 0 ? { kind: 'invalid', errors: tooCostly } : { kind: 'ok', plans };
}

/** The chosen standard load profile, else the contract's own (when offered), else H0. */
function comparisonProfileOf(pod: ProfileRequestPod, contract: PodContract): string {
  if (pod.comparisonProfile) return pod.comparisonProfile;
  return contract.synthProfile && contract.synthProfile in COMPARE_VALUES ? contract.synthProfile : 'H0';
}

function checkRange(pod: ProfileRequestPod, path: string): ErrorItem | null {
  for (const end of ['from', 'to'] as const) {
    if (!isCalendarDate(pod.timerange[end])) {
      return { path: `${path}.timerange.${end}`, message: 'Ungültiges Datum', number: ERROR_NUMBERS.INVALID_FORMAT };
    }
  }
  if (pod.timerange.from > pod.timerange.to) {
    return { path: `${path}.timerange.to`, message: 'Das Ende liegt vor dem Beginn.', number: ERROR_NUMBERS.OUT_OF_RANGE };
  }
  return null;
}

/** The named contract, or the one of the requested direction (supply before feed-in). */
function pickContract(contracts: PodContract[], pod: ProfileRequestPod): PodContract | undefined {
  if (pod.contractNumber) return contracts.find((c) => c.contractNumber === pod.contractNumber);
  if (pod.energyDirection === 'GENERATION') return contracts.find((c) => c.powerGenerationUnit) ?? contracts[0];
  return contracts[0];
}

interface SeriesMatch {
  seriesId: number;
  participationFactor: number;
  type: ProfileType;
  energyDirection: EnergyDirection;
  unit: Unit;
  granularity: Granularity;
  energyCommunityId: string | null;
  energyCommunityName: string | null;
}

function matchSeries(
  series: PodSeries[],
  pod: ProfileRequestPod,
  direction: EnergyDirection,
  request: ProfileRequest,
  excluded: Set<ProfileType>,
): SeriesMatch[] {
  if (pod.type === 'COMPARISON') {
    // The standard load profile is compared with the meter point's consumption: it needs one.
    const base = series.find((s) => s.type === 'ACTIVE_CURRENT' && s.energyDirection === 'CONSUMPTION');
    return base ? [{ ...base, type: 'COMPARISON', energyCommunityId: null, energyCommunityName: null }] : [];
  }
  const community = pod.energyCommunityId;
  const anyCommunity = !community || community === ALL_COMMUNITIES_ID || community === POD_VIEW_COMMUNITY_ID;
  const wanted = series.filter((s) => {
    if (pod.type && s.type !== pod.type) return false;
    if (!pod.type && excluded.has(s.type)) return false;
    if (isCommunityType(s.type)) {
      if (!pod.type && !community) return false;
      return anyCommunity || s.energyCommunityId === community;
    }
    // Load profiles: in a community request only with displayLoadProfiles.
    if (!pod.type && community && !request.displayLoadProfiles) return false;
    // ACTIVE_CURRENT exists in both directions on a PV meter point; other types have one.
    return s.type !== 'ACTIVE_CURRENT' || s.energyDirection === direction || !pod.type;
  });
  // One series per type and community: load profiles first, then community by community (in the order the pod's
  // profiles list them), each in PROFILE_TYPES priority order when the type was left open.
  const unique = new Map<string, SeriesMatch>();
  const communities: (string | null)[] = [null];
  for (const s of wanted) {
    const key = `${s.type}|${s.energyDirection}|${s.energyCommunityId ?? ''}`;
    if (!unique.has(key)) unique.set(key, s);
    if (!communities.includes(s.energyCommunityId)) communities.push(s.energyCommunityId);
  }
  const list = [...unique.values()];
  const order = (s: SeriesMatch) => communities.indexOf(s.energyCommunityId) * PROFILE_TYPES.length + PROFILE_TYPES.indexOf(s.type);
  list.sort((a, b) => order(a) - order(b));
  if (isCommunityType(pod.type ?? 'ACTIVE_CURRENT') && request.comparisonType !== 'ALL_ENERGY_COMMUNITIES' && anyCommunity) {
    // Without ALL_ENERGY_COMMUNITIES one community is meant: the first the pod has this type for.
    return list.slice(0, 1);
  }
  return list;
}
