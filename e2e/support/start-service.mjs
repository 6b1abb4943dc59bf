// Starts one instance of the built service for the browser tests, on its own port with a fresh embedded database.
// Usage: node support/start-service.mjs <instance-name> <port> [KEY=VALUE …]
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');
const [name, port, ...assignments] = process.argv.slice(2);
const dataDir = join(here, '..', '.artifacts', `data-${name}-${port}`);
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });

const extra = Object.fromEntries(assignments.map((a) => [a.slice(0, a.indexOf('=')), a.slice(a.indexOf('=') + 1)]));
const child = spawn(process.execPath, [join(root, 'service', 'dist', 'server.js')], {
  cwd: root,
  stdio: 'inherit',
  // DEV_MAILBOX: the tests read the confirmation and reset mails from GET /service/dev/mailbox.
  // WEBHOOK_ALLOW_INSECURE: the notification test saves a webhook on this machine (http, loopback).
  env: {
    ...process.env,
    PORT: port,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    DEV_MAILBOX: '1',
    // The tests log in as the demo customers (seeded into the fresh database at start).
    DEMO_DATA: '1',
    WEBHOOK_ALLOW_INSECURE: '1',
    ...extra,
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
