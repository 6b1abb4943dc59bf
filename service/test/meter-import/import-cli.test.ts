import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bundleEntry } from '../faults/service-process';

// `npm run import` as the operator runs it: the command bundled like `npm run build`, on an embedded database of its own.
const serviceDir = path.resolve(__dirname, '..', '..');
let cli: string;
let work: string;

beforeAll(async () => {
  work = mkdtempSync(path.join(os.tmpdir(), 'import-cli-'));
  cli = await bundleEntry('import-cli');
});
afterAll(() => {
  rmSync(work, { recursive: true, force: true });
  rmSync(cli, { force: true });
});

function runImport(files: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, [cli, ...files], {
    cwd: serviceDir,
    env: {
      PATH: process.env.PATH ?? '',
      DATA_DIR: path.join(work, 'data'),
      DATABASE_URL: '',
      // No server answers there: the command writes into the embedded database itself.
      PORT: String(20_000 + Math.floor(Math.random() * 20_000)),
      LOG_LEVEL: 'error',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, stdout, stderr })));
}

it('reports a missing file and a folder in German, imports the other files and exits 2', async () => {
  const missing = path.join(work, 'fehlt.csv');
  const folder = path.join(work, 'ordner.csv');
  mkdirSync(folder);
  const values = path.join(work, 'werte.csv');
  // A thousand lines of a meter point the empty database does not know: read and refused, counted de-AT.
  const lines = Array.from({ length: 1000 }, (_, i) => {
    const start = new Date(Date.UTC(2026, 0, 1) + i * 15 * 60_000).toISOString();
    return `AT0030000000000000000000000999999;${start};0,5;KWH;VALID`;
  });
  writeFileSync(values, ['Zählpunkt;Beginn;Wert;Einheit;Status', ...lines].join('\n'));

  const { code, stdout, stderr } = await runImport([missing, folder, values]);

  expect(stderr).toContain(`${missing}: Datei nicht lesbar (nicht gefunden)`);
  expect(stderr).toContain(`${folder}: Datei nicht lesbar (ein Ordner, keine Datei)`);
  expect(stderr).not.toMatch(/^\s+at /m);
  expect(stdout).toMatch(/^werte\.csv \(values\): 1\.000 Zeilen gelesen, 0 neu, 0 ersetzt, 0 unverändert, 1\.000 abgelehnt in \d+,\d s$/m);
  expect(stdout).toContain('  … und 950 weitere');
  expect(code).toBe(2);
}, 120_000);
