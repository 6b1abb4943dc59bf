import type { CompareValues, MeterReasons, ReadingTypes } from '@portal/shared/contract/consumption';
import type { ProfileType } from '@portal/shared/contract/enums';

/** Reading type letters of the readings history (portal-processes §2.4 item 9), with the gas reading types. */
export const READING_TYPES: ReadingTypes = {
  K: 'Ablesung durch den Kunden',
  N: 'Ablesung durch den Netzbetreiber',
  R: 'Rechnerisch ermittelt',
  Bm3: 'Betriebskubikmeter: am Gaszähler gemessenes Volumen im Betriebszustand',
  Zustandszahl: 'Zustandszahl: rechnet Betriebskubikmeter auf Normkubikmeter um (Druck und Temperatur)',
  Brennwert: 'Brennwert: Energieinhalt eines Normkubikmeters Gas in kWh/m³',
  kWh: 'Energie in kWh = Normkubikmeter × Brennwert',
};

/** Comparison (standard load) profiles the COMPARISON_PROFILE comparison offers: those loaded into standard_load_profiles. */
export const COMPARE_VALUES: CompareValues = {
  H0: { text: 'Standardlastprofil Haushalt (H0)', branch: 'STROM' },
};

/** Reasons of a meter reading (the read-only reason of the reading entry). */
export const METER_REASONS: MeterReasons = {
  '01': 'Turnusablesung',
  '02': 'Zwischenablesung',
  '03': 'Ablesung bei Ein- oder Auszug',
  '06': 'Ablesung bei Lieferantenwechsel',
  '09': 'Kontrollablesung',
  '12': 'Ablesung bei Zählerwechsel',
};

/** profile_series ids of the community series (migrations 3, 30 and 60). */
export const COMMUNITY_SERIES = {
  ownCoverage: 10,
  remainingGridUsage: 11,
  overCoverage: 12,
  allocated: 13,
  ownCoverageTotal: 14,
  /** Migration 60: the live portal's per-contribution-factor series. */
  consumptionPerFactor: 15,
  generationPerFactor: 16,
  overCoveragePerFactor: 17,
} as const;

/** Contribution-factor variants: computed from their base series times the participation factor, never stored. */
export const CONTRIBUTION_FACTOR_VARIANTS: Partial<Record<ProfileType, ProfileType>> = {
  ENERGY_COMMUNITY_OWN_COVERAGE: 'ENERGY_COMMUNITY_OWN_COVERAGE_CONTRIBUTION_FACTOR',
  ENERGY_COMMUNITY_REMAINING_GRID_USAGE: 'ENERGY_COMMUNITY_REMAINING_GRID_USAGE_CONTRIBUTION_FACTOR',
  ENERGY_COMMUNITY_OVER_COVERAGE: 'ENERGY_COMMUNITY_OVER_COVERAGE_CONTRIBUTION_FACTOR',
};

const COMPUTED_VARIANTS = new Set<ProfileType>(Object.values(CONTRIBUTION_FACTOR_VARIANTS));

/** A type computed from its base series times the participation factor (as opposed to a stored series). */
export const isComputedVariant = (type: ProfileType): boolean => COMPUTED_VARIANTS.has(type);
