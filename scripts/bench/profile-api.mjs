// Profile API benchmark (issue 5): a year of quarter-hours in one request vs 365 one-day requests, vs the floor (the
// same rows read from the database and serialised in-process, no HTTP), and one-day requests under 50 concurrent
// sessions with autocannon. Runs the real service, bundled to a temporary folder, on a fresh embedded database seeded
// with a year and a bit of quarter-hour values. Numbers only; nothing passes or fails.
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import http from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stopService } from './portal-instance.mjs';
import { median, ms, percentile, RUNS, timed, WARM_UPS, warmUntilSteady } from './timing.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const require = createRequire(path.join(root, 'service', 'package.json'));
const PASSWORD = 'Netzportal!2026';
const POD = 'AT0030000000000000000000000100001';
const CAN = '400012345001';
const BPN = '1000012345';
const SESSIONS = 50;

export const addDays = (date, days) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/** The service bundled into `outdir` (server.js, and `entries` such as the import CLI beside it). */
export async function bundleService(outdir, entries = {}) {
  const { build } = require('esbuild');
  const pkg = require(path.join(root, 'service', 'package.json'));
  await build({
    entryPoints: { server: path.join(root, 'service/src/server.ts'), ...entries },
    outdir,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    external: Object.keys(pkg.dependencies).filter((name) => name !== '@portal/shared'),
    // Bundled outside the repository: resolve the service's npm dependencies from its node_modules.
    nodePaths: [path.join(root, 'node_modules'), path.join(root, 'service', 'node_modules')],
    logLevel: 'warning',
  });
  cpSync(path.join(root, 'service', 'data'), path.join(outdir, 'data'), { recursive: true });
}

/** The bundled service on `port`; `env` overrides (e.g. DATABASE_URL for a PostgreSQL server). */
export function startService(serverJs, dataDir, port, env = {}) {
  const child = spawn(process.execPath, [serverJs], {
    cwd: root,
    env: {
      ...process.env,
      NODE_PATH: [path.join(root, 'node_modules'), path.join(root, 'service', 'node_modules')].join(path.delimiter),
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DAYS: '400',
      DEMO_DATA: '1',
      BENCH_CUSTOMERS: String(BENCH_CUSTOMERS),
      LOG_LEVEL: 'error',
      FRONTEND_ROOT: root,
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk) => {
      output += chunk;
      if (output.includes('läuft')) resolve(child);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => reject(new Error(`service exited (${code}):\n${output}`)));
  });
}

export async function session(base, username = 'max.mustermann') {
  const login = await fetch(`${base}/service/j_security_check`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ j_username: username, j_password: PASSWORD }),
  });
  const cookies = login.headers.getSetCookie().map((c) => c.split(';')[0]);
  const s = await fetch(`${base}/service/v1.0/session`, { headers: { cookie: cookies.join('; ') } });
  const all = [...cookies, ...s.headers.getSetCookie().map((c) => c.split(';')[0])];
  const token = all.find((c) => c.startsWith('XSRF-TOKEN=')).slice('XSRF-TOKEN='.length);
  return { cookie: all.join('; '), token, can: CAN, pod: POD };
}

/** The service's bench customers (BENCH_CUSTOMERS copies of max's account): as many as connections, one each. */
export const BENCH_CUSTOMERS = 50;

/**
 * Sessions of the bench customers bench.kunde.001 …, each with its own supply meter point: the heavy-request limit
 * counts per customer, so one customer per connection measures throughput instead of 429s.
 */
export async function benchSessions(base, count = BENCH_CUSTOMERS) {
  const sessions = [];
  for (let n = 1; n <= count; n += 1) {
    const s = await session(base, `bench.kunde.${String(n).padStart(3, '0')}`);
    const profiles = await (await fetch(`${base}/service/v1.0/consumptions/profiles`, { headers: { cookie: s.cookie } })).json();
    const supply = profiles.find((p) => !p.powerGenerationUnit);
    sessions.push({ ...s, can: supply.contractAccountNumber, pod: supply.meterPointAdministrationNumber });
  }
  return sessions;
}

export const profileBody = (from, to, who = { can: CAN, pod: POD }, granularity = 'QUARTER_OF_AN_HOUR') =>
  JSON.stringify({
    dimension: 'ENERGY',
    pods: [
      {
        contractAccountNumber: who.can,
        meterPointAdministrationNumber: who.pod,
        type: 'ACTIVE_CURRENT',
        timerange: { from, to },
        bestAvailableGranularity: granularity,
      },
    ],
  });

/**
 * A POST answered to its last byte, by a plain HTTP/1.1 client on one kept-alive connection (as autocannon's): the
 * service's time, not that of the client's stream machinery (fetch's web streams take ~2 ms more per 2.4 MB here).
 * `time` ends with the last byte, before the client joins the pieces into one buffer (~0.5 ms per 2.4 MB);
 * `faults` counts the client's own minor page faults meanwhile (its read buffers, see `clientShare`).
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
export function post(url, headers, body) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const faultsBefore = process.resourceUsage().minorPageFault;
    const request = http.request(url, { method: 'POST', headers, agent }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => {
        const time = performance.now() - started;
        const faults = process.resourceUsage().minorPageFault - faultsBefore;
        resolve({ status: response.statusCode, bytes: Buffer.concat(chunks), time, faults });
      });
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(body);
  });
}

/** A profile request's answer (bytes, time to its last byte): the client's JSON.parse is not the service's time. */
async function profileBytes(base, s, from, to, granularity) {
  const answer = await post(
    `${base}/service/v1.0/consumptions/profile/active`,
    { 'content-type': 'application/json', cookie: s.cookie, 'x-xsrf-token': s.token, 'accept-encoding': 'identity' },
    profileBody(from, to, s, granularity),
  );
  if (answer.status !== 200) throw new Error(`profile ${from}..${to}: ${answer.status} ${answer.bytes.toString('utf8')}`);
  return answer;
}

/** The year as CSV download (local times, or ISO with `iso`): bytes, time to its last byte. */
async function csvBytes(base, s, from, to, iso) {
  const answer = await post(
    `${base}/service/v1.0/consumptions/profile/active/download${iso ? '?timestamps=iso' : ''}`,
    { 'content-type': 'application/json', cookie: s.cookie, 'x-xsrf-token': s.token, 'accept-encoding': 'identity' },
    profileBody(from, to),
  );
  if (answer.status !== 200) throw new Error(`CSV ${from}..${to}: ${answer.status} ${answer.bytes.toString('utf8')}`);
  return answer;
}

const valuesIn = (bytes) => JSON.parse(bytes.toString('utf8'))[0].profileValues.length;

/**
 * The service's own reading and writing of a series (and its rollup refresh and day row upkeep), bundled like the
 * service: `yearJson`
 * reads a meter point's consumption over [from, to] straight from its day rows (a year is beyond the service's day-row
 * cache too) and writes it as the answer's JSON bytes, the floor's fastest way: the same code without HTTP, sessions
 * and the request's planning queries. The scale bench reads and builds with it too.
 */
export async function buildFloorCode(outfile) {
  const { build } = require('esbuild');
  await build({
    stdin: {
      contents: `import { loadSeriesColumns } from './service/src/consumption/profile-values';
                 import { writeProfileValues } from './service/src/consumption/profile-values-json';
                 import { ByteWriter } from './service/src/consumption/byte-writer';
                 import { loadDayRowTexts } from './service/src/consumption/queries';
                 export { refreshRollups } from './service/src/consumption/queries';
                 export { keepDayRowsTogether } from './service/src/consumption/day-row-upkeep';
                 export async function yearJson(db, podId, from, to) {
                   const plan = { contract: { podId }, seriesId: 1, factor: 1, energyCommunityId: null, comparisonProfile: null,
                                  granularity: 'QUARTER_OF_AN_HOUR', unit: 'KWH', from, to };
                   const dayRows = { dayRows: (...args) => loadDayRowTexts(db, ...args) };
                   const columns = await loadSeriesColumns(db, plan, dayRows);
                   const out = new ByteWriter(columns.length * 72);
                   writeProfileValues(out, columns, 'KWH');
                   return { count: columns.length, json: out.result() };
                 }`,
      resolveDir: root,
      loader: 'ts',
    },
    outfile,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    nodePaths: [path.join(root, 'node_modules'), path.join(root, 'service', 'node_modules')],
    logLevel: 'warning',
  });
  return outfile;
}

/** The same code, loaded into this process (the scale bench reads and builds with it). */
export async function bundleFloorCode(outfile) {
  return require(await buildFloorCode(outfile));
}

/**
 * The floor (./profile-floor.mjs) in a process of its own on `dataDir`: resolves when it has warmed up and chosen its
 * fastest way, with `run(n)` (n more times of that way) and `stop()`.
 */
async function startFloor(dataDir, from, to, floorFile) {
  const script = path.join(root, 'scripts', 'bench', 'profile-floor.mjs');
  const child = spawn(process.execPath, [script, dataDir, from, to, floorFile], { stdio: ['pipe', 'pipe', 'inherit'] });
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const next = async () => {
    const { value, done } = await lines.next();
    if (done) throw new Error(`floor exited (${await exited})`);
    return JSON.parse(value);
  };
  const chosen = await next();
  return {
    chosen,
    run: async (n) => {
      child.stdin.write(`run ${n}\n`);
      return (await next()).times;
    },
    stop: async () => {
      child.stdin.end();
      await exited;
    },
  };
}

/**
 * What carrying the year's bytes costs alone: the same answer sent from memory by a bare Node HTTP server in its own
 * process to the same client, no service around it. The part of a year request that no storage or writer can remove.
 */
async function transferOnly(work, bytes) {
  const file = path.join(work, 'answer.json');
  writeFileSync(file, bytes);
  const server = `const body = require('fs').readFileSync(${JSON.stringify(file)});
    require('http').createServer((req, res) => { req.resume(); req.on('end', () => {
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length }); res.end(body); }); })
      .listen(0, '127.0.0.1', function () { console.log(this.address().port); });`;
  const child = spawn(process.execPath, ['-e', server], { stdio: ['ignore', 'pipe', 'inherit'] });
  try {
    const port = await new Promise((resolve) => child.stdout.once('data', (chunk) => resolve(Number(String(chunk).trim()))));
    const answers = [];
    for (let i = 0; i < WARM_UPS + RUNS; i += 1) {
      const { time, faults } = await post(`http://127.0.0.1:${port}/`, { 'content-type': 'application/json' }, '{}');
      if (i >= WARM_UPS) answers.push({ time, faults });
    }
    const runs = answers.map((a) => a.time);
    return { time: median(runs), fastest: percentile(runs, 10), client: clientShare(answers) };
  } finally {
    child.kill('SIGTERM');
  }
}

/** Rounds of the year requests, the floor and 365 one-day requests, one after the other (see `run`). */
const ROUNDS = 5;

/** 365 one-day requests of `who`, one after the other from `from` on: their answers. */
async function oneDayRequests(base, who, from) {
  const answers = [];
  for (let d = 0; d < 365; d += 1) {
    const date = addDays(from, d);
    answers.push((await profileBytes(base, who, date, date)).bytes);
  }
  return answers;
}

const spread = (xs, digits) => `${Math.min(...xs).toFixed(digits)}–${Math.max(...xs).toFixed(digits)}`;

/**
 * The bench client's own minor page faults per timed answer: its median, and its mean in the slowest fifth. Many
 * faults in the slow ones mean the client slowed them (its 64 KB read buffers handed back to the system and faulted
 * in again, and its garbage collection inside the request), not the service (docs/performance.md, "What moves a year
 * request in the bench"). How many depends on the client process's allocator state, from run to run.
 */
function clientShare(answers) {
  const byTime = [...answers].sort((a, b) => a.time - b.time);
  const slowest = byTime.slice(Math.floor(byTime.length * 0.8));
  const slowFaults = slowest.reduce((sum, a) => sum + a.faults, 0) / slowest.length;
  return `client page faults per answer: median ${median(answers.map((a) => a.faults))}, slowest fifth ${slowFaults.toFixed(0)}`;
}

export async function run() {
  const work = mkdtempSync(path.join(os.tmpdir(), 'netzportal-bench-'));
  const dataDir = path.join(work, 'data');
  const port = 20000 + Math.floor(Math.random() * 20000);
  const base = `http://127.0.0.1:${port}`;
  let child;
  let floor;
  try {
    const started = performance.now();
    const serverJs = path.join(work, 'dist', 'server.js');
    await bundleService(path.join(work, 'dist'));
    const floorFile = await buildFloorCode(path.join(work, 'floor', 'floor.cjs'));
    child = await startService(serverJs, dataDir, port);
    const setup = performance.now() - started;
    // The floor reads a copy of the seeded database in its own process beside the service (one embedded database
    // has one process): copied while the service is stopped.
    await stopService(child);
    cpSync(path.join(dataDir, 'pglite'), path.join(work, 'floor-data', 'pglite'), { recursive: true });
    child = await startService(serverJs, dataDir, port);

    const s = await session(base);
    const detail = await (await fetch(`${base}/service/v1.0/contract-accounts/${BPN}/${CAN}`, { headers: { cookie: s.cookie } })).json();
    const to = detail.contracts.find((c) => !c.powerGenerationUnit).pointOfDelivery.maximumDate;
    const from = addDays(to, -364);

    // The dashboard's contract-account detail (trends and current readings of two contracts), median of five warm calls.
    const detailRuns = [];
    for (let i = 0; i < 6; i += 1) {
      const { time } = await timed(async () =>
        (await fetch(`${base}/service/v1.0/contract-accounts/${BPN}/${CAN}`, { headers: { cookie: s.cookie } })).json(),
      );
      if (i > 0) detailRuns.push(time);
    }

    // The floor warms up and chooses its way while the service waits.
    floor = await startFloor(path.join(work, 'floor-data'), from, to, floorFile);

    // Warm up (JIT, database caches) until steady.
    const yearWarmUps = await warmUntilSteady(() => profileBytes(base, s, from, to));
    const yearBytes = (await profileBytes(base, s, from, to)).bytes;
    const parse = await timed(async () => valuesIn(yearBytes));
    const transfer = await transferOnly(work, yearBytes);

    // The same year as CSV, local times and ISO with offsets (streamed a month at a time), warmed up here and timed in
    // the rounds below, beside the JSON year.
    const CSV_STYLES = { local: false, iso: true };
    const csv = {};
    for (const [style, iso] of Object.entries(CSV_STYLES)) {
      const warmUps = await warmUntilSteady(() => csvBytes(base, s, from, to, iso));
      const { bytes } = await csvBytes(base, s, from, to, iso);
      csv[style] = { bytes: bytes.length, lines: bytes.toString('utf8').split('\r\n').length - 2, warmUps, runs: [] };
    }
    const yearValues = parse.value;

    // The chart's coarser views of the same year: its days, and its months (from the rollups).
    const coarse = {};
    for (const granularity of ['DAY', 'MONTH']) {
      const warmUps = await warmUntilSteady(() => profileBytes(base, s, from, to, granularity));
      const runs = [];
      for (let i = 0; i < RUNS; i += 1) runs.push((await profileBytes(base, s, from, to, granularity)).time);
      coarse[granularity] = { time: median(runs), warmUps };
    }

    // What today's clients do: one request per day, one after the other. Warmed up like every other timed measure, by
    // one-day requests of other customers' meter points, each day once (until steady, WARM_UP_MS at least): the one-day
    // path compiled, and the measured days still unread (the service keeps the day rows of short ranges until the next
    // import, and a client asks for each day once). The one-day path keeps getting faster for thousands of requests:
    // after 365 of them 365 days took ~390 ms here, after 1,095 ~300 ms, after 2,920 ~240 ms.
    const others = await benchSessions(base, 10);
    let warmed = 0;
    const oneDayWarmUps = await warmUntilSteady(() => {
      const other = others[Math.floor(warmed / 365) % others.length];
      const date = addDays(from, warmed % 365);
      warmed += 1;
      return profileBytes(base, other, date, date);
    });

    // The ratios compare measures taken side by side: in each round the year requests, the same year as CSV, the
    // floor, and 365 one-day requests of a customer whose days were not read before (bench customers 11…, copies of
    // max's account). The machine's speed drifts by ±10 % within a minute here; measures taken a minute apart moved the
    // ratios by more than the targets' margins.
    const dayCustomers = (await benchSessions(base, 10 + ROUNDS)).slice(10);
    const yearAnswers = [];
    const floorRuns = [];
    const rounds = [];
    let dayValues = 0;
    for (const customer of dayCustomers) {
      const years = [];
      for (let i = 0; i < RUNS; i += 1) {
        const { time, faults } = await profileBytes(base, s, from, to);
        years.push({ time, faults });
      }
      yearAnswers.push(...years);
      const csvTimes = {};
      for (const [style, iso] of Object.entries(CSV_STYLES)) {
        const runs = [];
        for (let i = 0; i < RUNS; i += 1) runs.push((await csvBytes(base, s, from, to, iso)).time);
        csv[style].runs.push(...runs);
        csvTimes[style] = median(runs);
      }
      const floors = await floor.run(RUNS);
      const days = await timed(() => oneDayRequests(base, customer, from));
      dayValues = days.value.reduce((sum, bytes) => sum + valuesIn(bytes), 0);
      floorRuns.push(...floors);
      rounds.push({ year: median(years.map((y) => y.time)), csv: csvTimes, floor: median(floors), days: days.time });
    }
    const year = median(yearAnswers.map((a) => a.time));
    const floorTime = median(floorRuns);
    const days = median(rounds.map((round) => round.days));

    // One-day requests under 50 concurrent sessions, each connection its own customer with its own meter point.
    const sessions = await benchSessions(base, SESSIONS);
    const autocannon = require('autocannon');
    let next = 0;
    const day = addDays(to, -1);
    const load = await autocannon({
      url: `${base}/service/v1.0/consumptions/profile/active`,
      connections: SESSIONS,
      duration: 10,
      requests: [
        {
          method: 'POST',
          setupRequest: (request, context) => {
            context.session ??= sessions[next++ % sessions.length];
            return {
              ...request,
              headers: { 'content-type': 'application/json', cookie: context.session.cookie, 'x-xsrf-token': context.session.token },
              body: profileBody(day, day, context.session),
            };
          },
        },
      ],
    });

    const { chosen } = floor;
    const inRounds = `${ROUNDS} rounds of ${RUNS}`;
    return [
      { measure: 'setup (bundle, start, seed 400 days)', value: ms(setup), note: '' },
      {
        measure: `1 request, year of QH (${from} – ${to})`,
        value: ms(year),
        note: `${yearValues} values, ${(yearBytes.length / 1e6).toFixed(1)} MB to the last byte, median of ${inRounds} after ${yearWarmUps} warm-ups (until steady); the client's JSON.parse ${ms(parse.time)} more; ${clientShare(yearAnswers)}`,
      },
      ...Object.keys(CSV_STYLES).map((style) => ({
        measure: `1 request, year of QH as CSV (${style === 'iso' ? 'ISO 8601' : 'local times'})`,
        value: ms(median(csv[style].runs)),
        note: `${csv[style].lines} lines, ${(csv[style].bytes / 1e6).toFixed(1)} MB to the last byte, median of ${inRounds} after ${csv[style].warmUps} warm-ups`,
      })),
      {
        measure: 'year as CSV / as JSON, local times / ISO',
        value: Object.keys(CSV_STYLES)
          .map((style) => `${(median(csv[style].runs) / year).toFixed(2)} ×`)
          .join(' / '),
        note: `target: the same speed; by round ${Object.keys(CSV_STYLES)
          .map(
            (style) =>
              `${spread(
                rounds.map((round) => round.csv[style] / round.year),
                2,
              )} ×`,
          )
          .join(' / ')}`,
      },
      ...[
        ['DAY', 'days'],
        ['MONTH', 'months'],
      ].map(([granularity, name]) => ({
        measure: `1 request, year of ${name}`,
        value: ms(coarse[granularity].time),
        note: `the same year at ${granularity}, median of ${RUNS} after ${coarse[granularity].warmUps} warm-ups`,
      })),
      {
        measure: '365 one-day requests, sequential',
        value: ms(days),
        note: `${dayValues} values; median of ${ROUNDS} rounds (${spread(
          rounds.map((round) => round.days),
          1,
        )} ms), after ${oneDayWarmUps} one-day requests of other meter points as warm-up (until steady)`,
      },
      {
        measure: 'bulk gain (365 requests / 1 request)',
        value: `${(days / year).toFixed(1)} ×`,
        note: `target ≥ 50 ×; by round ${spread(
          rounds.map((round) => round.days / round.year),
          1,
        )} ×`,
      },
      {
        measure: 'floor: same values from DB + JSON bytes in-process',
        value: ms(floorTime),
        note: `${chosen.count} rows via ${chosen.way} (${chosen.others}), median of ${inRounds} after ${chosen.warmUps} warm-ups (until steady)`,
      },
      {
        measure: 'year request / floor',
        value: `${(year / floorTime).toFixed(2)} ×`,
        note: `target ≤ 1.5 ×; by round ${spread(
          rounds.map((round) => round.year / round.floor),
          2,
        )} ×`,
      },
      {
        measure: 'transfer alone: the same bytes from a bare HTTP server',
        value: ms(transfer.time),
        note: `same client, median of ${RUNS}, fastest tenth ${ms(transfer.fastest)}; what any service adds to the floor at least; ${transfer.client}`,
      },
      {
        measure: `contract-account detail ${CAN}`,
        value: ms(median(detailRuns)),
        note: 'trends, readings, history of 2 contracts; median of 5 warm',
      },
      {
        measure: `one-day profile, ${SESSIONS} sessions, 10 s`,
        value: `${load.requests.average.toFixed(0)} req/s`,
        note: `p99 ${load.latency.p99} ms, ${load.non2xx} non-2xx, ${load.errors} errors`,
      },
    ];
  } finally {
    agent.destroy();
    await floor?.stop();
    child?.kill('SIGTERM');
    rmSync(work, { recursive: true, force: true });
  }
}
