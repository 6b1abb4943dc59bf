// Every enumeration of portal-core §3 and portal-processes §3, as const arrays (runtime) and union types (compile time).
// The service builds its JSON schemas from these arrays, the front end its select options.

export const BRANCHES = ['STROM', 'GAS'] as const;
export type Branch = (typeof BRANCHES)[number];

export const COUNTRIES = ['AT', 'DE', 'CH', 'IT', 'CZ', 'SK', 'HU', 'SI', 'HR', 'LI'] as const;
export type Country = (typeof COUNTRIES)[number];

export const CONTACT_TYPES = ['EMAIL', 'PHONE', 'NONE'] as const;
export type ContactType = (typeof CONTACT_TYPES)[number];

export const PHONE_TYPES = ['LANDLINE', 'MOBILE', 'FAX'] as const;
export type PhoneType = (typeof PHONE_TYPES)[number];

export const PAPERLESS_SETTINGS = ['NOT_CHANGEABLE', 'BANKDATA_MISSING', 'WAITING', 'PAPERLESS'] as const;
export type PaperlessSetting = (typeof PAPERLESS_SETTINGS)[number];

/** Ranked: a lower index is finer. */
export const GRANULARITIES = ['QUARTER_OF_AN_HOUR', 'HOUR', 'DAY', 'MONTH', 'YEAR'] as const;
export type Granularity = (typeof GRANULARITIES)[number];

export const DIMENSIONS = ['ENERGY', 'POWER', 'VOLUME'] as const;
export type Dimension = (typeof DIMENSIONS)[number];

export const UNITS = ['KW', 'KWH', 'KAH', 'KVR', 'NM3', 'KVA'] as const;
export type Unit = (typeof UNITS)[number];

export const ENERGY_DIRECTIONS = ['GENERATION', 'CONSUMPTION'] as const;
export type EnergyDirection = (typeof ENERGY_DIRECTIONS)[number];

export const VALUE_STATUSES = ['VALID', 'CALCULATED', 'STATUS_03', 'PREVALUE', 'STATUS_98', 'MISSING'] as const;
export type ValueStatus = (typeof VALUE_STATUSES)[number];

/** Priority follows the order of this list. */
export const PROFILE_TYPES = [
  'ACTIVE_CURRENT',
  'REACTIVE_CURRENT',
  'JOINT_GENERATING_PLANT_CONSUMPTION',
  'JOINT_GENERATING_PLANT_GENERATION',
  'COMPARISON',
  'GAS_IN_KWH',
  'GAS_IN_CUBIC_METERS',
  'ENERGY_COMMUNITY_OWN_COVERAGE',
  'ENERGY_COMMUNITY_OWN_COVERAGE_TOTAL',
  'ENERGY_COMMUNITY_REMAINING_GRID_USAGE',
  'ENERGY_COMMUNITY_OVER_COVERAGE',
  'ENERGY_COMMUNITY_ALLOCATED_PLANT_PRODUCTION',
  'ENERGY_COMMUNITY_OWN_COVERAGE_CONTRIBUTION_FACTOR',
  'ENERGY_COMMUNITY_REMAINING_GRID_USAGE_CONTRIBUTION_FACTOR',
  'ENERGY_COMMUNITY_OVER_COVERAGE_CONTRIBUTION_FACTOR',
  // The live portal's per-contribution-factor series (stored, not computed): the consumption side's measured
  // consumption attributed to the community (minus own coverage = drawn from the supplier), the generation side's
  // plant generation attributed to the community and the part of it not used inside the community.
  'ENERGY_COMMUNITY_CONSUMPTION_PER_CONTRIBUTION_FACTOR',
  'ENERGY_COMMUNITY_GENERATION_PER_CONTRIBUTION_FACTOR',
  'ENERGY_COMMUNITY_OVER_COVERAGE_PER_CONTRIBUTION_FACTOR',
] as const;
export type ProfileType = (typeof PROFILE_TYPES)[number];

export const COMPARISON_TYPES = [
  'NONE',
  'DIFFERENT_TIMERANGE',
  'DIFFERENT_PROFILE',
  'COMPARISON_PROFILE',
  'ALL_ENERGY_COMMUNITIES',
] as const;
export type ComparisonType = (typeof COMPARISON_TYPES)[number];

export const METER_TYPES = [
  'SMART_METER',
  'NONCONFORM_SMART_METER',
  'ADVANCED_SMART_METER',
  'LOAD_PROFILE_METER',
  'NONSMART_METER',
  'DIGITAL_LOAD_PROFILE_METER',
  'UNKNOWN_METER',
] as const;
export type MeterType = (typeof METER_TYPES)[number];

export const TRAFFIC_COLOURS = ['UNKNOWN', 'GREEN', 'YELLOW', 'RED', 'GREY'] as const;
export type TrafficColour = (typeof TRAFFIC_COLOURS)[number];

/**
 * Why the grid-capacity traffic light shows its colour (GenerationData.trafficLightReason). Only the red light caused by
 * the medium-voltage branch has a footnote of its own (portal-processes §2.3); the others explain the colour's text.
 */
export const TRAFFIC_LIGHT_REASONS = ['RED_MEDIUM_VOLTAGE_BRANCH', 'RED_LOW_VOLTAGE_GRID', 'RED_TRANSFORMER'] as const;
export type TrafficLightReason = (typeof TRAFFIC_LIGHT_REASONS)[number];

export const WEEKDAYS = ['ALL', 'MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const PAYMENT_DIRECTIONS = ['PAYMENT', 'CREDIT', 'BOTH'] as const;
export type PaymentDirection = (typeof PAYMENT_DIRECTIONS)[number];

/** Statuses of consents, in the order of portal-processes §3; REQUESTED and QR_CODE_SENT still wait for the market process. */
export const CONSENT_STATUSES = ['REQUESTED', 'QR_CODE_SENT', 'ACTIVE', 'ACTIVE_UNCHANGEABLE', 'CONCLUDED', 'REVOKED', 'TIMEOUT'] as const;
export type ConsentStatus = (typeof CONSENT_STATUSES)[number];

export const SMALL_INFEEDER_STATUSES = ['NEW', 'ACTIVE', 'INACTIVE', 'PENDING', 'DECLINED', 'PERCENTAGE_CHANGED'] as const;
export type SmallInfeederStatus = (typeof SMALL_INFEEDER_STATUSES)[number];

export const ACTIONS = ['ACTIVATE', 'DEACTIVATE'] as const;
export type Action = (typeof ACTIONS)[number];

export const AVAILABILITIES = [
  'SMART_METER_ACTIVATION_POSSIBLE',
  'SMART_METER_DEACTIVATION_POSSIBLE',
  'SMART_METER_PENDING',
  'LOAD_PROFILE_ACTIVATION_POSSIBLE',
  'LOAD_PROFILE_DEACTIVATION_POSSIBLE',
  'LOAD_PROFILE_PENDING',
  'UNKNOWN_STATUS',
] as const;
export type Availability = (typeof AVAILABILITIES)[number];

export const ACTIVITY_STATUSES = ['ACTIVE', 'INACTIVE', 'IN_PROGRESS', 'INPOSSIBLE', 'HIDE'] as const;
export type ActivityStatus = (typeof ACTIVITY_STATUSES)[number];

export const PROCESS_STATUSES = ['IN_PROGRESS', 'COMPLETED_SUCCESS', 'COMPLETED_ERROR', 'OPEN'] as const;
export type ProcessStatus = (typeof PROCESS_STATUSES)[number];

export const MESSAGE_STATUSES = ['INITIAL', 'SENT', 'CONFIRMED', 'REJECTED', 'TIMEOUT'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

export const SMART_METER_REQUEST_TYPES = [
  'AMIS_DEVICE_KEY',
  'E_COMMUNICATION',
  'PROFILE_MONTHLY_DISPATCH',
  'PROFILE_DAILY_DISPATCH',
] as const;
export type SmartMeterRequestType = (typeof SMART_METER_REQUEST_TYPES)[number];

export const ACTIVATION_REASONS = [
  'DATA_TRANSMISSION_TO_FAS',
  'PROFILE_DATA_VISUALIZATION',
  'SWITCH_TO_MONTHLY_INVOICE',
  'REQUIRED_BY_SUPPLIER',
  'FAULT_CLEARING',
] as const;
export type ActivationReason = (typeof ACTIVATION_REASONS)[number];

export const STEP_STATUSES = ['IN_PROGRESS', 'COMPLETED_SUCCESS', 'COMPLETED_ERROR', 'PENDING_OR_SKIPPED'] as const;
export type StepStatus = (typeof STEP_STATUSES)[number];

export const DEVICE_KEY_STATUSES = ['ACTIVE', 'INACTIVE', 'IN_PROGRESS', 'HIDE'] as const;
export type DeviceKeyStatus = (typeof DEVICE_KEY_STATUSES)[number];

export const SMART_METER_PROFILE_STATUSES = [
  'ACTIVATED',
  'DEACTIVATED',
  'IMPOSSIBLE',
  'INACTIVE',
  'IN_PROGRESS',
  'LOAD_CURVE',
  'OPT_OUT',
  'POSSIBLE',
  'TECHNICALLY_IMPOSSIBLE',
] as const;
export type SmartMeterProfileStatus = (typeof SMART_METER_PROFILE_STATUSES)[number];

export const READING_STATUSES = [
  'AMIS',
  'CLOSED',
  'CONTROLREADING',
  'IMPLAUSIBLE',
  'INTERMEDIATEREADING',
  'LOADCURVE',
  'NOTALLOWED',
  'QUARTAL',
  'RELEVANTREADING',
] as const;
export type ReadingStatus = (typeof READING_STATUSES)[number];

export const ADDITIONAL_INFORMATION_TYPES = [
  'BUSINESS_PARTNER_NUMBER',
  'COMMERCIAL_REGISTER',
  'COMPANY_NAME',
  'DATE_OF_BIRTH',
  'LAST_NAME',
] as const;
export type AdditionalInformationType = (typeof ADDITIONAL_INFORMATION_TYPES)[number];

export const PERIODICITIES = ['DAILY', 'MONTHLY'] as const;
export type Periodicity = (typeof PERIODICITIES)[number];

export const CONSENT_DATATYPES = [
  'LOAD_PROFILE',
  'JOINT_GENERATING_PLANT_LOAD_PROFILE',
  'HISTORICAL_LOAD_PROFILE',
  'MASTER_DATA',
  'ENERGY_COMMUNITY_REGISTRATION_GC',
  'ENERGY_COMMUNITY_REGISTRATION_RCR',
  'ENERGY_COMMUNITY_REGISTRATION_RCL',
  'ENERGY_COMMUNITY_REGISTRATION_CC',
  'ENERGY_COMMUNITY_REGISTRATION_CCV',
  'ENERGY_COMMUNITY_REGISTRATION_MUL',
  'ENERGY_COMMUNITY_LOAD_PROFILE',
  'ENERGY_COMMUNITY_HISTORICAL_LOAD_PROFILE',
  'FLEXIBILITY_SERVICE',
] as const;
export type ConsentDatatype = (typeof CONSENT_DATATYPES)[number];

export const INFEEDER_REQUEST_TYPES = ['base', 'performance-monitoring'] as const;
export type InfeederRequestType = (typeof INFEEDER_REQUEST_TYPES)[number];

/** Pseudo community ids of portal-core §9. */
export const ALL_COMMUNITIES_ID = 'ALL';
export const POD_VIEW_COMMUNITY_ID = 'POD_VIEW';
