// Bundle-size benchmark (issue 5): the JavaScript (gzip) a fresh visit of each route loads from the built portal, and
// whether chart.js is among it (it must load on the consumption routes only). Starts the built service (`npm run build`
// first) on a fresh embedded database with a short demo history, logs in as max.mustermann in Chromium and records
// every script the page fetches. Numbers only; nothing passes or fails.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const require = createRequire(path.join(root, 'package.json'));
const ACCOUNT = '1000012345/400012345001';
const ROUTES = [
  ['dashboard', '/app/portal/dashboard'],
  ['consumption', `/app/portal/consumptions/${ACCOUNT}/300012345001/base`],
  ['energy community', `/app/portal/energy-community-consumptions/${ACCOUNT}/300012345001`],
];
/** An error text inside chart.js: present in a script exactly when chart.js is bundled in it. */
const CHART_JS_MARK = 'Canvas is already in use';

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

function startService(dataDir, port) {
  const child = spawn(process.execPath, [path.join(root, 'service', 'dist', 'server.js')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DAYS: '20', LOG_LEVEL: 'error', DATABASE_URL: '', FRONTEND_ROOT: root },
    stdio: 'ignore',
  });
  return child;
}

async function waitFor(url, child, timeoutMs = 180_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error('service exited');
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('service did not start');
}

/** Fresh context (empty cache), logged in through the API, one visit: every script's gzip size and chart.js presence. */
async function visit(browser, base, route) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, timezoneId: 'Europe/Vienna' });
  try {
    const login = await context.request.post(`${base}/service/j_security_check`, {
      data: { j_username: 'max.mustermann', j_password: 'Netzportal!2026' },
    });
    if (!login.ok()) throw new Error(`login failed (${login.status()})`);
    const page = await context.newPage();
    const scripts = new Map();
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script' || !response.ok()) return;
      const body = await response.body().catch(() => null);
      if (body) scripts.set(response.url(), { gzip: gzipSync(body, { level: 9 }).length, chart: body.includes(CHART_JS_MARK) });
    });
    await page.goto(`${base}${route}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    return scripts;
  } finally {
    await context.close();
  }
}

export async function run() {
  const built = ['shell', 'remote-dashboard', 'remote-consumption', 'service'].every((dir) => existsSync(path.join(root, dir, 'dist')));
  if (!built) return [{ measure: '(not available)', value: '', note: 'build the portal first (npm run build)' }];
  const { chromium } = require('playwright-core');
  const work = mkdtempSync(path.join(os.tmpdir(), 'netzportal-bundle-bench-'));
  const port = 20000 + Math.floor(Math.random() * 20000);
  const base = `http://127.0.0.1:${port}`;
  const child = startService(path.join(work, 'data'), port);
  let browser;
  try {
    await waitFor(`${base}/app/remotes.json`, child);
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking'],
    });
    const loads = new Map();
    for (const [name, route] of ROUTES) loads.set(name, await visit(browser, base, route));
    const dashboard = loads.get('dashboard');
    const rows = [];
    for (const [name, scripts] of loads) {
      const total = [...scripts.values()].reduce((sum, s) => sum + s.gzip, 0);
      const chart = [...scripts.values()].some((s) => s.chart);
      rows.push({ measure: `${name} route, fresh visit: JavaScript (gzip)`, value: kb(total), note: `${scripts.size} scripts; chart.js ${chart ? 'loaded' : 'not loaded'}` });
      if (name !== 'dashboard') {
        const extra = [...scripts].filter(([url]) => !dashboard.has(url)).reduce((sum, [, s]) => sum + s.gzip, 0);
        rows.push({ measure: `${name} route beyond the dashboard's scripts`, value: kb(extra), note: 'what a visit from the dashboard adds' });
      }
    }
    return rows;
  } finally {
    await browser?.close();
    child.kill('SIGTERM');
    await new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', resolve)));
    rmSync(work, { recursive: true, force: true });
  }
}

// `node scripts/bench/bundle-size.mjs` runs this part alone.
if (process.argv[1] === fileURLToPath(import.meta.url)) console.table(await run());
