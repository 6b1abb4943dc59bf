import type { ContractDetail } from '@portal/shared/contract/contract-account';

/**
 * Billed consumptions and readings history of a contract (portal-processes §3). They arrive with the contract-account
 * detail; until the shared contract describes them, this module states the shape the spec gives and reads it
 * defensively, so the sections show exactly when the service sends the data.
 */

export interface BilledConsumption {
  from: string;
  to: string;
  value: number;
  unit?: string;
  nrOfDays: number;
  invoiceNumber?: string | null;
  consumptionPerDay: number;
}

export interface BilledConsumptions {
  values: BilledConsumption[];
  largestConsumption?: number;
}

export interface RegisterReading {
  registernumber: string;
  oldReading: number;
  oldType: string;
  newReading: number;
  newType: string;
}

export interface ReadingHistoryEntry {
  from: string;
  to: string;
  relevantConsumption: number;
  unit: string;
  nrOfDays: number;
  consumptionPerDay: number;
  /** Electricity. */
  registers?: RegisterReading[];
  /** Gas: readings in operating cubic metres (Bm3), state number, calorific value. */
  oldValue?: number;
  oldType?: string;
  newValue?: number;
  newType?: string;
  calculatedConsumption?: number;
  conversionFactor?: number;
  caloricValue?: number;
}

export interface MeterReadings {
  meterNumber: string;
  readings: ReadingHistoryEntry[];
}

export interface ReadingsHistory {
  readingsPerMeter: MeterReadings[];
  maxConsumptionPerDay: number;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The contract's billed consumptions, or null when it has none. */
export function billedConsumptionsOf(contract: ContractDetail): BilledConsumptions | null {
  const value: unknown = (contract as unknown as Record<string, unknown>).consumptions;
  if (!isObject(value) || !Array.isArray(value.values) || value.values.length === 0) return null;
  return value as unknown as BilledConsumptions;
}

/** The contract's readings history, or null when it has none. */
export function readingsHistoryOf(contract: ContractDetail): ReadingsHistory | null {
  const value: unknown = (contract as unknown as Record<string, unknown>).readingsHistory;
  if (!isObject(value) || !Array.isArray(value.readingsPerMeter)) return null;
  const meters = (value.readingsPerMeter as unknown[]).filter((m): m is MeterReadings => isObject(m) && Array.isArray(m.readings));
  if (!meters.some((m) => m.readings.length > 0)) return null;
  return { readingsPerMeter: meters, maxConsumptionPerDay: Number(value.maxConsumptionPerDay) || 0 };
}

/** Width of a per-day consumption bar in percent of the largest (0 when there is no largest). */
export function dayBarPercent(consumptionPerDay: number, maxConsumptionPerDay: number): number {
  if (!(maxConsumptionPerDay > 0) || !(consumptionPerDay > 0)) return 0;
  return Math.min(100, Math.round((consumptionPerDay / maxConsumptionPerDay) * 1000) / 10);
}

/** The reading-type letters used in a history (K, N, R …), each once: the explanations shown below the table. */
export function readingTypesUsed(history: ReadingsHistory): string[] {
  const letters = new Set<string>();
  for (const meter of history.readingsPerMeter) {
    for (const entry of meter.readings) {
      for (const register of entry.registers ?? []) [register.oldType, register.newType].forEach((t) => t && letters.add(t));
      [entry.oldType, entry.newType].forEach((t) => t && letters.add(t));
    }
  }
  return [...letters].sort();
}
