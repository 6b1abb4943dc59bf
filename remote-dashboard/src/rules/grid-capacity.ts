import type { ContractDetail, GenerationData } from '@portal/shared/contract/contract-account';
import type { TrafficColour } from '@portal/shared/contract/enums';
import { todayIsoDate } from '@portal/shared/format/date';

/** The colours the traffic light shows (portal-processes §2.3); UNKNOWN shows no traffic light. */
export type ShownTrafficColour = Exclude<TrafficColour, 'UNKNOWN'>;
const SHOWN: readonly TrafficColour[] = ['GREEN', 'YELLOW', 'RED', 'GREY'];

/** Expansion of the plant the contract already has, or a new plant at a meter point without one. */
type PlantCase = 'expansion' | 'new';

interface TrafficLight {
  colour: ShownTrafficColour;
  plantCase: PlantCase;
  /** The footnote for the reason red-medium-voltage-branch. */
  mediumVoltageFootnote: boolean;
}

type GenerationContract = Pick<ContractDetail, 'generationData' | 'powerGenerationUnit'>;

/** The reason red-medium-voltage-branch, the only one with a footnote of its own (portal-processes §2.3). */
export const isRedMediumVoltageBranch = (reason: GenerationData['trafficLightReason']) => reason === 'RED_MEDIUM_VOLTAGE_BRANCH';

/**
 * The grid-capacity traffic light: shown for generation data coloured green, yellow, red or grey. Its colour text
 * differs for plant expansion (the contract already has a generation unit) and a new plant; the footnote appears for
 * the reason red-medium-voltage-branch.
 */
export function trafficLight(contract: GenerationContract): TrafficLight | null {
  const data = contract.generationData;
  if (!data || !SHOWN.includes(data.trafficLightColor)) return null;
  return {
    colour: data.trafficLightColor as ShownTrafficColour,
    plantCase: contract.powerGenerationUnit ? 'expansion' : 'new',
    mediumVoltageFootnote: isRedMediumVoltageBranch(data.trafficLightReason),
  };
}

type InfeederInquiry = { state: 'hidden' } | { state: 'notYet'; possibleFrom: string } | { state: 'open' };

/**
 * The in-feeder inquiry widget (portal-processes §2.3, §4): shown when showAnetteLight and the colour is green or
 * yellow. Before anetteLightPossibleFrom an info text with that date, from that day on (Vienna date) the link. Without a
 * date the inquiry is open at once.
 */
export function infeederInquiry(data: GenerationData | null | undefined, today: string = todayIsoDate()): InfeederInquiry {
  if (!data?.showAnetteLight || (data.trafficLightColor !== 'GREEN' && data.trafficLightColor !== 'YELLOW')) {
    return { state: 'hidden' };
  }
  const from = data.anetteLightPossibleFrom;
  return from && today < from ? { state: 'notYet', possibleFrom: from } : { state: 'open' };
}

/** The recently-approved-infeed info widget. */
export const showRecentlyApprovedInfeed = (contract: Pick<ContractDetail, 'generationData'>) =>
  contract.generationData?.recentlyApprovedInFeed === true;
