import type { SolarPowerApplication } from '@portal/shared/contract/partner-processes';
import type { ProcessStatus, StepStatus } from '@portal/shared/contract/enums';
import type { Address } from '@portal/shared/contract/address';
import { APPROVAL_VALIDITY_MONTHS, isRunning, limitationIncreaseBounds } from '@portal/shared/contract/solar-rules';
import type { SolarApplicationRow } from './queries';

/** The extension is possible once, while the application runs, when the operator allows it and a confirmation exists. */
export function extensionPossible(row: SolarApplicationRow): boolean {
  return (
    row.approval_extension_allowed &&
    row.approval_validity_months === APPROVAL_VALIDITY_MONTHS.initial &&
    row.grid_confirmation_valid_until !== null &&
    isRunning({ status: row.status as ProcessStatus })
  );
}

/** The increase is possible once, when allowed, a limit applies and the range above it holds at least one value. */
export function increasePossible(row: SolarApplicationRow): boolean {
  if (!row.feed_in_limitation_increase_allowed || row.limitation_increase_requested_capacity !== null) return false;
  if (row.power_feed_restriction === null || row.status === 'COMPLETED_ERROR') return false;
  const { min, max } = limitationIncreaseBounds({
    powerFeedRestriction: Number(row.power_feed_restriction),
    maxCapacity: Number(row.max_capacity),
  });
  return min <= max;
}

function podAddress(row: SolarApplicationRow): Address {
  return {
    country: row.country as Address['country'],
    postcode: row.postcode,
    city: row.city,
    street: row.street,
    housenumber: row.housenumber,
    ...(row.housenumber_affix ? { housenumberAffix: row.housenumber_affix } : {}),
  };
}

/** A stored application as the API answers it (portal-processes §3). */
export function toSolarPowerApplication(row: SolarApplicationRow): SolarPowerApplication {
  return {
    key: row.key,
    partner: {
      businessPartnerNumber: row.business_partner_number,
      contractAccountNumber: row.contract_account_number,
      fullname: row.partner_name,
    },
    pod: row.pod,
    podAddress: podAddress(row),
    status: row.status as ProcessStatus,
    queuePosition: row.queue_position,
    steps: row.steps.map((s) => ({ name: s.name, status: s.status as StepStatus, info: s.info })),
    gridConfirmation: row.grid_confirmation,
    gridConfirmationValidUntil: row.grid_confirmation_valid_until,
    approvalValidityExtensionPossible: extensionPossible(row),
    approvalValidityExtended: row.approval_validity_months === APPROVAL_VALIDITY_MONTHS.extended,
    maxCapacity: Number(row.max_capacity),
    powerFeedRestriction: row.power_feed_restriction === null ? null : Number(row.power_feed_restriction),
    powerFeedInformation: row.power_feed_information,
    feedInLimitationIncreasePossible: increasePossible(row),
    feedInLimitationIncreaseRequestedCapacity: row.limitation_increase_requested_capacity,
    largeMaxCapacity: row.large_max_capacity,
    processingNumber: row.processing_number,
    inquiryNumber: row.inquiry_number,
  };
}
