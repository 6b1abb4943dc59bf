// Load on both databases: the one-day profile and the dashboard at 10 and 50 connections (req/s, p50, p99) on the
// embedded database and on a throw-away PostgreSQL cluster, the latency of max's contract-account detail, and GET
// /session latency while four year-long CSV downloads run (two by session, two by API token: the most one user may run
// at once); then the one-day profile on the same cluster with WORKERS=2. Numbers only; nothing passes or fails.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stopService } from './portal-instance.mjs';
import { BENCH_CUSTOMERS, benchSessions, bundleService, profileBody, session } from './profile-api.mjs';
import { percentile } from './timing.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const require = createRequire(path.join(root, 'service', 'package.json'));
const pgCluster = require(path.join(root, 'scripts', 'pg-cluster.cjs'));
const CAN = '400012345001';
const BPN = '1000012345';
const SEED_DAYS = '370';
const DURATION = 5;

function startService(serverJs, env, port) {
  const child = spawn(process.execPath, [serverJs], {
    cwd: root,
    env: {
      ...process.env,
      NODE_PATH: [path.join(root, 'node_modules'), path.join(root, 'service', 'node_modules')].join(path.delimiter),
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DAYS,
      // The PostgreSQL rounds start on an empty cluster: seeded like the embedded one.
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
    child.stdout.on('data', (chunk) => {
      output += chunk;
      if (output.includes('läuft')) resolve(child);
    });
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => reject(new Error(`service exited (${code}):\n${output}`)));
  });
}

/** Sequential calls after a warm-up: the latency one client sees, without queueing behind others. */
async function latency(base, path, cookie, count = 40) {
  const times = [];
  for (let i = 0; i < count + 5; i += 1) {
    const started = performance.now();
    const answer = await fetch(`${base}${path}`, { headers: { cookie } });
    await answer.arrayBuffer();
    if (answer.status !== 200) throw new Error(`${path}: ${answer.status}`);
    if (i >= 5) times.push(performance.now() - started);
  }
  return times;
}

async function measure(base, label, { only } = {}) {
  const autocannon = require('autocannon');
  // Each connection its own customer: the heavy-request limit counts per customer.
  const sessions = await benchSessions(base, 50);
  const max = await session(base);
  const detail = await (await fetch(`${base}/service/v1.0/contract-accounts/${BPN}/${CAN}`, { headers: { cookie: max.cookie } })).json();
  const to = detail.contracts.find((c) => !c.powerGenerationUnit).pointOfDelivery.maximumDate;
  const from = new Date(Date.parse(`${to}T00:00:00Z`) - 364 * 86_400_000).toISOString().slice(0, 10);
  const rows = [];

  const calls = {
    'one-day profile': (s) => ({
      method: 'POST',
      path: '/service/v1.0/consumptions/profile/active',
      headers: { 'content-type': 'application/json', cookie: s.cookie, 'x-xsrf-token': s.token },
      body: profileBody(to, to, s),
    }),
    dashboard: (s) => ({ method: 'GET', path: '/service/v1.0/dashboard', headers: { cookie: s.cookie } }),
  };
  if (!only) {
    const detail = await latency(base, `/service/v1.0/contract-accounts/${BPN}/${CAN}`, max.cookie);
    rows.push({
      measure: `${label}: contract-account detail of max's account`,
      value: `p50 ${percentile(detail, 50).toFixed(1)} ms`,
      note: `p99 ${percentile(detail, 99).toFixed(1)} ms over ${detail.length} sequential calls`,
    });
  }
  for (const [name, call] of Object.entries(calls)) {
    if (only && name !== only) continue;
    for (const connections of [10, 50]) {
      let next = 0;
      const result = await autocannon({
        url: base,
        connections,
        duration: DURATION,
        requests: [
          {
            setupRequest: (request, context) => {
              // One session per connection: the heavy-request limit counts per user, so each connection is its own.
              context.session ??= sessions[next++ % sessions.length];
              return { ...request, ...call(context.session) };
            },
          },
        ],
      });
      rows.push({
        measure: `${label}: ${name}, ${connections} connections`,
        value: `${result.requests.average.toFixed(0)} req/s`,
        note: `p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${(result['2xx'] / DURATION).toFixed(0)} 2xx/s, ${result.non2xx} non-2xx (429: one user's parallel limit), ${result.errors} errors`,
      });
    }
  }
  if (only) return rows;

  // GET /session while four year-long CSV downloads run: two by session, two by an API token of the same user.
  const owner = max;
  const tokenAnswer = await fetch(`${base}/service/api-tokens/generate`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', cookie: owner.cookie, 'x-xsrf-token': owner.token },
    body: JSON.stringify({ validForDays: 1 }),
  });
  const { token } = await tokenAnswer.json();
  const csv = (headers) =>
    fetch(`${base}/service/v1.0/consumptions/profile/active/download`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: profileBody(from, to),
    }).then(async (r) => ({ status: r.status, bytes: (await r.arrayBuffer()).byteLength }));
  const sessionLatency = async (until) => {
    const times = [];
    do {
      const started = performance.now();
      await (await fetch(`${base}/service/v1.0/session`, { headers: { cookie: sessions[1].cookie } })).text();
      times.push(performance.now() - started);
    } while (until());
    return times;
  };
  const idle = [];
  for (let i = 0; i < 20; i += 1) idle.push(...(await sessionLatency(() => false)));
  let done = false;
  const downloads = Promise.all([
    csv({ cookie: owner.cookie, 'x-xsrf-token': owner.token }),
    csv({ cookie: owner.cookie, 'x-xsrf-token': owner.token }),
    csv({ authorization: `Bearer ${token}` }),
    csv({ authorization: `Bearer ${token}` }),
  ]).finally(() => (done = true));
  const busy = await sessionLatency(() => !done);
  const results = await downloads;
  rows.push({
    measure: `${label}: GET /session during 4 year-long CSV downloads`,
    value: `p50 ${percentile(busy, 50).toFixed(0)} ms`,
    note: `p99 ${percentile(busy, 99).toFixed(0)} ms over ${busy.length} calls (idle p50 ${percentile(idle, 50).toFixed(0)} ms); downloads ${results.map((r) => `${r.status} ${(r.bytes / 1e6).toFixed(1)} MB`).join(', ')}`,
  });
  return rows;
}

export async function run() {
  const work = mkdtempSync(path.join(os.tmpdir(), 'netzportal-load-'));
  const rows = [];
  let child;
  let cluster;
  try {
    await bundleService(path.join(work, 'dist'));
    const serverJs = path.join(work, 'dist', 'server.js');
    for (const kind of ['embedded', 'PostgreSQL', 'PostgreSQL, WORKERS=2']) {
      const port = await pgCluster.freePort();
      let env = { DATA_DIR: path.join(work, 'data') };
      if (kind === 'PostgreSQL') {
        cluster = await pgCluster.startCluster();
        env = { DATABASE_URL: cluster.url };
      }
      // The cluster seeded by the single instance before: the same data served by two processes.
      if (kind === 'PostgreSQL, WORKERS=2') env = { DATABASE_URL: cluster.url, WORKERS: '2' };
      const started = performance.now();
      child = await startService(serverJs, env, port);
      const seeding = kind === 'PostgreSQL, WORKERS=2' ? 'start (already seeded)' : `start with seeding ${SEED_DAYS} days`;
      rows.push({ measure: `${kind}: ${seeding}`, value: `${((performance.now() - started) / 1000).toFixed(1)} s`, note: '' });
      const only = kind === 'PostgreSQL, WORKERS=2' ? 'one-day profile' : undefined;
      rows.push(...(await measure(`http://127.0.0.1:${port}`, kind, { only })));
      await stopService(child);
      child = undefined;
    }
    return rows;
  } finally {
    child?.kill('SIGTERM');
    await cluster?.stop();
    rmSync(work, { recursive: true, force: true });
  }
}
