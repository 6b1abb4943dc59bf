import type { DemoSeedContext } from './seed';

/** Demo data for consumption profiles, energy communities, readings and dispatch settings (issue 5); runs inside the seed transaction after the base data. */
export async function seedConsumptionData(context: DemoSeedContext): Promise<void> {
  void context;
}
