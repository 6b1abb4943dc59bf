// npm run bench -- --only import: the import rate of meter data through the CLI path (`npm run import`) into a fresh
// embedded database. Builds a file of ≥ 1,000,000 quarter-hour lines for demo meter points (max's smart meter and the
// bench customers' copies of it, the last days within their contracts), imports it three times and reports lines per
// minute: the first import (all new, PREVALUE), the same file again (all unchanged), and the file with VALID values
// (every value upgraded). Numbers, not a timed test.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stopService } from './portal-instance.mjs';
import { bundleService, startService } from './profile-api.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const require = createRequire(path.join(root, 'service', 'package.json'));

const LINES = Number(process.env.BENCH_IMPORT_LINES) || 1_000_000;
const QUARTER_HOUR_MS = 15 * 60_000;
const number = (n) => Math.round(n).toLocaleString('en-US');

/**
 * The demo's consumption meter points without their stored values: the database is what the service seeded (SEED_DAYS,
 * BENCH_CUSTOMERS of profile-api.mjs), emptied of quarter-hours so the first import writes every value anew.
 */
async function prepareDatabase(dataDir) {
  const { PGlite } = require('@electric-sql/pglite');
  const db = await PGlite.create(path.join(dataDir, 'pglite'));
  try {
    await db.query('TRUNCATE meter_days, meter_rollups');
    const { rows } = await db.query(
      `SELECT p.meter_point_number FROM pods p
        WHERE EXISTS (SELECT 1 FROM pod_profiles pp WHERE pp.pod_id = p.id AND pp.series_id = 1 AND pp.energy_community_id IS NULL)
          AND EXISTS (SELECT 1 FROM contracts c WHERE c.pod_id = p.id AND c.active AND NOT c.power_generation_unit)
        ORDER BY p.id`,
    );
    return rows.map((r) => r.meter_point_number);
  } finally {
    await db.close();
  }
}

/**
 * `Zählpunkt;Beginn;Wert;Einheit;Status` for each meter point over the same run of quarter-hours ending a day ago
 * (UTC instants: no local-time ambiguity, DST days included when the range crosses one). Values are deterministic.
 */
async function writeFile(file, meterPoints, status) {
  const perPod = Math.ceil(LINES / meterPoints.length);
  const end = Math.floor((Date.now() - 86_400_000) / QUARTER_HOUR_MS) * QUARTER_HOUR_MS;
  const start = end - perPod * QUARTER_HOUR_MS;
  const out = createWriteStream(file);
  const write = (text) => (out.write(text) ? Promise.resolve() : new Promise((resolve) => out.once('drain', resolve)));
  await write('Zählpunkt;Beginn;Wert;Einheit;Status\n');
  let lines = 0;
  for (const [p, meterPoint] of meterPoints.entries()) {
    let chunk = '';
    for (let t = start; t < end; t += QUARTER_HOUR_MS) {
      const k = t / QUARTER_HOUR_MS + p * 7;
      const value = ((k * 7919) % 2000) / 1000 + 0.05;
      chunk += `${meterPoint};${new Date(t).toISOString().slice(0, 19)}Z;${value.toFixed(3).replace('.', ',')};KWH;${status}\n`;
      lines += 1;
      if (chunk.length > 1 << 20) {
        await write(chunk);
        chunk = '';
      }
    }
    await write(chunk);
  }
  await new Promise((resolve, reject) => out.end((error) => (error ? reject(error) : resolve())));
  return { lines, days: (perPod * QUARTER_HOUR_MS) / 86_400_000 };
}

/** Runs the bundled `npm run import` on the file; answers its summary line's counts and seconds, and the wall time. */
function importFile(cliJs, dataDir, file) {
  const started = performance.now();
  const child = spawn(process.execPath, [cliJs, file], {
    cwd: root,
    env: {
      ...process.env,
      NODE_PATH: [path.join(root, 'node_modules'), path.join(root, 'service', 'node_modules')].join(path.delimiter),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      // No server answers there: the CLI writes into the embedded database itself.
      PORT: String(Number(process.env.BENCH_PORT) + 1 || 20000 + Math.floor(Math.random() * 20000)),
      LOG_LEVEL: 'error',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return new Promise((resolve, reject) => {
    child.on('exit', (code) => {
      const wall = (performance.now() - started) / 1000;
      // The CLI writes numbers de-AT: points group the digits, a comma separates the seconds' decimal.
      const n = '([\\d.]+)';
      const pattern = new RegExp(`${n} Zeilen gelesen, ${n} neu, ${n} ersetzt, ${n} unverändert, ${n} abgelehnt in ([\\d.,]+) s`);
      const summary = pattern.exec(output);
      if (code !== 0 || !summary) return reject(new Error(`import exited ${code}: ${output.slice(-500)}`));
      const count = (text) => Number(text.replace(/\D/g, ''));
      resolve({
        read: count(summary[1]),
        inserted: count(summary[2]),
        upgraded: count(summary[3]),
        unchanged: count(summary[4]),
        rejected: count(summary[5]),
        seconds: Number(summary[6].replace(/\./g, '').replace(',', '.')),
        wall,
      });
    });
  });
}

export async function run() {
  const work = mkdtempSync(path.join(os.tmpdir(), 'netzportal-import-'));
  const dataDir = path.join(work, 'data');
  try {
    await bundleService(path.join(work, 'dist'), { 'import-cli': path.join(root, 'service/src/import-cli.ts') });
    const port = Number(process.env.BENCH_PORT) || 20000 + Math.floor(Math.random() * 20000);
    const child = await startService(path.join(work, 'dist', 'server.js'), dataDir, port);
    await stopService(child);

    const meterPoints = await prepareDatabase(dataDir);
    const provisional = path.join(work, 'values-prevalue.csv');
    const measured = path.join(work, 'values-valid.csv');
    const { lines, days } = await writeFile(provisional, meterPoints, 'PREVALUE');
    await writeFile(measured, meterPoints, 'VALID');
    const cli = path.join(work, 'dist', 'import-cli.js');

    const first = await importFile(cli, dataDir, provisional);
    const again = await importFile(cli, dataDir, provisional);
    const upgrade = await importFile(cli, dataDir, measured);
    const perMinute = (r) => `${number((r.read / r.seconds) * 60)} lines/min`;
    const note = (r, what) =>
      `${number(r.read)} lines in ${r.seconds.toFixed(1)} s (${r.wall.toFixed(1)} s with start and database open): ${what}`;
    return [
      {
        measure: 'import file',
        value: `${(statSync(provisional).size / 1e6).toFixed(1)} MB`,
        note: `${number(lines)} quarter-hour lines, ${meterPoints.length} meter points × ${days.toFixed(1)} days`,
      },
      { measure: 'first import (PREVALUE, new)', value: perMinute(first), note: note(first, `${number(first.inserted)} new`) },
      { measure: 'same file again', value: perMinute(again), note: note(again, `${number(again.unchanged)} unchanged`) },
      { measure: 'upgrade PREVALUE → VALID', value: perMinute(upgrade), note: note(upgrade, `${number(upgrade.upgraded)} replaced`) },
    ];
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
