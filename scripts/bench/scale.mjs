// npm run bench -- --scale N (default 2,000): the storage of quarter-hour values at an operator's size. Builds N meter
// points × one year of day rows set-based (copies of the demo meter's year), on the embedded database and on a
// throw-away PostgreSQL cluster, then reports bytes per meter point-year including indexes, the build time, and the
// one-day and year reads (day rows read and written as the answer's JSON by the service's own code) at that size against the same
// reads on the demo database before. A report, not a timed test: nothing passes or fails.
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleFloorCode, bundleService, startService } from './profile-api.mjs';
import { median, ms } from './timing.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const require = createRequire(path.join(root, 'service', 'package.json'));
const pgCluster = require(path.join(root, 'scripts', 'pg-cluster.cjs'));

const STORAGE = ['meter_days', 'meter_rollups'];

/** `--scale` with an optional count after it; null without the flag. */
export function scaleArgument(argv = process.argv) {
  const at = argv.indexOf('--scale');
  if (at < 0) return null;
  const n = Number(argv[at + 1]);
  return Number.isInteger(n) && n > 0 ? n : 2000;
}

/** A year of quarter-hours read from its day rows and written as the answer's JSON bytes, by the service's own code. */
const read = async (code, db, pod, from, to) => (await code.yearJson(db, pod, from, to)).json.length;

async function timedReads(code, db, pods, from, to) {
  const runs = [];
  for (let i = 0; i < 5; i += 1) await read(code, db, pods[0], from, to);
  for (let i = 0; i < 9; i += 1) {
    const started = performance.now();
    await read(code, db, pods[i % pods.length], from, to);
    runs.push(performance.now() - started);
  }
  return median(runs);
}

const storageBytes = async (db) =>
  Number((await db.query(`SELECT ${STORAGE.map((t) => `pg_total_relation_size('${t}')`).join(' + ')} AS bytes`)).rows[0].bytes);

/**
 * A community series per new meter point (they become meter points: community rows belong to one): the demo's year of
 * own coverage in the community it has been in longest, copied set-based. Bytes of community_days per meter point-year and per value.
 */
async function communityYears(db, firstPod, count, from, to) {
  const bytes = async () => Number((await db.query(`SELECT pg_total_relation_size('community_days') AS b`)).rows[0].b);
  const before = await bytes();
  await db.query(
    `INSERT INTO pods (id, meter_point_number, meter_number)
     SELECT $1::int + g, 'AT00399' || lpad(($1::int + g)::text, 26, '0'), 'S' || g FROM generate_series(0, $2::int - 1) g`,
    [firstPod, count],
  );
  const { rows } = await db.query(
    `WITH copied AS (
       INSERT INTO community_days (pod_id, energy_community_id, profile_type, day, vals, statuses)
       SELECT $1::int + g, d.energy_community_id, d.profile_type, d.day, d.vals, d.statuses
         FROM generate_series(0, $2::int - 1) g, community_days d
        WHERE d.pod_id = 1 AND d.profile_type = 10 AND d.day BETWEEN $3::date AND $4::date
          AND d.energy_community_id = (SELECT energy_community_id FROM community_days WHERE pod_id = 1 AND profile_type = 10
                                        GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 1)
       RETURNING vals)
     SELECT sum(octet_length(vals) / 4)::int8 AS n FROM copied`,
    [firstPod, count, from, to],
  );
  await db.query('ANALYZE community_days');
  const added = (await bytes()) - before;
  return { perPod: added / count, perValue: added / Number(rows[0].n) };
}

/**
 * The demo database made by the service itself on `kind`, then N meter points × the demo meter's year added to it
 * set-based (one statement per table, no per-row round trips), with the reads before and after.
 */
async function measure(kind, count, serverJs, code, dataDir) {
  const port = Number(process.env.BENCH_PORT) || (await pgCluster.freePort());
  let cluster;
  let db;
  try {
    let env = {};
    if (kind === 'PostgreSQL') {
      cluster = await pgCluster.startCluster();
      env = { DATABASE_URL: cluster.url };
    }
    const child = await startService(serverJs, dataDir, port, env);
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));

    if (cluster) {
      const { Client } = require('pg');
      db = new Client({ connectionString: cluster.url });
      await db.connect();
    } else {
      const { PGlite } = require('@electric-sql/pglite');
      db = await PGlite.create(path.join(dataDir, 'pglite'));
    }
    const { rows: range } = await db.query(
      `SELECT max(day)::text AS "to", (max(day) - 364)::text AS "from" FROM meter_days WHERE pod_id = 1 AND profile_type = 1`,
    );
    const { from, to } = range[0];
    const demo = { day: await timedReads(code, db, [1], to, to), year: await timedReads(code, db, [1], from, to) };
    const before = await storageBytes(db);

    const firstPod = 1_000_000;
    const started = performance.now();
    await db.query(
      `INSERT INTO meter_days (pod_id, profile_type, day, vals, statuses, total, valued, quarter_hours, missing, calculated, worst)
       SELECT $1::int + g, d.profile_type, d.day, d.vals, d.statuses, d.total, d.valued, d.quarter_hours, d.missing, d.calculated, d.worst
         FROM generate_series(0, $2::int - 1) g, meter_days d
        WHERE d.pod_id = 1 AND d.profile_type = 1 AND d.day BETWEEN $3::date AND $4::date`,
      [firstPod, count, from, to],
    );
    // The rollups as the service refreshes them after an import: one set-based statement for all new series.
    const newPods = Array.from({ length: count }, (_, i) => firstPod + i);
    await code.refreshRollups(
      db,
      newPods,
      newPods.map(() => 1),
    );
    await db.query('ANALYZE meter_days');
    await db.query('ANALYZE meter_rollups');
    const build = performance.now() - started;
    const after = await storageBytes(db);
    const perPod = (after - before) / count;
    const community = await communityYears(db, firstPod, count, from, to);

    // Reads spread over the new meter points (the caches hold only some of them at the larger sizes).
    const pods = Array.from({ length: 9 }, (_, i) => firstPod + Math.floor(((i + 0.5) * count) / 9));
    const scaled = { day: await timedReads(code, db, pods, to, to), year: await timedReads(code, db, pods, from, to) };

    const mb = (bytes) => `${(bytes / 1e6).toFixed(0)} MB`;
    return [
      { measure: `${kind}: meter points × one year built`, value: String(count), note: `${from} – ${to}` },
      { measure: `${kind}: build time (day rows + rollups)`, value: `${(build / 1000).toFixed(1)} s`, note: `${mb(after - before)} added` },
      {
        measure: `${kind}: bytes per meter point-year`,
        value: `${(perPod / 1024).toFixed(0)} KB`,
        note: `meter_days + meter_rollups incl. indexes; per 100,000 meter points ${((perPod * 1e5) / 1e9).toFixed(1)} GB a year and series`,
      },
      {
        measure: `${kind}: community bytes per meter point-year`,
        value: `${(community.perPod / 1024).toFixed(0)} KB`,
        note: `one community series (community_days incl. indexes), ${community.perValue.toFixed(1)} bytes per value`,
      },
      {
        measure: `${kind}: one-day read, demo database`,
        value: ms(demo.day),
        note: "day rows read and written as JSON by the service's code, median of 9",
      },
      {
        measure: `${kind}: one-day read, ${count} meter points`,
        value: ms(scaled.day),
        note: `${(scaled.day / demo.day).toFixed(2)} × demo (target ≤ 1.3 ×)`,
      },
      { measure: `${kind}: year read, demo database`, value: ms(demo.year), note: 'median of 9' },
      {
        measure: `${kind}: year read, ${count} meter points`,
        value: ms(scaled.year),
        note: `${(scaled.year / demo.year).toFixed(2)} × demo (target ≤ 1.3 ×)`,
      },
    ];
  } finally {
    await (cluster ? db?.end() : db?.close());
    await cluster?.stop();
  }
}

export async function run() {
  const count = scaleArgument() ?? 2000;
  const work = mkdtempSync(path.join(os.tmpdir(), 'netzportal-scale-'));
  try {
    await bundleService(path.join(work, 'dist'));
    const serverJs = path.join(work, 'dist', 'server.js');
    const code = await bundleFloorCode(path.join(work, 'floor', 'floor.cjs'));
    const rows = [];
    for (const kind of ['embedded', 'PostgreSQL']) {
      process.stderr.write(`bench: scale on ${kind} …\n`);
      rows.push(...(await measure(kind, count, serverJs, code, path.join(work, `data-${kind}`))));
    }
    return rows;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
