import type { DemoSeedContext } from './seed';

/** Demo data for registration candidates, pending activations and API tokens (issue 4); runs inside the seed transaction after the base data. */
export async function seedAccountData(context: DemoSeedContext): Promise<void> {
  void context;
}
