// The profile bench's floor (scripts/bench/profile-api.mjs): the same year of values read from the embedded database
// and written as the answer's JSON bytes in-process, without HTTP. Runs as a process of its own beside the service,
// `node scripts/bench/profile-floor.mjs <data folder> <from> <to> <bundled floor code>`, on a copy of the service's
// data folder: measured in the bench's client process, where the service's code and tables would sit beside the
// client of the year requests, it slowed those requests by ~1.5 ms (measured: loading the bundled floor code into the
// client alone did that). It prints one JSON line when it has warmed up and chosen the fastest way, then answers
// each `run N` line on its input with a JSON line of N times of that way, so that the bench can time the floor in
// rounds between the service's year requests (the machine's speed drifts by ±10 % within a minute here).
import { createRequire } from 'node:module';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { median, ms, RUNS, timed, warmUntilSteady } from './timing.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const require = createRequire(path.join(root, 'service', 'package.json'));

/**
 * The ways of reading the same year from the database and writing it as the answer's JSON bytes in-process (plain
 * rows, ordered arrays, day rows unpacked into objects, the service's own day-row reader and byte writer).
 */
function floorWays(db, from, to, floorCode) {
  // The quarter-hours of the range unpacked from their day rows (meter_days), as the service reads them.
  const quarterHours = `SELECT (d.day::timestamp AT TIME ZONE 'Europe/Vienna') + (x.i - 1) * interval '15 minutes' AS ts,
                               x.v / 10000::float8 AS value, x.s AS status
                          FROM meter_days d CROSS JOIN LATERAL quarter_hours_of_day(d.vals, d.statuses) AS x
                         WHERE d.pod_id = 1 AND d.profile_type = 1 AND d.day BETWEEN $1::date AND $2::date
                           AND x.s >= 0`;
  const statuses = ['VALID', 'CALCULATED', 'STATUS_03', 'PREVALUE', 'STATUS_98', 'MISSING'];
  const iso = (seconds) => new Date(seconds * 1000).toISOString().slice(0, 19) + 'Z';
  return {
    rows: async () => {
      const { rows } = await db.query(`SELECT ts, value, status FROM (${quarterHours}) q ORDER BY ts`, [from, to]);
      return {
        count: rows.length,
        json: JSON.stringify(rows.map((r) => ({ datetime: iso(r.ts.getTime() / 1000), value: r.value, status: statuses[r.status] }))),
      };
    },
    arrays: async () => {
      const { rows } = await db.query(
        `SELECT array_agg(extract(epoch FROM ts)::int8)::text AS t, array_agg(value)::text AS v, array_agg(status)::text AS s
           FROM (SELECT ts, value, status FROM (${quarterHours}) q ORDER BY ts) b`,
        [from, to],
      );
      const [t, v, s] = ['t', 'v', 's'].map((k) => rows[0][k].slice(1, -1).split(','));
      const out = t.map((x, i) => ({
        datetime: iso(Number(x)),
        value: v[i] === 'NULL' ? null : Number(v[i]),
        status: statuses[Number(s[i])],
      }));
      return { count: out.length, json: JSON.stringify(out) };
    },
    // Day rows: read ≤ 366 rows with their arrays (unpacked from their bytes in SQL), unpack them into objects in JS,
    // JSON.stringify.
    dayRows: async () => {
      const { rows } = await db.query(
        `SELECT extract(epoch FROM day::timestamp AT TIME ZONE 'Europe/Vienna')::int8 AS m,
                quarter_hour_values(vals)::text AS v, quarter_hour_statuses(statuses)::text AS s
           FROM meter_days WHERE pod_id = 1 AND profile_type = 1 AND day BETWEEN $1::date AND $2::date ORDER BY day`,
        [from, to],
      );
      const out = [];
      for (const row of rows) {
        const v = row.v.slice(1, -1).split(',');
        const s = row.s === null ? null : row.s.slice(1, -1).split(',');
        for (let i = 0; i < v.length; i += 1) {
          const status = s === null ? 0 : Number(s[i]);
          if (status < 0) continue;
          out.push({
            datetime: iso(Number(row.m) + i * 900),
            value: v[i] === 'NULL' ? null : Number(v[i]) / 10000,
            status: statuses[status],
          });
        }
      }
      return { count: out.length, json: JSON.stringify(out) };
    },
    // The service's way: one row of day-row texts read in one pass into columns, written straight into bytes.
    writer: () => floorCode.yearJson(db, 1, from, to),
  };
}

/** Every way warmed up until steady and timed; the fastest counts. */
async function chooseWay(ways) {
  const result = {};
  for (const [name, way] of Object.entries(ways)) {
    const runs = [];
    let count = 0;
    const warmUps = await warmUntilSteady(way);
    for (let i = 0; i < RUNS; i += 1) {
      const { value, time } = await timed(way);
      count = value.count;
      runs.push(time);
    }
    result[name] = { time: median(runs), count, warmUps };
  }
  const [best, ...others] = Object.keys(result).sort((a, b) => result[a].time - result[b].time);
  return { ...result[best], way: best, others: others.map((name) => `${name} ${ms(result[name].time)}`).join(', ') };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [dataDir, from, to, floorFile] = process.argv.slice(2);
  const { PGlite } = require('@electric-sql/pglite');
  const db = await PGlite.create(path.join(dataDir, 'pglite'));
  const ways = floorWays(db, from, to, require(floorFile));
  const chosen = await chooseWay(ways);
  process.stdout.write(`${JSON.stringify(chosen)}\n`);
  for await (const line of createInterface({ input: process.stdin })) {
    const [command, count] = line.trim().split(' ');
    if (command !== 'run') break;
    const times = [];
    for (let i = 0; i < Number(count); i += 1) times.push((await timed(ways[chosen.way])).time);
    process.stdout.write(`${JSON.stringify({ times })}\n`);
  }
  await db.close();
}
