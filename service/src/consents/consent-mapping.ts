import type {
  Consent,
  ConsentDatatype,
  ConsentRequest,
  ConsentStatus,
  ContributionPercentageEntry,
  Periodicity,
} from '@portal/shared/contract/consents';
import type { EnergyDirection, Granularity } from '@portal/shared/contract/enums';
import { consentIsRevocable, consentStatusOn, requestIsOpen, requestStatusOn } from './consent-status';
import { selectablePods, type CustomerContract } from './selectable-pods';

/** Columns requests and consents share, as queries.ts selects them (dates as YYYY-MM-DD text). */
interface ProviderAndDataRow {
  id: string;
  pod_id: number;
  meter_point_number: string;
  service_provider_id: string;
  service_provider_name: string;
  service_provider_address: string;
  service_provider_kind: string;
  datatype: ConsentDatatype;
  granularity: Granularity;
  periodicity: Periodicity;
  valid_from: string;
  valid_to: string;
  energy_direction: EnergyDirection | null;
  contribution_percentage: string | null;
}

export interface ConsentRequestRow extends ProviderAndDataRow {
  qr_code: boolean;
  answer_deadline: string;
  decision: 'CONFIRMED' | 'REJECTED' | null;
}

export interface ConsentRow extends ProviderAndDataRow {
  request_id: string | null;
  status: ConsentStatus;
  answer_deadline: string | null;
  approval_date: string | null;
  history: { status: ContributionPercentageEntry['status']; value: string; from: string; to: string }[] | null;
}

/** "60.00" → "60", "12.50" → "12.5": the factor as the market rules write it. */
const percentageText = (value: string): string => String(Number(value));

function providerAndData(row: ProviderAndDataRow, addressOfPod: ReadonlyMap<number, string>) {
  const community = row.service_provider_kind === 'ENERGY_COMMUNITY';
  return {
    pod: row.meter_point_number,
    address: addressOfPod.get(row.pod_id) ?? '',
    serviceProvider: row.service_provider_id,
    serviceProviderName: row.service_provider_name,
    serviceProviderAddress: row.service_provider_address,
    datatype: row.datatype,
    granularity: row.granularity,
    periodicity: row.periodicity,
    validThrough: { from: row.valid_from, to: row.valid_to },
    contributionPercentage: row.contribution_percentage === null ? null : percentageText(row.contribution_percentage),
    // Clients tell energy-community consents by this key: it is absent on every other consent.
    ...(community && row.energy_direction ? { energyDirection: row.energy_direction } : {}),
    community,
  };
}

/** The display address of each of the customer's metering points (the first contract's account address). */
export function addressesOfPods(contracts: readonly CustomerContract[]): Map<number, string> {
  const addresses = new Map<number, string>();
  for (const contract of contracts) if (!addresses.has(contract.podId)) addresses.set(contract.podId, contract.address);
  return addresses;
}

export function toConsentRequest(row: ConsentRequestRow, contracts: readonly CustomerContract[], today: string): ConsentRequest {
  const status = requestStatusOn({ decision: row.decision, qrCode: row.qr_code, answerDeadline: row.answer_deadline }, today);
  const { community, ...shared } = providerAndData(row, addressesOfPods(contracts));
  return {
    id: row.id,
    status,
    ...shared,
    changeable: requestIsOpen(status),
    energyCommunityConsentRequest: community,
    answerDeadline: row.answer_deadline,
    selectablePods: requestIsOpen(status)
      ? selectablePods(contracts, { datatype: row.datatype, energyDirection: community ? row.energy_direction : null })
      : [],
  };
}

export function toConsent(row: ConsentRow, addressOfPod: ReadonlyMap<number, string>, today: string): Consent {
  const status = consentStatusOn({ status: row.status, validTo: row.valid_to, answerDeadline: row.answer_deadline }, today);
  const { community, ...shared } = providerAndData(row, addressOfPod);
  return {
    id: row.id,
    requestId: row.request_id,
    status,
    ...shared,
    changeable: consentIsRevocable(status),
    energyCommunityConsent: community,
    contributionPercentageHistory: (row.history ?? []).map((entry) => ({ ...entry, value: percentageText(entry.value) })),
    approvalDate: row.approval_date,
  };
}
