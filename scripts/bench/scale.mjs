// npm run bench -- --scale N (default 2,000): the storage of quarter-hour values at an operator's size. Builds N meter
// points × one year of day rows set-based (copies of the demo meter's year), on the embedded database and on a
// throw-away PostgreSQL cluster, then reports bytes per meter point-year including indexes, the build time, the
// one-day and year reads (day rows read and written as the answer's JSON by the service's own code) at that size
// against the same reads on the demo database before, cold and hot, after the service's day row upkeep, and the cold
// year read as imported, before the upkeep. A report, not a timed test: nothing passes or fails.
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stopService } from './portal-instance.mjs';
import { bundleFloorCode, bundleService, startService } from './profile-api.mjs';
import { tableBytes } from './table-bytes.mjs';
import { median, ms, timed, warmUntilSteady } from './timing.mjs';

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

/**
 * The reads of a range as a client's request meets them: of nine meter points not read before (cold: their day rows
 * are not yet in the database's buffers), and of the first of them again (hot). Warmed up on the demo meter first.
 */
async function timedReads(code, db, pods, from, to) {
  await warmUntilSteady(() => read(code, db, 1, from, to));
  const timedRead = async (pod) => (await timed(() => read(code, db, pod, from, to))).time;
  const cold = [];
  for (const pod of pods) cold.push(await timedRead(pod));
  const hot = [];
  for (let i = 0; i < pods.length; i += 1) hot.push(await timedRead(pods[0]));
  return { cold: median(cold), hot: median(hot) };
}

/** Nine of `pods`, spread evenly, starting a `shift` of the way into each ninth. */
const nineOf = (pods, shift) => Array.from({ length: 9 }, (_, i) => pods[Math.floor(((i + shift) * pods.length) / 9)]);

/** The meter points besides the demo meter with a whole year of consumption in [from, to] (the bench customers' copies). */
async function yearPods(db, from, to) {
  const { rows } = await db.query(
    `SELECT pod_id FROM meter_days WHERE profile_type = 1 AND day BETWEEN $1::date AND $2::date AND pod_id <> 1
      GROUP BY pod_id HAVING count(*) = $2::date - $1::date + 1 ORDER BY pod_id`,
    [from, to],
  );
  return rows.map((row) => Number(row.pod_id));
}

/**
 * The service's database interface over the bench's own connection (a PGlite or a pg client): enough for the day row
 * upkeep, which the bench runs as the service would. One connection: no other instance to lock out.
 */
const asDb = (client) => ({
  query: (sql, params) => client.query(sql, params),
  async transaction(fn) {
    await client.query('BEGIN');
    try {
      const result = await fn(client);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK');
      throw error;
    }
  },
  withAdvisoryLock: (_key, fn) => fn(),
});

const storageBytes = (db) => tableBytes(db, STORAGE);

/**
 * A community series per new meter point (they become meter points: community rows belong to one): the demo's year of
 * own coverage in the community it has been in longest, copied set-based. Bytes of community_days per meter point-year and per value.
 */
async function communityYears(db, firstPod, count, from, to) {
  const bytes = () => tableBytes(db, ['community_days']);
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
    await stopService(child);

    // The database opened afresh: its buffers empty, its files in the machine's cache (a cold read's conditions).
    const reopen = async () => {
      if (cluster) {
        await db?.end();
        if (db) await cluster.restart();
        const { Client } = require('pg');
        db = new Client({ connectionString: cluster.url });
        await db.connect();
      } else {
        await db?.close();
        const { PGlite } = require('@electric-sql/pglite');
        db = await PGlite.create(path.join(dataDir, 'pglite'));
      }
    };
    await reopen();
    const { rows: range } = await db.query(
      `SELECT max(day)::text AS "to", (max(day) - 364)::text AS "from" FROM meter_days WHERE pod_id = 1 AND profile_type = 1`,
    );
    const { from, to } = range[0];
    // The same reads on both sizes, each on the database opened afresh: cold ones of meter points not read before (on
    // the demo database the bench customers' copies of the demo meter, laid out by the service's upkeep like the built
    // ones after theirs), and hot ones. Comparing a cold read with a hot one would measure the buffers, not the size.
    const demoPods = await yearPods(db, from, to);
    await reopen();
    const demo = {
      day: await timedReads(code, db, nineOf(demoPods, 0.25), to, to),
      year: await timedReads(code, db, nineOf(demoPods, 0.75), from, to),
    };
    const before = await storageBytes(db);

    const firstPod = 1_000_000;
    const started = performance.now();
    // Day by day, as daily imports write them: each day of every meter point together.
    await db.query(
      `INSERT INTO meter_days (pod_id, profile_type, day, vals, statuses, total, valued, quarter_hours, missing, calculated, worst)
       SELECT $1::int + g, d.profile_type, d.day, d.vals, d.statuses, d.total, d.valued, d.quarter_hours, d.missing, d.calculated, d.worst
         FROM generate_series(0, $2::int - 1) g, meter_days d
        WHERE d.pod_id = 1 AND d.profile_type = 1 AND d.day BETWEEN $3::date AND $4::date
        ORDER BY d.day, g`,
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

    // As imported: a built meter point's year lies on 365 pages, one per day.
    await reopen();
    const imported = await timedReads(code, db, nineOf(newPods, 0.5), from, to);

    // The service's upkeep, as it runs within the hour after such an import: every closed month rewritten in key
    // order, which puts a meter point's month on 2-3 pages. Then the reads of other built meter points.
    const upkeepStarted = performance.now();
    const upkeep = await code.keepDayRowsTogether(asDb(db), { sort: true });
    const upkeepTime = performance.now() - upkeepStarted;
    await reopen();
    const scaled = {
      day: await timedReads(code, db, nineOf(newPods, 0.25), to, to),
      year: await timedReads(code, db, nineOf(newPods, 0.75), from, to),
    };

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
      ...['day', 'year'].flatMap((range) => {
        const name = range === 'day' ? 'one-day read' : 'year read';
        const ratio = (way) => `${(scaled[range][way] / demo[range][way]).toFixed(2)} ×`;
        return [
          {
            measure: `${kind}: ${name}, demo database`,
            value: ms(demo[range].cold),
            note: `day rows read and written as JSON by the service's code; median of 9 meter points not read before (hot: ${ms(demo[range].hot)})`,
          },
          {
            measure: `${kind}: ${name}, ${count} meter points`,
            value: ms(scaled[range].cold),
            note: `${ratio('cold')} demo (target ≤ 1.3 ×); hot ${ms(scaled[range].hot)}, ${ratio('hot')}`,
          },
        ];
      }),
      {
        measure: `${kind}: year read, ${count} meter points, as imported`,
        value: ms(imported.cold),
        note: `${(imported.cold / demo.year.cold).toFixed(2)} × demo, before the upkeep; the upkeep rewrote ${upkeep.sorted.length} closed months in ${(upkeepTime / 1000).toFixed(1)} s`,
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
