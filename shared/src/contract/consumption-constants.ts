// Shared constants of the consumption views (service and front end use the same ones; contract/consumption re-exports
// them). No schemas here, so that a page using them does not load TypeBox.
import { PROFILE_TYPES, type ProfileType, type ValueStatus } from './enums';

/** Status levels shown to users (portal-core §4): L1 measured, L2 substitute, L3 unreliable, L0 missing. */
export const STATUS_LEVELS = ['L0', 'L1', 'L2', 'L3'] as const;
export type StatusLevel = (typeof STATUS_LEVELS)[number];

export const VALUE_STATUS_LEVELS: Record<ValueStatus, StatusLevel> = {
  VALID: 'L1',
  CALCULATED: 'L2',
  STATUS_03: 'L3',
  PREVALUE: 'L3',
  STATUS_98: 'L3',
  MISSING: 'L0',
};

/** German label of each profile type: chart legend, profileTypeContent.header, CSV label column. */
export const PROFILE_TYPE_LABELS: Record<ProfileType, string> = {
  ACTIVE_CURRENT: 'Wirkenergie',
  REACTIVE_CURRENT: 'Blindenergie',
  JOINT_GENERATING_PLANT_CONSUMPTION: 'Gemeinschaftliche Erzeugungsanlage – Verbrauch',
  JOINT_GENERATING_PLANT_GENERATION: 'Gemeinschaftliche Erzeugungsanlage – Erzeugung',
  COMPARISON: 'Vergleich mit Standardlastprofil',
  GAS_IN_KWH: 'Gasverbrauch in kWh',
  GAS_IN_CUBIC_METERS: 'Gasverbrauch in m³',
  ENERGY_COMMUNITY_OWN_COVERAGE: 'Eigendeckung',
  ENERGY_COMMUNITY_OWN_COVERAGE_TOTAL: 'Eigendeckung gesamt',
  ENERGY_COMMUNITY_REMAINING_GRID_USAGE: 'Restnetzbezug',
  ENERGY_COMMUNITY_OVER_COVERAGE: 'Gemeinschaftsüberschuss',
  ENERGY_COMMUNITY_ALLOCATED_PLANT_PRODUCTION: 'Zugeteilte Erzeugung',
  ENERGY_COMMUNITY_OWN_COVERAGE_CONTRIBUTION_FACTOR: 'Eigendeckung (Teilnahmefaktor)',
  ENERGY_COMMUNITY_REMAINING_GRID_USAGE_CONTRIBUTION_FACTOR: 'Restnetzbezug (Teilnahmefaktor)',
  ENERGY_COMMUNITY_OVER_COVERAGE_CONTRIBUTION_FACTOR: 'Gemeinschaftsüberschuss (Teilnahmefaktor)',
  ENERGY_COMMUNITY_CONSUMPTION_PER_CONTRIBUTION_FACTOR: 'Verbrauch (Teilnahmefaktor)',
  ENERGY_COMMUNITY_GENERATION_PER_CONTRIBUTION_FACTOR: 'Erzeugung (Teilnahmefaktor)',
  ENERGY_COMMUNITY_OVER_COVERAGE_PER_CONTRIBUTION_FACTOR: 'Nicht in der Gemeinschaft verbraucht (Teilnahmefaktor)',
};

/** Energy-community profile types (the EC screen and its CSV layout). */
export const ENERGY_COMMUNITY_PROFILE_TYPES = PROFILE_TYPES.filter((t) => t.startsWith('ENERGY_COMMUNITY_'));

/** Longest range (days, both ends inclusive) for which bestAvailableGranularity is honoured. */
export const MAX_DAYS_AT_BEST_GRANULARITY = 366;
