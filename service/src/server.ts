import cluster from 'node:cluster';
import { loadConfig, type Config } from './config';
import { buildApp } from './app';
import type { Db } from './db/db';
import { openDb } from './db/open';
import { prepareDatabase } from './db/prepare';
import { DEMO_LOGINS, DEMO_PASSWORD, seedDemoData, seedsDemoAtStart } from './demo/seed';
import { readDemoMarker } from './demo/demo-marker';
import { seedBenchCustomers } from './demo/bench-customers';
import { startDailyDemoImport } from './demo/daily-import';
import { isSortingHour, keepDayRowsTogether, startDayRowUpkeep, type DayRowUpkeep } from './consumption/day-row-upkeep';
import { Mailer } from './mail/outbox';
import { evaluateNotifications } from './notifications';
import { DEMO_TWO_FACTOR } from './demo/seed-two-factor';
import { resolveTwoFactorKey } from './two-factor/secret-box';
import { superviseWorkers, WORKERS_NEED_POSTGRES } from './workers';
import { checkOperatorFile, operatorStartRefusal } from './operator/operator-config';

/**
 * The default start: open the database, migrate, seed demo data into an empty embedded database (or with DEMO_DATA=1
 * an empty PostgreSQL one), listen. With WORKERS=n the
 * first process only prepares the database and supervises n workers that serve.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  if (config.workers > 1 && !config.databaseUrl) {
    console.error(WORKERS_NEED_POSTGRES);
    process.exit(1);
  }
  if (cluster.isWorker) return serve(config, false);
  if (!operatorFileFitsStart(config)) process.exit(1);
  if (config.workers > 1) {
    await prepare(config, null);
    await superviseWorkers(config.workers);
    // The workers serve; the supervisor keeps a demo current over a connection of its own (as npm run import does).
    const db = await openDb(config);
    announce(config, `${config.workers} Worker-Prozesse`, await hasDemoData(db));
    const mailer = new Mailer(config);
    keepDemoCurrent(db, (podIds) => evaluateNotifications(db, mailer, podIds));
    keepDayRowsInOrder(config, db);
    return;
  }
  await serve(config, true);
}

/**
 * Reads the operator file before anything else: prints each of its problems, and refuses the start (false) when it
 * cannot be read or an identity field (operator name, payment IBAN, mail sender) is invalid.
 */
function operatorFileFitsStart(config: Config): boolean {
  const reading = checkOperatorFile(config.operatorFile);
  if (!reading) return true;
  for (const problem of reading.problems) console.warn(`Betreiberdatei / operator file: ${problem}`);
  if (reading.fatal.length === 0) return true;
  console.error(operatorStartRefusal(config.operatorFile ?? '', reading));
  return false;
}

/**
 * Migrations and demo data, once per start (by the supervisor when there are workers). `db`: the serving connection,
 * used for it on PGlite (one process may open its folder once).
 */
async function prepare(config: Config, db: Db | null): Promise<void> {
  // Migrations and seeding may run for minutes: on PostgreSQL through connections without a statement timeout.
  const setup = db && !config.databaseUrl ? db : await openDb(config, { setup: true });
  try {
    await prepareDatabase(setup, async (target) => {
      if (!(await seedsDemoAtStart(target, config))) return false;
      console.log('Leere Datenbank: Demodaten werden erzeugt …');
      // SEED_DAYS shortens the quarter-hour history (used by the browser tests' auxiliary instances).
      const days = process.env.SEED_DAYS ? Number(process.env.SEED_DAYS) : undefined;
      const summary = await seedDemoData(target, { ...(days ? { days } : {}), twoFactorKey: resolveTwoFactorKey(config) });
      // BENCH_CUSTOMERS=n adds n copies of max's account for the load bench (npm run bench).
      await seedBenchCustomers(target, Number(process.env.BENCH_CUSTOMERS ?? 0));
      console.log(
        `Demodaten erzeugt: ${summary.contractAccounts} Vertragskonten, ${summary.meterValues} Viertelstundenwerte ` +
          `in ${(summary.milliseconds / 1000).toFixed(1)} s`,
      );
      return true;
    });
  } finally {
    if (setup !== db) await setup.close();
  }
}

async function serve(config: Config, withPrepare: boolean): Promise<void> {
  // A restart of PostgreSQL ends idle connections: reported here, the pool reconnects (requests meanwhile answer 503).
  const db = await openDb(config, { onFault: (error) => console.warn(`Datenbankverbindung verloren: ${error.message}`) });
  if (withPrepare) await prepare(config, db);
  const app = buildApp({ db, config });
  if (cluster.isWorker) {
    // Which worker answered (operations and the workers' test): its process id.
    app.addHook('onRequest', async (_request, reply) => {
      reply.header('X-Portal-Worker', String(process.pid));
    });
  }
  await app.listen({ port: config.port, host: config.host });
  if (cluster.isWorker) process.send?.({ type: 'listening' });
  else announce(config, null, await hasDemoData(db));
  // One process keeps a demo up to date: the only one, or the supervisor of the workers (see main).
  const stopDemoImport = withPrepare ? keepDemoCurrent(db, (podIds) => app.afterMeterImport(podIds)) : async () => {};
  const stopUpkeep = withPrepare ? keepDayRowsInOrder(config, db) : async () => {};
  if (app.maintenance.enabled) console.log('Wartungsmodus ist aktiv (MAINTENANCE).');

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    if (!cluster.isWorker) console.log(`${signal}: Netzportal wird beendet …`);
    try {
      await stopDemoImport();
      await stopUpkeep();
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

/**
 * A demo database gets yesterday's values every night through the import path (demo/daily-import.ts); an operator's
 * database has no demo marker and is left alone. Answers the function that stops it.
 */
function keepDemoCurrent(db: Db, afterImport?: (podIds: number[]) => Promise<unknown>): () => Promise<void> {
  return startDailyDemoImport(db, {
    afterImport,
    onResult: (result) => {
      if (!result) return;
      const [values, community] = result.summaries;
      console.log(
        `Demodaten ergänzt (${result.from} bis ${result.to}): ${values.inserted + community.inserted} neue, ` +
          `${values.upgraded + community.upgraded} ersetzte Viertelstundenwerte`,
      );
    },
    onError: (error) => console.error('Tägliche Demodaten fehlgeschlagen:', error),
  });
}

/**
 * The day rows' upkeep (consumption/day-row-upkeep.ts) at start and every hour, by the one process that also keeps a
 * demo current; closed months are sorted in the night's runs. On PostgreSQL over a connection of its own without the
 * requests' statement timeout: sorting a month of many meter points may take minutes. Answers the function that stops
 * it.
 */
function keepDayRowsInOrder(config: Config, db: Db): () => Promise<void> {
  return startDayRowUpkeep(
    async () => {
      const setup = config.databaseUrl ? await openDb(config, { setup: true }) : db;
      try {
        return await keepDayRowsTogether(setup, { sort: isSortingHour(new Date()) });
      } finally {
        if (setup !== db) await setup.close();
      }
    },
    {
      onResult: (done: DayRowUpkeep) => {
        if (done.created.length + done.moved + done.sorted.length === 0) return;
        console.log(
          `Tageszeilen geordnet: Monatspartitionen angelegt: ${done.created.length}, Zeilen einsortiert: ${done.moved}, ` +
            `Monate neu sortiert: ${done.sorted.length}`,
        );
      },
      onError: (error) => console.error('Ordnen der Tageszeilen fehlgeschlagen:', error),
    },
  );
}

/** Whether the demo seed wrote this database (its marker, table demo_data). */
async function hasDemoData(db: Db): Promise<boolean> {
  return (await readDemoMarker(db)) !== null;
}

/** The start's summary; the demo logins only for a database the demo seed wrote. */
function announce(config: Config, workers: string | null, demo: boolean): void {
  console.log(`\nNetzportal läuft: http://localhost:${config.port}/app/${workers ? ` (${workers})` : ''}`);
  console.log(`Datenbank: ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`}`);
  if (!demo) return;
  console.log(`Demo-Anmeldungen (Passwort ${DEMO_PASSWORD}):`);
  for (const { login, note } of [...DEMO_LOGINS, DEMO_TWO_FACTOR]) console.log(`  ${login.padEnd(24)} ${note}`);
}

main().catch((error: unknown) => {
  console.error('Start fehlgeschlagen:', error);
  process.exit(1);
});
