import { Type, type Static } from '@sinclair/typebox';
import { BRANCHES, CONSENT_DATATYPES, CONSENT_STATUSES, ENERGY_DIRECTIONS, GRANULARITIES, PERIODICITIES } from './enums';
import { LocalDate, MeterPointNumber, Nullable, StringEnum } from './schema-helpers';

/**
 * Data-sharing consents (portal-processes §3, §4; API-COMPAT): a service provider or an energy community asks for a
 * customer's meter data (a consent request); the customer confirms it for chosen metering points (one consent each),
 * rejects it, or later revokes a consent.
 */

/**
 * Statuses of a request: open (REQUESTED, QR_CODE_SENT), confirmed (ACTIVE), REJECTED by the customer, or TIMEOUT
 * when its answer deadline passed unanswered. REJECTED is ours: the spec names no status for a rejected request.
 */
export const CONSENT_REQUEST_STATUSES = ['REQUESTED', 'QR_CODE_SENT', 'ACTIVE', 'REJECTED', 'TIMEOUT'] as const;
export type ConsentRequestStatus = (typeof CONSENT_REQUEST_STATUSES)[number];

// Data types, periodicities and consent statuses are the spec's enumerations (enums.ts).
export { CONSENT_DATATYPES, CONSENT_STATUSES, PERIODICITIES, type ConsentDatatype, type ConsentStatus, type Periodicity } from './enums';

export const CONTRIBUTION_HISTORY_STATUSES = ['NEW', 'ACTIVE', 'INACTIVE'] as const;
export type ContributionHistoryStatus = (typeof CONTRIBUTION_HISTORY_STATUSES)[number];

/** The longest request id a customer can type (portal-processes §9). */
export const CONSENT_REQUEST_ID_MAX = 35;
/** Request and consent ids: letters and digits only. */
export const CONSENT_ID_PATTERN = '^[A-Za-z0-9]+$';

/** `to` of a validity without end. */
export const OPEN_END = '9999-12-31';

export const ValidThrough = Type.Object({
  from: LocalDate,
  to: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: `last day, ${OPEN_END} when open-ended` }),
});
export type ValidThrough = Static<typeof ValidThrough>;

/** One of the customer's metering points (per contract) a request can be confirmed for. */
export const PodSelectionRow = Type.Object({
  contractNumber: Type.String({ pattern: '^[0-9]+$', minLength: 1, maxLength: 20 }),
  branch: StringEnum(BRANCHES),
  meterPointAdministrationNumber: MeterPointNumber,
  address: Type.String({ maxLength: 300, description: 'display address of the contract account' }),
});
export type PodSelectionRow = Static<typeof PodSelectionRow>;

/** Who asks and what for: the same on requests and consents. */
const providerAndData = {
  pod: MeterPointNumber,
  address: Type.String({ description: 'display address of the metering point' }),
  serviceProvider: Type.String({ description: 'market-partner id (e.g. RC100417, EP100845)' }),
  serviceProviderName: Type.String(),
  serviceProviderAddress: Type.String(),
  datatype: StringEnum(CONSENT_DATATYPES),
  granularity: StringEnum(GRANULARITIES),
  periodicity: StringEnum(PERIODICITIES),
  validThrough: ValidThrough,
  changeable: Type.Boolean(),
  contributionPercentage: Nullable(
    Type.String({ description: 'participation factor in percent as a decimal string (energy communities only)' }),
  ),
  energyDirection: Type.Optional(StringEnum(ENERGY_DIRECTIONS, 'energy-community consents only')),
};

export const ConsentRequest = Type.Object({
  id: Type.String(),
  status: StringEnum(CONSENT_REQUEST_STATUSES),
  ...providerAndData,
  energyCommunityConsentRequest: Type.Boolean(),
  answerDeadline: LocalDate,
  /** The customer's metering points that fit the request (branch, meter, energy direction), to choose from. */
  selectablePods: Type.Array(PodSelectionRow),
});
export type ConsentRequest = Static<typeof ConsentRequest>;

export const ContributionPercentageEntry = Type.Object({
  status: StringEnum(CONTRIBUTION_HISTORY_STATUSES),
  value: Type.String(),
  from: LocalDate,
  to: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }),
});
export type ContributionPercentageEntry = Static<typeof ContributionPercentageEntry>;

export const Consent = Type.Object({
  id: Type.String(),
  requestId: Nullable(Type.String()),
  status: StringEnum(CONSENT_STATUSES),
  ...providerAndData,
  energyCommunityConsent: Type.Boolean(),
  contributionPercentageHistory: Type.Array(ContributionPercentageEntry),
  approvalDate: Nullable(LocalDate),
});
export type Consent = Static<typeof Consent>;

export const ConsentRequestList = Type.Array(ConsentRequest);
export const ConsentList = Type.Array(Consent);

const anyStatus = `(${[...CONSENT_STATUSES, 'REJECTED'].join('|')})`;

/** `?status=A,B` (comma-separated, as existing clients send it); without it every status. */
export const StatusQuery = Type.Object({
  status: Type.Optional(
    Type.String({ pattern: `^${anyStatus}(,${anyStatus})*$`, maxLength: 200, description: 'comma-separated statuses' }),
  ),
});
export type StatusQuery = Static<typeof StatusQuery>;

export const ConsentRequestParams = Type.Object({
  requestId: Type.String({ pattern: CONSENT_ID_PATTERN, minLength: 1, maxLength: CONSENT_REQUEST_ID_MAX }),
});
export const ConsentParams = Type.Object({
  consentId: Type.String({ pattern: CONSENT_ID_PATTERN, minLength: 1, maxLength: CONSENT_REQUEST_ID_MAX }),
});

export const ConfirmConsentRequest = Type.Object(
  {
    acceptConditions: Type.Literal(true, { description: 'the customer accepted the conditions' }),
    pods: Type.Array(PodSelectionRow, { minItems: 1, maxItems: 500 }),
  },
  { additionalProperties: false },
);
export type ConfirmConsentRequest = Static<typeof ConfirmConsentRequest>;

/**
 * Adds metering points to a running consent: one new consent per metering point with the same provider, data and end
 * (a consent covers exactly one metering point in the market process, so this creates consents instead of changing one).
 */
export const AddConsentPods = Type.Object(
  {
    pods: Type.Array(PodSelectionRow, { minItems: 1, maxItems: 500 }),
  },
  { additionalProperties: false },
);
export type AddConsentPods = Static<typeof AddConsentPods>;

export const PodSelectionList = Type.Array(PodSelectionRow);

/** Splits `?status=A,B` into a set; undefined = no filter. */
export const parseStatusList = (status: string | undefined): Set<string> | undefined =>
  status === undefined ? undefined : new Set(status.split(','));
