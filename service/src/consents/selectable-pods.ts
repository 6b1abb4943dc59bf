import type { Branch, EnergyDirection } from '@portal/shared/contract/enums';
import type { ConsentDatatype, PodSelectionRow } from '@portal/shared/contract/consents';

/** One of the customer's contracts with what decides whether it fits a request. */
export interface CustomerContract {
  podId: number;
  contractNumber: string;
  branch: Branch;
  meterPointAdministrationNumber: string;
  address: string;
  active: boolean;
  powerGenerationUnit: boolean;
  smartMeterType: string;
}

export interface RequestNeeds {
  datatype: ConsentDatatype;
  /** Set on energy-community requests: a community asks for the consumption or the generation side. */
  energyDirection: EnergyDirection | null;
}

/** Meters that deliver quarter-hour values to the grid operator (what every data type but master data needs). */
const QUARTER_HOUR_METERS = new Set(['SMART_METER', 'ADVANCED_SMART_METER', 'LOAD_PROFILE_METER', 'DIGITAL_LOAD_PROFILE_METER']);

/**
 * Whether a contract can be chosen for a request: a running contract, electricity (master data of any branch), a meter
 * with quarter-hour values for every kind of profile data, and for energy communities the side they ask for
 * (generation = a feed-in contract).
 */
export function fitsRequest(contract: CustomerContract, needs: RequestNeeds): boolean {
  if (!contract.active) return false;
  if (needs.datatype === 'MASTER_DATA') return true;
  if (contract.branch !== 'STROM' || !QUARTER_HOUR_METERS.has(contract.smartMeterType)) return false;
  if (needs.energyDirection === null) return true;
  return contract.powerGenerationUnit === (needs.energyDirection === 'GENERATION');
}

const toSelectionRow = (contract: CustomerContract): PodSelectionRow => ({
  contractNumber: contract.contractNumber,
  branch: contract.branch,
  meterPointAdministrationNumber: contract.meterPointAdministrationNumber,
  address: contract.address,
});

/** The rows the customer chooses from, by meter point, then contract. */
export function selectablePods(contracts: readonly CustomerContract[], needs: RequestNeeds): PodSelectionRow[] {
  return contracts
    .filter((contract) => fitsRequest(contract, needs))
    .sort(
      (a, b) =>
        a.meterPointAdministrationNumber.localeCompare(b.meterPointAdministrationNumber) ||
        a.contractNumber.localeCompare(b.contractNumber),
    )
    .map(toSelectionRow);
}

/**
 * Matches what the client sent against the selectable contracts: the contracts chosen (one per meter point) or the
 * indexes of rows that are not the customer's or do not fit.
 */
export function matchChosenPods(
  chosen: readonly Pick<PodSelectionRow, 'contractNumber' | 'meterPointAdministrationNumber'>[],
  contracts: readonly CustomerContract[],
  needs: RequestNeeds,
): { ok: true; contracts: CustomerContract[] } | { ok: false; invalid: number[] } {
  const invalid: number[] = [];
  const byMeterPoint = new Map<string, CustomerContract>();
  chosen.forEach((row, index) => {
    const match = contracts.find(
      (c) =>
        c.contractNumber === row.contractNumber &&
        c.meterPointAdministrationNumber === row.meterPointAdministrationNumber &&
        fitsRequest(c, needs),
    );
    if (!match) invalid.push(index);
    else if (!byMeterPoint.has(match.meterPointAdministrationNumber)) byMeterPoint.set(match.meterPointAdministrationNumber, match);
  });
  return invalid.length > 0 ? { ok: false, invalid } : { ok: true, contracts: [...byMeterPoint.values()] };
}

/** A running consent that more metering points can be added to. */
interface ExtendableConsent {
  status: string;
  changeable: boolean;
  energyCommunityConsent: boolean;
}

/**
 * Why metering points cannot be added to a consent, or null when they can: only to a running consent the customer may
 * still change; an energy community takes in a metering point only through its own request (it decides the
 * participation factor per metering point), so its consents are never extended by the customer.
 */
export function extensionRefusal(consent: ExtendableConsent): 'NOT_ACTIVE' | 'ENERGY_COMMUNITY' | null {
  if (consent.status !== 'ACTIVE' || !consent.changeable) return 'NOT_ACTIVE';
  if (consent.energyCommunityConsent) return 'ENERGY_COMMUNITY';
  return null;
}

/** The rows a consent can be extended to: fitting metering points that no running consent of it covers yet. */
export function addablePods(contracts: readonly CustomerContract[], needs: RequestNeeds, covered: ReadonlySet<string>): PodSelectionRow[] {
  return selectablePods(contracts, needs).filter((row) => !covered.has(row.meterPointAdministrationNumber));
}
