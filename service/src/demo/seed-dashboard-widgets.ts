import type { DemoSeedContext } from './seed';

/** Demo data for the contract-account widgets, invoices and partner messages (issue 3); runs inside the seed transaction after the base data. */
export async function seedDashboardWidgetData(context: DemoSeedContext): Promise<void> {
  void context;
}
