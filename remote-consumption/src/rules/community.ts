import type { ProfileRequest, ProfileResult } from '@portal/shared/contract/consumption';
import type { EnergyCommunityTimeslice } from '@portal/shared/contract/contract-account';
import { ALL_COMMUNITIES_ID, POD_VIEW_COMMUNITY_ID, type ProfileType } from '@portal/shared/contract/enums';
import type { SeriesStyle } from './chart-model';
import type { ViewContract } from './profile-request';
import { COLOURS, COMMUNITY_COLOURS, communityIndex, communityLook } from './series';
import type { Bounds, ViewState } from './view-state';

/** Rules of the energy-community screen (portal-core §2, §5, §9). */

export interface CommunityOption {
  id: string;
  name: string;
  bounds: Bounds | null;
}

/** Each community once with its data range; then 'all communities' and the cross-community entry over the overall range. */
export function communityOptions(timeslices: EnergyCommunityTimeslice[], labels: { all: string; podView: string }): CommunityOption[] {
  const byId = new Map<string, CommunityOption>();
  for (const slice of timeslices) {
    const from = slice.profileDataAvailableFrom;
    const to = slice.profileDataAvailableTo;
    const known = byId.get(slice.energyCommunityId);
    const bounds = from && to ? merge(known?.bounds ?? null, { min: from, max: to }) : (known?.bounds ?? null);
    byId.set(slice.energyCommunityId, { id: slice.energyCommunityId, name: slice.energyCommunityName, bounds });
  }
  const communities = [...byId.values()];
  const overall = communities.reduce<Bounds | null>((acc, c) => (c.bounds ? merge(acc, c.bounds) : acc), null);
  return [
    ...communities,
    { id: ALL_COMMUNITIES_ID, name: labels.all, bounds: overall },
    { id: POD_VIEW_COMMUNITY_ID, name: labels.podView, bounds: overall },
  ];
}

function merge(a: Bounds | null, b: Bounds): Bounds {
  if (!a) return b;
  return { min: a.min < b.min ? a.min : b.min, max: a.max > b.max ? a.max : b.max };
}

/** Types the screen leaves out: the totals and participation-factor variants repeat what is shown. */
const COMMUNITY_TYPES_EXCLUDED: ProfileType[] = [
  'ENERGY_COMMUNITY_OWN_COVERAGE_TOTAL',
  'ENERGY_COMMUNITY_OWN_COVERAGE_CONTRIBUTION_FACTOR',
  'ENERGY_COMMUNITY_REMAINING_GRID_USAGE_CONTRIBUTION_FACTOR',
  'ENERGY_COMMUNITY_OVER_COVERAGE_CONTRIBUTION_FACTOR',
];

/**
 * One pod entry without type: every community type of the chosen community; 'all' asks for every community, the
 * cross-community entry adds the member's own load profiles.
 */
export function buildCommunityRequest(view: ViewState, contract: ViewContract): ProfileRequest {
  const community = view.community ?? ALL_COMMUNITIES_ID;
  const request: ProfileRequest = {
    dimension: 'ENERGY',
    pods: [
      {
        contractNumber: contract.contractNumber,
        contractAccountNumber: contract.contractAccountNumber,
        meterPointAdministrationNumber: contract.meterPointAdministrationNumber,
        energyCommunityId: community,
        timerange: { from: view.from, to: view.to },
        bestAvailableGranularity: view.granularity,
      },
    ],
    typesToExclude: COMMUNITY_TYPES_EXCLUDED,
  };
  if (community === ALL_COMMUNITIES_ID) request.comparisonType = 'ALL_ENERGY_COMMUNITIES';
  if (community === POD_VIEW_COMMUNITY_ID) request.displayLoadProfiles = true;
  return request;
}

const isPseudo = (id: string) => id === ALL_COMMUNITIES_ID || id === POD_VIEW_COMMUNITY_ID;

/** Whether the chosen entry shows one community of a meter point that takes part in several. */
export function leavesOutOtherCommunities(options: CommunityOption[], selectedId: string): boolean {
  return !isPseudo(selectedId) && options.filter((o) => !isPseudo(o.id)).length > 1;
}

const REMAINING: ProfileType = 'ENERGY_COMMUNITY_REMAINING_GRID_USAGE';

/**
 * The meter point's remaining grid usage is consumption minus the own coverage of all its communities, so every
 * community repeats the same series: a view of several communities keeps only the first.
 */
export function withoutRepeatedRemaining(results: ProfileResult[]): ProfileResult[] {
  let seen = false;
  return results.filter((result) => {
    if (result.type !== REMAINING) return true;
    if (seen) return false;
    seen = true;
    return true;
  });
}

/**
 * Stacks: the own coverage of every community and the meter point's remaining grid usage pile up to its consumption
 * (one pile); over coverage and allocated production stand alone per community; load profiles too. When the view
 * leaves out other communities of the meter point (one community of several), the remaining grid usage stands alone
 * as well: piled on one community's own coverage it would fall short of the consumption by the others' coverage.
 */
export function communityStyles(
  results: ProfileResult[],
  multipleCommunities: boolean,
  directionLabels: { GENERATION: string; CONSUMPTION: string },
  otherCommunitiesLeftOut = false,
): SeriesStyle[] {
  const communities = communityIndex(results);
  return results.map((result) => {
    const community = result.energyCommunityId ?? '';
    const perCommunity = multipleCommunities && result.energyCommunityName && result.type !== REMAINING;
    const suffix = perCommunity ? ` (${result.energyCommunityName})` : '';
    const consumptionPart = result.type === 'ENERGY_COMMUNITY_OWN_COVERAGE' || (result.type === REMAINING && !otherCommunitiesLeftOut);
    const kind = COMMUNITY_COLOURS[result.type] ?? (result.energyDirection === 'GENERATION' ? COLOURS.generation : COLOURS.consumption);
    // Its type's overlay; with several communities in one chart, a shade and ink each (the remaining grid usage is shared).
    const look = communityLook(result.type, kind, perCommunity ? (communities.get(community) ?? 0) : 0);
    const header = result.profileTypeContent.header;
    const label = result.type === 'ACTIVE_CURRENT' ? `${header} – ${directionLabels[result.energyDirection]}` : header;
    return {
      label: `${label}${suffix}`,
      ...look,
      stack: consumptionPart ? 'consumption' : `${result.type}-${result.energyDirection}-${community}`,
    };
  });
}
