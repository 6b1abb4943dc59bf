import type { MeterReadings, ReadingsHistory } from '../contract/contract-account';

/** A readings history as the service serves it, built from its meters (keyed object, list and sums agree). */
export function readingsHistoryOf(meters: MeterReadings[], maxConsumptionPerDay = 0): ReadingsHistory {
  const readings = meters.flatMap((m) => m.readings);
  const relevant = readings.reduce((sum, r) => sum + r.relevantConsumption, 0);
  return {
    readingsPerMeter: Object.fromEntries(meters.map((m) => [m.meterNumber, m.readings])),
    meters,
    maxConsumptionPerDay,
    calculatedConsumptionSum: readings.reduce((sum, r) => sum + (r.calculatedConsumption ?? r.relevantConsumption), 0),
    relevantConsumptionSum: relevant,
    relevantConsumptionUnit: 'KWH',
  };
}
