import type { GenerationData } from '@portal/shared/contract/contract-account';
import type { TrafficColour, TrafficLightReason } from '@portal/shared/contract/enums';
import { INFEEDER_LIMITS, type CalculationResult, type QuickCheckResponse } from '@portal/shared/contract/infeeders';

/**
 * The grid behind one meter point: its transformer station's hosting capacity for PV in-feed and the in-feed already
 * connected or approved behind it. Both the traffic light and the quick check are computed from it alone, so the
 * light a customer sees and the answer of the check cannot disagree.
 */
export interface StationLoad {
  /** kW the station takes in total; null while the operator has no assessment of it. */
  hostingCapacityKw: number | null;
  /** The medium-voltage branch at the substation is full: nothing more fits behind this station. */
  mediumVoltageBranchFull: boolean;
  /** kW of the plants connected (generation contracts) or approved (grid confirmation issued) behind the station. */
  committedKw: number;
}

/** The stored part of a contract's generation data: the operator's flags, without what is computed here. */
export type StoredGenerationData = Omit<GenerationData, 'trafficLightColor' | 'trafficLightReason' | 'inFeederInquiryPossible'>;

/** A PV plant below this many kW counts as small: the whole range of the quick check (portal-processes §9). */
const SMALL_PLANT_KW = INFEEDER_LIMITS.desiredCapacityMax;

/** Whole kW still free behind the station (the quick check works in whole kW); null when not assessed. */
export function remainingCapacityKw(load: StationLoad): number | null {
  if (load.hostingCapacityKw === null) return null;
  if (load.mediumVoltageBranchFull) return 0;
  return Math.max(0, Math.floor(load.hostingCapacityKw - load.committedKw));
}

/**
 * The traffic light of a meter point: green when every small plant fits in full, yellow when only part of a larger
 * one does, red when nothing fits (with its reason when the medium-voltage branch is the bottleneck), grey without an
 * assessment, unknown (not shown) for a meter point behind no known station.
 */
export function trafficLightOf(load: StationLoad | null): {
  trafficLightColor: TrafficColour;
  trafficLightReason: TrafficLightReason | null;
} {
  if (!load) return { trafficLightColor: 'UNKNOWN', trafficLightReason: null };
  const remaining = remainingCapacityKw(load);
  if (remaining === null) return { trafficLightColor: 'GREY', trafficLightReason: null };
  if (load.mediumVoltageBranchFull) return { trafficLightColor: 'RED', trafficLightReason: 'RED_MEDIUM_VOLTAGE_BRANCH' };
  if (remaining >= SMALL_PLANT_KW) return { trafficLightColor: 'GREEN', trafficLightReason: null };
  return { trafficLightColor: remaining > 0 ? 'YELLOW' : 'RED', trafficLightReason: null };
}

/** The quick check's answer for a desired in-feed: all of it, the part that is still free, or nothing. */
export function quickCheck(desiredKw: number, remainingKw: number): QuickCheckResponse {
  const possible = Math.max(0, Math.min(desiredKw, remainingKw));
  const calculationResult: CalculationResult = remainingKw <= 0 ? 'NEGATIVE' : possible === desiredKw ? 'POSITIVE' : 'PARTIAL';
  return { calculationResult, desiredInFeedPower: desiredKw, possibleInFeedPower: possible };
}

/**
 * The generation data a contract shows: the stored flags with the light computed from the grid. The quick check is
 * open for an active contract whose station has an assessment, where the operator offers it (showAnetteLight) and
 * from the day it offers it on; a red light answers it with NEGATIVE, the dashboard links it for green and yellow only.
 */
export function generationDataOf(
  stored: StoredGenerationData,
  load: StationLoad | null,
  { contractActive, today }: { contractActive: boolean; today: string },
): GenerationData {
  const light = trafficLightOf(load);
  const assessed = light.trafficLightColor !== 'UNKNOWN' && light.trafficLightColor !== 'GREY';
  const from = stored.anetteLightPossibleFrom ?? null;
  return {
    ...stored,
    ...light,
    inFeederInquiryPossible: contractActive && assessed && stored.showAnetteLight && (from === null || from <= today),
  };
}
