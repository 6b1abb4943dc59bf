import type { Availability } from '@portal/shared/contract/enums';
import type { ContractAccountDetail, ContractDetail } from '@portal/shared/contract/contract-account';
import { contractProcessPath, type AccountKey, type ContractKey, type ContractProcess } from './contract-links';

type Account = AccountKey & Pick<ContractAccountDetail, 'editable'>;

/** Smart-meter opt-in: the account is editable and opt-in is possible (portal-processes §2.3, §6). */
export const showOptInLink = (account: Pick<Account, 'editable'>, contract: Pick<ContractDetail, 'optInPossible'>) =>
  account.editable && contract.optInPossible === true;

export const showSmartMeterActivationLink = (contract: Pick<ContractDetail, 'smartMeterActivationPossible'>) =>
  contract.smartMeterActivationPossible === true;

export const showLoadProfileActivationLink = (contract: Pick<ContractDetail, 'loadProfileActivationPossible'>) =>
  contract.loadProfileActivationPossible === true;

/** M-Bus key link and wifi reader head widget: the account is editable and a device key is available. */
export const showDeviceKeyWidgets = (account: Pick<Account, 'editable'>, contract: Pick<ContractDetail, 'deviceKeyAvailable'>) =>
  account.editable && contract.deviceKeyAvailable === true;

export const showSmallInfeederActivationLink = (contract: Pick<ContractDetail, 'generationData'>) =>
  contract.generationData?.smallInFeederActivationPossible === true;

export const showSmallInfeederDeactivationLink = (contract: Pick<ContractDetail, 'generationData'>) =>
  contract.generationData?.smallInFeederDeactivationPossible === true;

type PendingActivation = Extract<Availability, 'SMART_METER_PENDING' | 'LOAD_PROFILE_PENDING'>;

/** The pending text for an activation in progress: smart-meter-pending or load-profile-pending, else none. */
export function pendingActivation(contract: Pick<ContractDetail, 'pointOfDelivery'>): PendingActivation | null {
  const status = contract.pointOfDelivery.activationStatus;
  return status === 'SMART_METER_PENDING' || status === 'LOAD_PROFILE_PENDING' ? status : null;
}

/** The customer's small in-feeder activation or deactivation while the operator processes it, else null. */
export const smallInfeederRequest = (contract: Pick<ContractDetail, 'generationData'>) =>
  contract.generationData?.smallInFeederRequest ?? null;

/** The link-only processes of a contract, in display order. */
type ProcessLinkKind = Extract<
  ContractProcess,
  | 'smartMeterOptIn'
  | 'smartMeterActivation'
  | 'loadProfileActivation'
  | 'smartMeterKey'
  | 'smallInfeederActivation'
  | 'smallInfeederDeactivation'
>;

interface ProcessLink {
  kind: ProcessLinkKind;
  to: string;
}

/** Each link by its own rule; the reading and quick-check links belong to their widgets. */
export function processLinks(account: Account, contract: ContractDetail): ProcessLink[] {
  const key: ContractKey = {
    businessPartnerNumber: account.businessPartnerNumber,
    contractAccountNumber: account.contractAccountNumber,
    contractNumber: contract.contractNumber,
  };
  const shown: [ProcessLinkKind, boolean][] = [
    ['smartMeterOptIn', showOptInLink(account, contract)],
    ['smartMeterActivation', showSmartMeterActivationLink(contract)],
    ['loadProfileActivation', showLoadProfileActivationLink(contract)],
    ['smartMeterKey', showDeviceKeyWidgets(account, contract)],
    ['smallInfeederActivation', showSmallInfeederActivationLink(contract)],
    ['smallInfeederDeactivation', showSmallInfeederDeactivationLink(contract)],
  ];
  return shown.filter(([, show]) => show).map(([kind]) => ({ kind, to: contractProcessPath(kind, key) }));
}
