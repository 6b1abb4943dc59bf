import { Type, type Static } from '@sinclair/typebox';
import { Address } from './address';
import { PROCESS_STATUSES, STEP_STATUSES } from './enums';
import { DigitString, LocalDate, MeterPointNumber, Nullable, StringEnum } from './schema-helpers';

// Customer processes (portal-processes §2.4 item 6, §3, §4, §7): the solar power applications of the user's business
// partners, GET /partner-processes, and the two one-time requests on an application.

/** Inquiry and processing number of an application: ten digits each (the operator's case numbers). */
export const CaseNumber = Type.String({ pattern: '^[0-9]{10}$', minLength: 10, maxLength: 10 });

export const SolarPowerApplicationStep = Type.Object({
  name: Type.String(),
  status: StringEnum(STEP_STATUSES),
  /** The operator's note on the step as HTML (links, emphasis); clients sanitise it before showing it. */
  info: Nullable(Type.String()),
});
export type SolarPowerApplicationStep = Static<typeof SolarPowerApplicationStep>;

export const SolarPowerApplication = Type.Object({
  /** Stable key of the application (a UUID). */
  key: Type.String(),
  /** The applicant: business partner, its name and the contract account the plant belongs to. */
  partner: Type.Object({
    businessPartnerNumber: DigitString(10),
    contractAccountNumber: DigitString(12),
    fullname: Type.String(),
  }),
  pod: MeterPointNumber,
  podAddress: Address,
  status: StringEnum(PROCESS_STATUSES),
  /** Place in the queue for the grid check (1 = next); null when not waiting. */
  queuePosition: Nullable(Type.Integer({ minimum: 1 })),
  steps: Type.Array(SolarPowerApplicationStep),
  /** Date the grid confirmation (Netzzusage) was issued; null before. */
  gridConfirmation: Nullable(LocalDate),
  gridConfirmationValidUntil: Nullable(LocalDate),
  /** The one extension of the confirmation's validity (12 → 24 months) can be requested now. */
  approvalValidityExtensionPossible: Type.Boolean(),
  /** The extension was requested (validity now 24 months). */
  approvalValidityExtended: Type.Boolean(),
  /** Plant size in kVA. */
  maxCapacity: Type.Number(),
  /** Feed-in limit in kW; null when the plant may feed in its full size. */
  powerFeedRestriction: Nullable(Type.Number()),
  powerFeedInformation: Nullable(Type.String()),
  /** A raise of the feed-in limit can be requested now (once). */
  feedInLimitationIncreasePossible: Type.Boolean(),
  /** The capacity (kW) asked for by the one increase request; null while none was made. */
  feedInLimitationIncreaseRequestedCapacity: Nullable(Type.Integer()),
  /** A large plant (above 20 kVA), handled by the key-account team. */
  largeMaxCapacity: Type.Boolean(),
  processingNumber: CaseNumber,
  inquiryNumber: CaseNumber,
});
export type SolarPowerApplication = Static<typeof SolarPowerApplication>;

/** GET /partner-processes: the applications of all the user's business partners, newest first. */
export const PartnerProcesses = Type.Object({ solarPowerApplications: Type.Array(SolarPowerApplication) });
export type PartnerProcesses = Static<typeof PartnerProcesses>;

/** GET /partner-processes/count: how many applications are running (OPEN or IN_PROGRESS), for the navigation. */
export const PartnerProcessCount = Type.Object({ count: Type.Integer({ minimum: 0 }) });
export type PartnerProcessCount = Static<typeof PartnerProcessCount>;

const ApplicationRef = {
  inquiryNumber: CaseNumber,
  processingNumber: CaseNumber,
};

/** POST /partner-processes/extend-approval-validity: the three confirmations must all be true. */
export const ApprovalExtensionRequest = Type.Object({
  ...ApplicationRef,
  approvalExtensionRequested: Type.Boolean(),
  acceptFinalCommissioningDate: Type.Boolean(),
  acceptNewReservationValidity: Type.Boolean(),
});
export type ApprovalExtensionRequest = Static<typeof ApprovalExtensionRequest>;

/** POST /partner-processes/increase-feed-in-limitation: a whole number of kW within the bounds, both confirmations. */
export const LimitationIncreaseRequest = Type.Object({
  ...ApplicationRef,
  requestedCapacity: Type.Integer({ minimum: 0, maximum: 100000 }),
  limitationIncreaseOfferRequested: Type.Boolean(),
  acceptPotentialWaitingTime: Type.Boolean(),
});
export type LimitationIncreaseRequest = Static<typeof LimitationIncreaseRequest>;
