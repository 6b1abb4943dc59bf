import type { ContractAccountDetail, ContractDetail } from '@portal/shared/contract/contract-account';
import type { InfeederRequestType } from '@portal/shared/contract/enums';
import { offersPerformanceMonitoring } from '@portal/shared/contract/performance-monitoring';

/**
 * The link to the consumption route (request type base). The spec names the link but not its condition; we show it when
 * the consumption screen has something to show: a profile (profileActive, or a profile listed at the point of delivery),
 * billed consumptions or a readings history. Without any of these the screen would be empty, so there is no link.
 */
export function showConsumptionLink(
  contract: Pick<ContractDetail, 'profileActive' | 'pointOfDelivery' | 'consumptions' | 'readingsHistory'>,
): boolean {
  return (
    contract.profileActive ||
    contract.pointOfDelivery.profiles.length > 0 ||
    (contract.consumptions?.values.length ?? 0) > 0 ||
    (contract.readingsHistory?.meters.some((m) => m.readings.length > 0) ?? false)
  );
}

/** The energy-community link only while the contract takes part in an energy community. */
export function showEnergyCommunityLink(contract: Pick<ContractDetail, 'energyCommunityData'>): boolean {
  return contract.energyCommunityData.energyCommunityActive === true;
}

/** The contract account a contract belongs to. */
export type AccountKey = Pick<ContractAccountDetail, 'businessPartnerNumber' | 'contractAccountNumber'>;

/** What the consumption routes of remote-consumption need to find the contract. */
export type ContractKey = AccountKey & Pick<ContractDetail, 'contractNumber'>;

const segments = (key: ContractKey) =>
  [key.businessPartnerNumber, key.contractAccountNumber, key.contractNumber].map(encodeURIComponent).join('/');

/** /portal/consumptions/:bpn/:can/:contractNumber/:infeederRequestType (portal-core §2). */
export function consumptionPath(key: ContractKey, requestType: InfeederRequestType): string {
  return `/portal/consumptions/${segments(key)}/${requestType}`;
}

/** /portal/energy-community-consumptions/:bpn/:can/:contractNumber (portal-core §2). */
export function energyCommunityPath(key: ContractKey): string {
  return `/portal/energy-community-consumptions/${segments(key)}`;
}

export type ContractLinkKind = 'consumption' | 'performanceMonitoring' | 'energyCommunity';

interface ContractLink {
  kind: ContractLinkKind;
  to: string;
}

/** The consumption links of one contract, in display order; empty when none applies. */
export function contractLinks(account: AccountKey, contract: ContractDetail): ContractLink[] {
  const key: ContractKey = { ...account, contractNumber: contract.contractNumber };
  const links: ContractLink[] = [];
  if (showConsumptionLink(contract)) links.push({ kind: 'consumption', to: consumptionPath(key, 'base') });
  // The same rule as the consumption route's (shared), so the link never leads to a redirect.
  if (offersPerformanceMonitoring(contract)) {
    links.push({ kind: 'performanceMonitoring', to: consumptionPath(key, 'performance-monitoring') });
  }
  if (showEnergyCommunityLink(contract)) links.push({ kind: 'energyCommunity', to: energyCommunityPath(key) });
  return links;
}

/** The process routes of a contract (portal-core §2, portal-processes §2.1), each /portal/<route>/:bpn/:can/:contractNumber. */
const PROCESS_ROUTES = {
  reading: 'reading',
  smartMeterKey: 'smartmeter/key',
  smartMeterOptIn: 'smartmeter/opt-in',
  smartMeterActivation: 'smartmeter/activate',
  loadProfileActivation: 'load-profile/activate',
  infeedQuickCheck: 'infeed/quick-check',
  smallInfeederActivation: 'infeed/small/activate',
  smallInfeederDeactivation: 'infeed/small/deactivate',
} as const;

export type ContractProcess = keyof typeof PROCESS_ROUTES;

/** e.g. `contractProcessPath('reading', key)` → `/portal/reading/1000012345/400012345001/300012345001`. */
export function contractProcessPath(process: ContractProcess, key: ContractKey): string {
  return `/portal/${PROCESS_ROUTES[process]}/${segments(key)}`;
}
