import { loadConfig, type Config } from './config';
import { openDb } from './db/open';
import { migrate } from './db/migrate';
import { readOutbox, type OutboxMail } from './mail/outbox';

/**
 * `npm run mailbox`: the outbox (e-mails and SMS the portal wrote), newest first, from the configured database
 * (DATA_DIR or DATABASE_URL, as the server). Options: `--to=<address>` (only mails to it), `--limit=<n>` (default 10).
 *
 * The embedded database (PGlite) allows one process per data folder: while the server runs on it, this command reads
 * through the server's development mailbox instead (start the server with DEV_MAILBOX=1), or asks to stop the server.
 */
function option(name: string): string | undefined {
  const prefix = `--${name}=`;
  return process.argv
    .slice(2)
    .find((arg) => arg.startsWith(prefix))
    ?.slice(prefix.length);
}

const stamp = (iso: string) =>
  new Date(iso).toLocaleString('de-AT', {
    timeZone: 'Europe/Vienna',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });

function print(mails: OutboxMail[]): void {
  if (mails.length === 0) {
    console.log('Der Postausgang ist leer.');
    return;
  }
  for (const mail of mails) {
    const state = mail.sentAt ? 'versandt' : mail.error ? `Fehler: ${mail.error}` : 'nur im Postausgang';
    console.log('─'.repeat(78));
    console.log(`Zeit:      ${stamp(mail.createdAt)} (${state})`);
    console.log(`An:        ${mail.to}`);
    console.log(`Betreff:   ${mail.subject}`);
    console.log('');
    console.log(mail.text);
  }
  console.log('─'.repeat(78));
}

/** The server on this data folder, if one answers on the configured port. */
async function runningServer(config: Config): Promise<string | null> {
  const base = `http://127.0.0.1:${config.port}`;
  try {
    const response = await fetch(`${base}/service/v1.0/session`, { signal: AbortSignal.timeout(1500) });
    return response.ok ? base : null;
  } catch {
    return null;
  }
}

async function main(): Promise<void> {
  const config = loadConfig();
  const to = option('to');
  const limit = Math.min(200, Math.max(1, Number(option('limit') ?? 10) || 10));

  if (!config.databaseUrl) {
    const server = await runningServer(config);
    if (server) {
      const query = new URLSearchParams({ limit: String(limit), ...(to ? { to } : {}) });
      const response = await fetch(`${server}/service/dev/mailbox?${query.toString()}`);
      if (response.ok) {
        print((await response.json()) as OutboxMail[]);
        return;
      }
      console.error(
        `Der Server auf Port ${config.port} hält die eingebettete Datenbank (${config.dataDir}); PGlite erlaubt nur einen ` +
          'Prozess je Datenordner. Starten Sie den Server mit DEV_MAILBOX=1 (dann liest dieser Befehl über ihn, und ' +
          `${server}/service/dev/mailbox zeigt den Postausgang im Browser), oder beenden Sie ihn vorher.`,
      );
      process.exitCode = 2;
      return;
    }
  }

  const db = await openDb(config);
  try {
    await migrate(db);
    print(await readOutbox(db, { to, limit }));
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error('Postausgang konnte nicht gelesen werden:', error);
  process.exit(1);
});
