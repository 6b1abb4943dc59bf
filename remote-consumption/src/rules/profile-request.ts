import type { ProfileListEntry, ProfileRequest, ProfileRequestPod } from '@portal/shared/contract/consumption';
import type { Branch, Granularity } from '@portal/shared/contract/enums';
import { ALL_COMMUNITIES_ID } from '@portal/shared/contract/enums';
import { maxDate, minDate } from './local-dates';
import type { SeriesKey, ViewState } from './view-state';

/** The contract a consumption view shows. */
export interface ViewContract {
  contractAccountNumber: string;
  contractNumber: string;
  meterPointAdministrationNumber: string;
  branch: Branch;
}

/** The dimension select exists only for electricity quarter-hours; everything else is energy. */
export function requestDimension(view: ViewState, branch: Branch): 'ENERGY' | 'POWER' {
  return branch === 'STROM' && view.granularity === 'QUARTER_OF_AN_HOUR' ? view.dimension : 'ENERGY';
}

function pod(contract: ViewContract, series: SeriesKey, from: string, to: string, granularity: Granularity): ProfileRequestPod {
  return {
    contractNumber: contract.contractNumber,
    contractAccountNumber: contract.contractAccountNumber,
    meterPointAdministrationNumber: contract.meterPointAdministrationNumber,
    type: series.type,
    energyDirection: series.energyDirection,
    timerange: { from, to },
    bestAvailableGranularity: granularity,
  };
}

/** The other meter point's series of the same type (its first one when it lacks that type). */
function seriesOf(entry: ProfileListEntry, wanted: SeriesKey): SeriesKey {
  const same = entry.profiles.find((p) => p.profileType === wanted.type);
  const first = same ?? entry.profiles.find((p) => !p.profileType.startsWith('ENERGY_COMMUNITY_'));
  return first ? { type: first.profileType, energyDirection: first.energyDirection ?? 'CONSUMPTION' } : wanted;
}

/** The profile request of a consumption view: the main series first, then the comparison's. */
export function buildProfileRequest(view: ViewState, contract: ViewContract, series: SeriesKey, pods: ProfileListEntry[]): ProfileRequest {
  const main = pod(contract, series, view.from, view.to, view.granularity);
  const request: ProfileRequest = { dimension: requestDimension(view, contract.branch), pods: [main] };
  switch (view.comparison) {
    case 'COMPARISON_PROFILE':
      request.pods.push({
        ...main,
        type: 'COMPARISON',
        energyDirection: 'CONSUMPTION',
        comparisonProfile: view.comparisonProfile ?? undefined,
      });
      break;
    case 'DIFFERENT_TIMERANGE':
      if (view.comparisonFrom && view.comparisonTo) {
        request.pods.push({ ...main, timerange: { from: view.comparisonFrom, to: view.comparisonTo } });
      }
      break;
    case 'DIFFERENT_PROFILE': {
      const other = pods.find((p) => p.meterPointAdministrationNumber === view.comparisonPod);
      // Only where the other meter point has data: the service refuses a range beyond its minimum/maximum date.
      if (other?.minimumDate && other.maximumDate) {
        const from = maxDate(view.from, other.minimumDate);
        const to = minDate(view.to, other.maximumDate);
        if (from <= to) request.pods.push(pod(other, seriesOf(other, series), from, to, view.granularity));
      }
      break;
    }
    case 'ALL_ENERGY_COMMUNITIES':
      request.pods.push({
        ...main,
        type: 'ENERGY_COMMUNITY_OWN_COVERAGE',
        energyDirection: undefined,
        energyCommunityId: ALL_COMMUNITIES_ID,
      });
      break;
    default:
      break;
  }
  if (view.comparison !== 'NONE' && request.pods.length > 1) request.comparisonType = view.comparison;
  return request;
}
