// node scripts/bench/community.mjs: the storage and the year download of energy-community series on the embedded
// database. Starts the bundled service on a fresh demo database (400 days: a year of max's communities), times the
// year of one community series as CSV (local times and ISO, to the last byte), stops it, and reports the bytes per
// stored community value with indexes (the table's total size over the quarter-hours it holds). A report, not a timed
// test. BENCH_PORT (default 19800) and BENCH_DATA_DIR choose where it runs.
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { addDays, bundleService, post, session, startService } from './profile-api.mjs';
import { tableBytes } from './table-bytes.mjs';
import { median } from './timing.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const require = createRequire(path.join(root, 'service', 'package.json'));

const RUNS = 7;
const WARM_UPS = 3;
const COMMUNITY = 'AT00300000000RC100417000000731208';

/** The year of max's own coverage in his first community as CSV, to its last byte. */
async function csvBytes(base, s, from, to, iso) {
  const { status, bytes } = await post(
    `${base}/service/v1.0/consumptions/profile/active/download${iso ? '?timestamps=iso' : ''}`,
    { 'content-type': 'application/json', cookie: s.cookie, 'x-xsrf-token': s.token, 'accept-encoding': 'identity' },
    JSON.stringify({
      dimension: 'ENERGY',
      pods: [
        {
          contractAccountNumber: s.can,
          meterPointAdministrationNumber: s.pod,
          type: 'ENERGY_COMMUNITY_OWN_COVERAGE',
          energyCommunityId: COMMUNITY,
          timerange: { from, to },
          bestAvailableGranularity: 'QUARTER_OF_AN_HOUR',
        },
      ],
    }),
  );
  if (status !== 200) throw new Error(`CSV ${from}..${to}: ${status} ${bytes.toString('utf8')}`);
  return bytes;
}

/** Bytes of the community day rows with their index, and the quarter-hours they hold. */
async function communityStorage(dataDir) {
  const { PGlite } = await import(require.resolve('@electric-sql/pglite'));
  const db = new PGlite(path.join(dataDir, 'pglite'));
  try {
    const bytes = await tableBytes(db, ['community_days']);
    const { rows } = await db.query(
      `SELECT count(*)::int8 AS n FROM community_days d, quarter_hours_of_day(d.vals, d.statuses) AS x WHERE x.s >= 0`,
    );
    // As the seed and the refreshed totals left it, and compacted (without the space of replaced rows).
    await db.exec('VACUUM FULL community_days');
    return { bytes, compact: await tableBytes(db, ['community_days']), values: Number(rows[0].n) };
  } finally {
    await db.close();
  }
}

async function main() {
  const work = mkdtempSync(path.join(os.tmpdir(), 'bench-community-'));
  const dataDir = process.env.BENCH_DATA_DIR || path.join(work, 'data');
  const port = Number(process.env.BENCH_PORT) || 19800;
  const base = `http://127.0.0.1:${port}`;
  try {
    await bundleService(path.join(work, 'bundle'));
    const service = await startService(path.join(work, 'bundle', 'server.js'), dataDir, port, { BENCH_CUSTOMERS: '0' });
    const exited = new Promise((resolve) => service.once('exit', resolve));
    let csv;
    try {
      const s = await session(base);
      const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Vienna' });
      const to = addDays(today, -1);
      const from = addDays(to, -364);
      csv = {};
      for (const iso of [false, true]) {
        for (let i = 0; i < WARM_UPS; i += 1) await csvBytes(base, s, from, to, iso);
        const runs = [];
        let bytes;
        for (let i = 0; i < RUNS; i += 1) {
          const started = performance.now();
          bytes = await csvBytes(base, s, from, to, iso);
          runs.push(performance.now() - started);
        }
        csv[iso ? 'iso' : 'local'] = { ms: median(runs), bytes: bytes.length, lines: bytes.toString('utf8').split('\r\n').length - 2 };
      }
    } finally {
      service.kill('SIGTERM');
      await exited;
    }
    const storage = await communityStorage(dataDir);
    console.table([
      {
        measure: 'community storage (community_days, with its index)',
        value: `${(storage.bytes / storage.values).toFixed(1)} bytes per value`,
        note: `${(storage.bytes / 1e6).toFixed(1)} MB for ${storage.values} quarter-hours`,
      },
      {
        measure: `the same after VACUUM FULL`,
        value: `${(storage.compact / storage.values).toFixed(1)} bytes per value`,
        note: `${(storage.compact / 1e6).toFixed(1)} MB`,
      },
      ...['local', 'iso'].map((style) => ({
        measure: `year of a community series as CSV (${style === 'iso' ? 'ISO 8601' : 'local times'})`,
        value: `${csv[style].ms.toFixed(1)} ms`,
        note: `${csv[style].lines} lines, ${(csv[style].bytes / 1e6).toFixed(2)} MB, median of ${RUNS}`,
      })),
    ]);
  } finally {
    if (!process.env.BENCH_DATA_DIR) rmSync(work, { recursive: true, force: true });
  }
}

await main();
