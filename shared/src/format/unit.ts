import type { Unit } from '../contract/enums';

/** How the API's units are written for people (gas meters count cubic metres: m³). */
export const UNIT_LABELS: Record<Unit, string> = { KW: 'kW', KWH: 'kWh', KAH: 'kAh', KVR: 'kvarh', NM3: 'm³', KVA: 'kVA' };

export const unitLabel = (unit: Unit): string => UNIT_LABELS[unit] ?? unit;
