import type { BilledConsumptions, ReadingHistoryEntry, ReadingsHistory } from '@portal/shared/contract/contract-account';
import type { Branch, EnergyDirection } from '@portal/shared/contract/enums';
import type { Queryable } from '../db/db';
import { ownReadingDays, type OwnPeriod } from './own-period';
import { loadReadingPeriods, type ReadingPeriodRow } from './queries';

/** What a contract reads from the stored meter readings: its readings history and its billed consumptions. */
export interface ContractReadings {
  readingsHistory: ReadingsHistory;
  consumptions: BilledConsumptions;
}

interface ReadingsKey {
  podId: number;
  meterNumber: string;
  branch: Branch;
  /** A feed-in contract shows the generation registers, a supply contract the consumption registers. */
  direction: EnergyDirection;
  /** The customer's own period on the meter point: only periods of their own days (own-period.ts). */
  ownPeriod?: OwnPeriod;
}

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

const addDay = (date: string) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
};

/**
 * Readings history and billed consumptions of the given contracts, from consecutive readings of each register
 * (one query for all of them). A period runs from the day after the older reading to the day of the newer one; a
 * contract shows only periods of its customer's own days (both readings on those days or the older on the day before
 * the move-in: ownReadingDays), never one of the customer before or after them on the meter point. Every contract gets
 * both, empty without a period.
 */
export async function loadContractReadings(db: Queryable, keys: ReadingsKey[]): Promise<Map<string, ContractReadings>> {
  const result = new Map<string, ContractReadings>();
  if (keys.length === 0) return result;
  const rows = await loadReadingPeriods(
    db,
    keys.map((k) => k.podId),
  );
  for (const key of keys) {
    const days = key.ownPeriod ? ownReadingDays(key.ownPeriod) : null;
    const periods = rows.filter(
      (r) =>
        r.pod_id === key.podId &&
        r.energy_direction === key.direction &&
        (days === null || (r.prev_on >= days.first && (days.last === null || r.read_on <= days.last))),
    );
    // Without a period the keys are still served, empty: clients read them by key (API-COMPAT).
    result.set(readingsKey(key.podId, key.direction), toContractReadings(key, periods));
  }
  return result;
}

export const readingsKey = (podId: number, direction: EnergyDirection) => `${podId}:${direction}`;

function toContractReadings(key: ReadingsKey, periods: ReadingPeriodRow[]): ContractReadings {
  // Registers read on the same day make one period (e.g. peak and off-peak registers of a double-tariff meter).
  const byPeriod = new Map<string, ReadingPeriodRow[]>();
  for (const row of periods) {
    const id = `${row.prev_on}/${row.read_on}`;
    byPeriod.set(id, [...(byPeriod.get(id) ?? []), row]);
  }
  const entries: { entry: ReadingHistoryEntry; invoiceNumber: string | null }[] = [];
  for (const rowsOfPeriod of byPeriod.values()) {
    const first = rowsOfPeriod[0];
    const days = Math.max(1, first.days);
    const from = addDay(first.prev_on);
    if (key.branch === 'GAS') {
      // Gas meters count operating cubic metres; the energy billed is Bm3 × state number × calorific value.
      const bm3 = first.reading_value - first.prev_value;
      const stateNumber = first.state_number ?? 1;
      const calorificValue = first.calorific_value ?? 0;
      const kwh = round(bm3 * stateNumber * calorificValue, 2);
      entries.push({
        invoiceNumber: first.invoice_number,
        entry: {
          from,
          to: first.read_on,
          relevantConsumption: kwh,
          unit: 'KWH',
          nrOfDays: days,
          consumptionPerDay: round(kwh / days, 2),
          oldValue: first.prev_value,
          oldType: first.prev_type,
          newValue: first.reading_value,
          newType: first.reading_type,
          calculatedConsumption: round(bm3, 3),
          conversionFactor: stateNumber,
          caloricValue: calorificValue,
        },
      });
    } else {
      const kwh = round(
        rowsOfPeriod.reduce((sum, r) => sum + r.reading_value - r.prev_value, 0),
        3,
      );
      entries.push({
        invoiceNumber: rowsOfPeriod.find((r) => r.invoice_number)?.invoice_number ?? null,
        entry: {
          from,
          to: first.read_on,
          relevantConsumption: kwh,
          unit: 'KWH',
          nrOfDays: days,
          consumptionPerDay: round(kwh / days, 2),
          registers: rowsOfPeriod.map((r) => ({
            registernumber: r.register_number,
            oldReading: r.prev_value,
            oldType: r.prev_type,
            newReading: r.reading_value,
            newType: r.reading_type,
          })),
        },
      });
    }
  }
  const billed = entries
    .filter((e) => e.invoiceNumber !== null)
    .map(({ entry, invoiceNumber }) => ({
      from: entry.from,
      to: entry.to,
      value: entry.relevantConsumption,
      unit: entry.unit,
      nrOfDays: entry.nrOfDays,
      invoiceNumber,
      consumptionPerDay: entry.consumptionPerDay,
    }));
  const readings = entries.map((e) => e.entry);
  return {
    readingsHistory: {
      readingsPerMeter: { [key.meterNumber]: readings },
      meters: [{ meterNumber: key.meterNumber, readings }],
      maxConsumptionPerDay: Math.max(0, ...readings.map((e) => e.consumptionPerDay)),
      calculatedConsumptionSum: round(
        readings.reduce((sum, e) => sum + (e.calculatedConsumption ?? e.relevantConsumption), 0),
        3,
      ),
      relevantConsumptionSum: round(
        readings.reduce((sum, e) => sum + e.relevantConsumption, 0),
        3,
      ),
      relevantConsumptionUnit: 'KWH',
    },
    consumptions: {
      values: billed,
      largestConsumption: Math.max(0, ...billed.map((b) => b.value)),
      totalConsumption: round(
        billed.reduce((sum, b) => sum + b.value, 0),
        3,
      ),
    },
  };
}
