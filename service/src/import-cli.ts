import { basename, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { loadConfig, type Config } from './config';
import type { Db } from './db/db';
import { migrate } from './db/migrate';
import { openDb } from './db/open';
import { formatDecimal } from './format/de-at-number';
import { Mailer } from './mail/outbox';
import { ImportFormatError, importValueFile, type ImportSummary } from './meter-import/import-values';
import { openImportFile, UnreadableFileError } from './meter-import/open-import-file';
import { evaluateNotifications } from './notifications';

/**
 * `npm run import -- [--meter-point=AT…] <files…>`: imports quarter-hour values or meter readings (layouts in the
 * README, "Importing meter data") into the configured database (DATA_DIR or DATABASE_URL, as the server). Exit code 0:
 * every line imported; 1: some lines refused (the rest imported); 2: a file could not be read or imported at all (the
 * other files are imported all the same).
 *
 * The embedded database (PGlite) allows one process per data folder: while the server runs on it, the files go
 * through the server's operator API (OPERATOR_TOKEN must be set for both).
 */
const SHOWN_REJECTIONS = 50;

function option(name: string): string | undefined {
  const prefix = `--${name}=`;
  return process.argv
    .slice(2)
    .find((arg) => arg.startsWith(prefix))
    ?.slice(prefix.length);
}

// npm runs the script in the service folder: paths are meant from where the command was typed (INIT_CWD).
const files = process.argv
  .slice(2)
  .filter((arg) => !arg.startsWith('--'))
  .map((file) => resolve(process.env.INIT_CWD ?? process.cwd(), file));
// The portal's de-AT numbers (1.920.000): Node's Intl groups de-AT with a non-breaking space.
const number = (n: number) => formatDecimal(n, 0);

/** A progress bar on the terminal (stderr), redrawn at most ten times a second; nothing when not a terminal. */
function progressBar(total: number) {
  let last = 0;
  let drawn = false;
  const draw = (done: number, label: string) => {
    if (!process.stderr.isTTY || (Date.now() - last < 100 && done < total)) return;
    last = Date.now();
    drawn = true;
    const share = total > 0 ? Math.min(1, done / total) : 1;
    const width = 30;
    const filled = Math.round(share * width);
    process.stderr.write(
      `\r[${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${String(Math.round(share * 100)).padStart(3)} % ${label}`,
    );
  };
  /** Ends the bar's line, so that what follows starts on a line of its own. */
  const end = () => {
    if (drawn) process.stderr.write('\n');
    drawn = false;
  };
  return { draw, end };
}

function report(summary: ImportSummary, seconds: number): void {
  console.log(
    `${summary.file} (${summary.layout}): ${number(summary.rowsRead)} Zeilen gelesen, ${number(summary.inserted)} neu, ` +
      `${number(summary.upgraded)} ersetzt, ${number(summary.unchanged)} unverändert, ${number(summary.rejected)} abgelehnt ` +
      `in ${formatDecimal(seconds, 1)} s`,
  );
  for (const r of summary.rejections.slice(0, SHOWN_REJECTIONS)) console.log(`  Zeile ${r.line}: ${r.message} (${r.reason})`);
  if (summary.rejections.length > SHOWN_REJECTIONS) console.log(`  … und ${number(summary.rejections.length - SHOWN_REJECTIONS)} weitere`);
}

async function runningServer(config: Config): Promise<string | null> {
  const base = `http://127.0.0.1:${config.port}`;
  try {
    const response = await fetch(`${base}/service/health`, { signal: AbortSignal.timeout(1500) });
    return response.status < 500 || response.status === 503 ? base : null;
  } catch {
    return null;
  }
}

async function viaServer(
  server: string,
  config: Config,
  file: string,
  input: NodeJS.ReadableStream,
  meterPoint: string | undefined,
): Promise<ImportSummary | null> {
  if (!config.operatorToken) {
    console.error(
      `Der Server auf Port ${config.port} hält die eingebettete Datenbank (${config.dataDir}); PGlite erlaubt nur einen ` +
        'Prozess je Datenordner. Setzen Sie OPERATOR_TOKEN (mindestens 32 Zeichen) für Server und Import, dann geht der ' +
        'Import über die Betreiber-Schnittstelle des Servers, oder beenden Sie den Server vorher.',
    );
    return null;
  }
  const query = new URLSearchParams({ fileName: basename(file), ...(meterPoint ? { meterPoint } : {}) });
  const response = await fetch(`${server}/service/operator/v1/meter-values?${query.toString()}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${config.operatorToken}`, 'content-type': 'text/csv; charset=utf-8' },
    body: input as unknown as ReadableStream,
    duplex: 'half',
  } as RequestInit);
  if (!response.ok) {
    console.error(`${file}: der Server antwortet ${response.status}: ${await response.text()}`);
    return null;
  }
  return (await response.json()) as ImportSummary;
}

/** Where the files go: the database itself, or the running server's operator API. */
interface Target {
  db: Db | null;
  server: string | null;
  config: Config;
  mailer: Mailer;
  meterPoint: string | undefined;
}

/**
 * Imports one file; null when it could not be read or imported at all (reported on stderr). A file that cannot be
 * read does not end the run: the other files are still imported. Anything else (the database) does.
 */
async function importFile(file: string, { db, server, config, mailer, meterPoint }: Target): Promise<ImportSummary | null> {
  let opened: Awaited<ReturnType<typeof openImportFile>> | undefined;
  let bar: ReturnType<typeof progressBar> | undefined;
  try {
    opened = await openImportFile(file);
    const { input } = opened;
    const { draw } = (bar = progressBar(opened.size));
    if (!db) return await viaServer(server!, config, file, input, meterPoint);
    input.on('data', () => draw(input.bytesRead, basename(file)));
    return await importValueFile(db, createInterface({ input, crlfDelay: Infinity }), {
      fileName: basename(file),
      meterPoint,
      onProgress: (lines) => draw(input.bytesRead, `${basename(file)}: ${number(lines)} Zeilen`),
      afterImport: (podIds) => evaluateNotifications(db, mailer, podIds),
    });
  } catch (error) {
    if (!(error instanceof ImportFormatError || error instanceof UnreadableFileError)) throw error;
    bar?.end();
    console.error(error.message);
    return null;
  } finally {
    bar?.end();
    opened?.input.destroy();
  }
}

async function main(): Promise<void> {
  if (files.length === 0) {
    console.error('Aufruf: npm run import -- [--meter-point=AT…] <Datei.csv> [weitere Dateien]');
    process.exitCode = 2;
    return;
  }
  const config = loadConfig();
  let exitCode = 0;

  const server = config.databaseUrl ? null : await runningServer(config);
  const db = server ? null : await openDb(config);
  const target: Target = { db, server, config, mailer: new Mailer(config), meterPoint: option('meter-point') };
  try {
    if (db) await migrate(db);
    for (const file of files) {
      const started = Date.now();
      const summary = await importFile(file, target);
      if (!summary) {
        exitCode = 2;
        continue;
      }
      report(summary, (Date.now() - started) / 1000);
      if (summary.rejected > 0) exitCode = Math.max(exitCode, 1);
    }
  } finally {
    await db?.close();
  }
  process.exitCode = exitCode;
}

main().catch((error: unknown) => {
  console.error('Import fehlgeschlagen:', error);
  process.exit(2);
});
