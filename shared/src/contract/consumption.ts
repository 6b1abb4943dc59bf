import { Type, type Static } from '@sinclair/typebox';
import {
  ACTIONS,
  BRANCHES,
  COMPARISON_TYPES,
  DIMENSIONS,
  ENERGY_DIRECTIONS,
  GRANULARITIES,
  PROFILE_TYPES,
  UNITS,
  VALUE_STATUSES,
} from './enums';
import { Profile } from './contract-account';
import { DigitString, LocalDate, LocalDateTime, MeterPointNumber, Nullable, StringEnum, QueryFlag } from './schema-helpers';

// ---------------------------------------------------------------------------------------------------------------------
// Profile request (POST /v1.0/consumptions/profile/active and …/active/download), shaped as API-COMPAT.md says.
// Existing clients send only dimension, pods[] {contractAccountNumber, meterPointAdministrationNumber, type, timerange,
// bestAvailableGranularity, energyCommunityId?, energyCommunityName?} and typesToExclude: everything else is optional.
// ---------------------------------------------------------------------------------------------------------------------

/** Both ends inclusive, local dates (Europe/Vienna). */
export const Timerange = Type.Object({ from: LocalDate, to: LocalDate });
export type Timerange = Static<typeof Timerange>;

export const ProfileRequestPod = Type.Object({
  contractNumber: Type.Optional(DigitString(12)),
  contractAccountNumber: DigitString(12),
  meterPointAdministrationNumber: MeterPointNumber,
  /**
   * Profile type of the series. Omitted: every type the meter point has in the range (for the community when
   * energyCommunityId is given), in PROFILE_TYPES priority order, minus typesToExclude. `COMPARISON` asks for the
   * standard load profile of the meter point scaled to its annual consumption (see comparisonProfile).
   */
  type: Type.Optional(StringEnum(PROFILE_TYPES)),
  /**
   * Consumption or generation. Omitted: GENERATION when contractNumber names a feed-in (power generation) contract,
   * otherwise CONSUMPTION. (Not in the live portal's request; an addition for meter points with PV.)
   */
  energyDirection: Type.Optional(StringEnum(ENERGY_DIRECTIONS)),
  energyCommunityId: Type.Optional(Type.String({ maxLength: 40 })),
  energyCommunityName: Type.Optional(Type.String({ maxLength: 200 })),
  timerange: Timerange,
  /** The finest granularity wanted; honoured for ranges up to one year (366 days), lowered beyond. Default: finest. */
  bestAvailableGranularity: Type.Optional(StringEnum(GRANULARITIES)),
  /** For type COMPARISON: the standard load profile id (a key of GET /v1.0/constants/compare-values). Default: the contract's synthProfile, else H0. */
  comparisonProfile: Type.Optional(Type.String({ maxLength: 10 })),
});
export type ProfileRequestPod = Static<typeof ProfileRequestPod>;

export const ProfileRequest = Type.Object({
  dimension: StringEnum(DIMENSIONS),
  pods: Type.Array(ProfileRequestPod, { minItems: 1, maxItems: 20 }),
  comparisonType: Type.Optional(StringEnum(COMPARISON_TYPES)),
  /** In energy-community requests: also return the member's own load profiles (consumption, generation). */
  displayLoadProfiles: Type.Optional(Type.Boolean()),
  typesToExclude: Type.Optional(Type.Array(StringEnum(PROFILE_TYPES), { maxItems: PROFILE_TYPES.length })),
});
export type ProfileRequest = Static<typeof ProfileRequest>;

/** Query of …/profile/active/download: `timestamps=iso` adds ISO 8601 start and end with UTC offset (unambiguous on DST days). */
export const ProfileDownloadQuery = Type.Object({
  timestamps: Type.Optional(Type.Union([Type.Literal('local'), Type.Literal('iso')])),
});
export type ProfileDownloadQuery = Static<typeof ProfileDownloadQuery>;

// ---------------------------------------------------------------------------------------------------------------------
// Profile result: one per requested pod and type, in request order.
// ---------------------------------------------------------------------------------------------------------------------

export const ProfileValue = Type.Object({
  /** Start of the interval, ISO instant in UTC with `Z`. */
  datetime: Type.String({ description: 'interval start, UTC instant, e.g. 2026-03-19T23:00:00Z' }),
  /** Null when MISSING (no part of the interval has a value). */
  value: Nullable(Type.Number()),
  /** For aggregates: the worst status of its parts (VALUE_STATUSES order, MISSING worst). */
  status: StringEnum(VALUE_STATUSES),
  /**
   * Aggregates with some missing or calculated parts only: how many of its stored intervals (quarter-hours of a
   * quarter-hour meter) are missing, calculated, and how many it has. Absent when the period is whole.
   */
  missingCount: Type.Optional(Type.Integer({ minimum: 0 })),
  calculatedCount: Type.Optional(Type.Integer({ minimum: 0 })),
  partCount: Type.Optional(Type.Integer({ minimum: 0 })),
});
export type ProfileValue = Static<typeof ProfileValue>;

export const SummaryValue = Type.Object({ value: Type.Number(), unit: StringEnum(UNITS) });
export type SummaryValue = Static<typeof SummaryValue>;

/** Minimum and maximum also name the interval start (UTC instant). */
export const SummaryValueAt = Type.Object({ value: Type.Number(), unit: StringEnum(UNITS), dateTime: Type.String() });
export type SummaryValueAt = Static<typeof SummaryValueAt>;

export const ProfileResult = Type.Object({
  type: StringEnum(PROFILE_TYPES),
  energyDirection: StringEnum(ENERGY_DIRECTIONS),
  energyCommunityId: Type.Optional(Nullable(Type.String())),
  energyCommunityName: Type.Optional(Nullable(Type.String())),
  contractAccountNumber: DigitString(12),
  contractNumber: Type.Optional(Nullable(DigitString(12))),
  meterPointAdministrationNumber: MeterPointNumber,
  /** Equal to the requested range: `YYYY-MM-DDT00:00:00` and `YYYY-MM-DDT23:59:59`, local without offset. */
  from: LocalDateTime,
  to: LocalDateTime,
  dimension: StringEnum(DIMENSIONS),
  unit: StringEnum(UNITS),
  /** What was returned (may be coarser than bestAvailableGranularity: then remark says so). */
  granularity: StringEnum(GRANULARITIES),
  profileValues: Type.Array(ProfileValue),
  minimum: Nullable(SummaryValueAt),
  maximum: Nullable(SummaryValueAt),
  average: Nullable(SummaryValue),
  /**
   * The values added up, 0 without values, never null (API-COMPAT "Recorded answers"); for power values (KW) the
   * energy of their intervals in KWH (the portal shows no sum for power).
   */
  sum: SummaryValue,
  /** kW of the contract (performance-monitoring line); null when unknown. */
  contractPower: Nullable(Type.Number()),
  /** For COMPARISON: the standard load profile id used (e.g. H0). */
  comparisonProfile: Type.Optional(Nullable(Type.String())),
  /** German note shown as an error above the chart (lowered granularity, no data, …); null when all is well. */
  remark: Nullable(Type.String()),
  profileTypeContent: Type.Object({ header: Type.String() }),
});
export type ProfileResult = Static<typeof ProfileResult>;

export const ProfileResults = Type.Array(ProfileResult);
export type ProfileResults = Static<typeof ProfileResults>;

// ---------------------------------------------------------------------------------------------------------------------
// Profile lists: GET /v1.0/consumptions/profiles?branch&activeOnly&filter
// ---------------------------------------------------------------------------------------------------------------------

export const ProfileListQuery = Type.Object({
  branch: Type.Optional(StringEnum(BRANCHES)),
  activeOnly: Type.Optional(QueryFlag()),
  /** Free text: matches meter point, contract account number, description or address (case-insensitive). */
  filter: Type.Optional(Type.String({ maxLength: 100 })),
});
export type ProfileListQuery = Static<typeof ProfileListQuery>;

export const ProfileListEntry = Type.Object({
  businessPartnerNumber: DigitString(10),
  contractAccountNumber: DigitString(12),
  contractNumber: DigitString(12),
  meterPointAdministrationNumber: MeterPointNumber,
  branch: StringEnum(BRANCHES),
  active: Type.Boolean(),
  description: Type.String(),
  /** One display string, as in the dashboard. */
  address: Type.String(),
  powerGenerationUnit: Type.Boolean(),
  profileActive: Type.Boolean(),
  energyCommunityActive: Type.Boolean(),
  minimumDate: Nullable(LocalDate),
  maximumDate: Nullable(LocalDate),
  profiles: Type.Array(Profile),
});
export type ProfileListEntry = Static<typeof ProfileListEntry>;

export const ProfileList = Type.Array(ProfileListEntry);
export type ProfileList = Static<typeof ProfileList>;

// ---------------------------------------------------------------------------------------------------------------------
// Dispatch settings: POST /v1.0/pods/{bpn}/{can}/{pod}/dispatchSettings
// ---------------------------------------------------------------------------------------------------------------------

export const DISPATCH_TYPES = ['PROFILE_MONTHLY_DISPATCH', 'PROFILE_DAILY_DISPATCH'] as const;
export type DispatchType = (typeof DISPATCH_TYPES)[number];

export const PodParams = Type.Object({
  businessPartnerNumber: DigitString(10),
  contractAccountNumber: DigitString(12),
  pod: MeterPointNumber,
});
export type PodParams = Static<typeof PodParams>;

export const DispatchSettingsRequest = Type.Object({ type: StringEnum(DISPATCH_TYPES), action: StringEnum(ACTIONS) });
export type DispatchSettingsRequest = Static<typeof DispatchSettingsRequest>;

export const DispatchSettingsResponse = Type.Object({
  monthlyProfileDispatchActive: Type.Boolean(),
  dailyProfileDispatchActive: Type.Boolean(),
  /** Where the profile data are sent: the logged-in user's e-mail. */
  email: Nullable(Type.String()),
});
export type DispatchSettingsResponse = Static<typeof DispatchSettingsResponse>;

// ---------------------------------------------------------------------------------------------------------------------
// Constants maps: GET /v1.0/constants/reading-types, /compare-values, /meter-reasons
// ---------------------------------------------------------------------------------------------------------------------

/** Reading type letter (K, N, R; gas also) → German explanation. */
export const ReadingTypes = Type.Record(Type.String(), Type.String());
export type ReadingTypes = Static<typeof ReadingTypes>;

/** Comparison (standard load) profile id → text and branch. */
export const CompareValues = Type.Record(Type.String(), Type.Object({ text: Type.String(), branch: StringEnum(BRANCHES) }));
export type CompareValues = Static<typeof CompareValues>;

/** Reading reason code → German text. */
export const MeterReasons = Type.Record(Type.String(), Type.String());
export type MeterReasons = Static<typeof MeterReasons>;

// Shared constants of the consumption views (service and front end use the same ones): in a module without schemas, so
// that the front end's pages load them without TypeBox.
export {
  ENERGY_COMMUNITY_PROFILE_TYPES,
  MAX_DAYS_AT_BEST_GRANULARITY,
  PROFILE_TYPE_LABELS,
  STATUS_LEVELS,
  VALUE_STATUS_LEVELS,
  type StatusLevel,
} from './consumption-constants';
