import type { BilledConsumptions, ContractDetail, ReadingsHistory } from '@portal/shared/contract/contract-account';

/** The contract's billed consumptions (portal-processes §3), or null when it has none: the section is then left out. */
export function billedConsumptionsOf(contract: ContractDetail): BilledConsumptions | null {
  return contract.consumptions && contract.consumptions.values.length > 0 ? contract.consumptions : null;
}

/** The contract's readings history, or null when no meter has a reading period. */
export function readingsHistoryOf(contract: ContractDetail): ReadingsHistory | null {
  const history = contract.readingsHistory;
  return history && history.meters.some((m) => m.readings.length > 0) ? history : null;
}

/** Width of a per-day consumption bar in percent of the largest (0 when there is no largest). */
export function dayBarPercent(consumptionPerDay: number, maxConsumptionPerDay: number): number {
  if (!(maxConsumptionPerDay > 0) || !(consumptionPerDay > 0)) return 0;
  return Math.min(100, Math.round((consumptionPerDay / maxConsumptionPerDay) * 1000) / 10);
}

/** The reading-type letters used in a history (K, N, R …), each once: the explanations shown below the table. */
export function readingTypesUsed(history: ReadingsHistory): string[] {
  const letters = new Set<string>();
  for (const meter of history.meters) {
    for (const entry of meter.readings) {
      for (const register of entry.registers ?? []) [register.oldType, register.newType].forEach((t) => t && letters.add(t));
      [entry.oldType, entry.newType].forEach((t) => t && letters.add(t));
    }
  }
  return [...letters].sort();
}
