import { loadConfig } from './config';
import { openDb } from './db/open';
import { migrate } from './db/migrate';
import { seedDemoData } from './demo/seed';
import { resolveTwoFactorKey } from './two-factor/secret-box';

/** `npm run seed -w @portal/service`: re-creates the demo data (removes every user, session and customer first). */
async function main(): Promise<void> {
  const config = loadConfig();
  const days = process.env.SEED_DAYS ? Number(process.env.SEED_DAYS) : undefined;
  const db = await openDb(config, { setup: true });
  try {
    await migrate(db);
    const summary = await seedDemoData(db, { days, twoFactorKey: resolveTwoFactorKey(config) });
    console.log(
      `Demodaten neu erzeugt: ${summary.users} Benutzer, ${summary.contractAccounts} Vertragskonten, ` +
        `${summary.meterValues} Viertelstundenwerte in ${(summary.milliseconds / 1000).toFixed(1)} s`,
    );
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error('Seed fehlgeschlagen:', error);
  process.exit(1);
});
