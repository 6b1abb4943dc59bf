import { loadConfig } from './config';
import { buildApp } from './app';
import { openDb } from './db/open';
import { prepareDatabase } from './db/prepare';
import { DEMO_LOGINS, DEMO_PASSWORD, isDatabaseEmpty, seedDemoData } from './demo/seed';
import { DEMO_TWO_FACTOR } from './demo/seed-two-factor';
import { resolveTwoFactorKey } from './two-factor/secret-box';

/** The default start: open the database, migrate, seed demo data into an empty database, listen. */
async function main(): Promise<void> {
  const config = loadConfig();
  // A restart of PostgreSQL ends idle connections: reported here, the pool reconnects (requests meanwhile answer 503).
  const db = await openDb(config, { onFault: (error) => console.warn(`Datenbankverbindung verloren: ${error.message}`) });
  // Migrations and seeding may run for minutes: on PostgreSQL through connections without a statement timeout.
  const setup = config.databaseUrl ? await openDb(config, { setup: true }) : db;
  try {
    await prepareDatabase(setup, async (target) => {
      if (!(await isDatabaseEmpty(target))) return false;
      console.log('Leere Datenbank: Demodaten werden erzeugt …');
      // SEED_DAYS shortens the quarter-hour history (used by the browser tests' auxiliary instances).
      const days = process.env.SEED_DAYS ? Number(process.env.SEED_DAYS) : undefined;
      const summary = await seedDemoData(target, { ...(days ? { days } : {}), twoFactorKey: resolveTwoFactorKey(config) });
      console.log(
        `Demodaten erzeugt: ${summary.contractAccounts} Vertragskonten, ${summary.meterValues} Viertelstundenwerte ` +
          `in ${(summary.milliseconds / 1000).toFixed(1)} s`,
      );
      return true;
    });
  } finally {
    if (setup !== db) await setup.close();
  }
  const app = buildApp({ db, config });
  await app.listen({ port: config.port, host: config.host });

  console.log(`\nNetzportal läuft: http://localhost:${config.port}/app/`);
  console.log(`Datenbank: ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`}`);
  if (app.maintenance.enabled) console.log('Wartungsmodus ist aktiv (MAINTENANCE).');
  console.log(`Demo-Anmeldungen (Passwort ${DEMO_PASSWORD}):`);
  for (const { login, note } of [...DEMO_LOGINS, DEMO_TWO_FACTOR]) console.log(`  ${login.padEnd(24)} ${note}`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: Netzportal wird beendet …`);
    try {
      await app.close();
      await db.close();
      process.exit(0);
    } catch (error) {
      console.error(error);
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error('Start fehlgeschlagen:', error);
  process.exit(1);
});
