// Bundle-size benchmark (issue 5): the JavaScript (gzip) a fresh visit of each route loads from the built portal, and
// whether chart.js is among it (it must load on the consumption routes only). Starts the built service (`npm run build`
// first) on a fresh embedded database with a short demo history, logs in as max.mustermann in Chromium and records
// every script the page fetches. Numbers only; nothing passes or fails.
import { benchPort, startService, stopService, waitFor } from './portal-instance.mjs';
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
  ['login', '/app/login'],
  ['dashboard', '/app/portal/dashboard'],
  ['consumption', `/app/portal/consumptions/${ACCOUNT}/300012345001/base`],
  ['energy community', `/app/portal/energy-community-consumptions/${ACCOUNT}/300012345001`],
];
/** An error text inside chart.js: present in a script exactly when chart.js is bundled in it. */
const CHART_JS_MARK = 'Canvas is already in use';

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * Fresh context (empty cache), logged in through the API except on the login page, one visit: every script's gzip
 * size and chart.js presence, apart from the scripts the shell prefetches when idle (the likely next page's remote).
 */
async function visit(browser, base, route) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, timezoneId: 'Europe/Vienna' });
  try {
    if (!route.endsWith('/login')) {
      const login = await context.request.post(`${base}/service/j_security_check`, {
        data: { j_username: 'max.mustermann', j_password: 'Netzportal!2026' },
      });
      if (!login.ok()) throw new Error(`login failed (${login.status()})`);
    }
    const page = await context.newPage();
    const scripts = new Map();
    page.on('response', async (response) => {
      // The shell's idle prefetch fetches scripts through <link rel="prefetch">, which the browser types as "other".
      const type = response.request().resourceType();
      const script = type === 'script' || (type === 'other' && new URL(response.url()).pathname.endsWith('.js'));
      if (!script || !response.ok()) return;
      // What the shell prefetches when idle (the likely next page's remote) is no part of the page's own weight.
      const early = type === 'script';
      const body = await response.body().catch(() => null);
      if (body) scripts.set(response.url(), { gzip: gzipSync(body, { level: 9 }).length, chart: body.includes(CHART_JS_MARK), early });
    });
    await page.goto(`${base}${route}`);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(2500);
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
  const port = benchPort();
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
    // BENCH_BUNDLE_FILES=1: every script of the login page with its size (where the weight goes).
    if (process.env.BENCH_BUNDLE_FILES) {
      for (const [url, s] of loads.get('login'))
        console.log(`login: ${kb(s.gzip).padStart(9)} ${s.early ? '' : '(idle) '}${new URL(url).pathname}`);
    }
    const dashboard = loads.get('dashboard');
    const rows = [];
    for (const [name, scripts] of loads) {
      const early = [...scripts.values()].filter((s) => s.early);
      const total = early.reduce((sum, s) => sum + s.gzip, 0);
      const idle = [...scripts.values()].filter((s) => !s.early);
      const chart = early.some((s) => s.chart);
      rows.push({
        measure: `${name} route, fresh visit: JavaScript (gzip)${name === 'login' ? ' of the page itself' : ''}`,
        value: kb(total),
        note: `${early.length} scripts; chart.js ${chart ? 'loaded' : 'not loaded'}${name === 'login' ? '; target ≤ 220 KB in ≤ 20 files' : ''}`,
      });
      if (idle.length > 0) {
        rows.push({
          measure: `${name} route: prefetched when idle`,
          value: kb(idle.reduce((sum, s) => sum + s.gzip, 0)),
          note: `${idle.length} scripts (the likely next page's remote)`,
        });
      }
      if (name !== 'dashboard' && name !== 'login') {
        const extra = [...scripts].filter(([url]) => !dashboard.has(url)).reduce((sum, [, s]) => sum + s.gzip, 0);
        rows.push({
          measure: `${name} route beyond the dashboard's scripts`,
          value: kb(extra),
          note: 'what a visit from the dashboard adds',
        });
      }
    }
    return rows;
  } finally {
    await browser?.close();
    await stopService(child);
    rmSync(work, { recursive: true, force: true });
  }
}

// `node scripts/bench/bundle-size.mjs` runs this part alone.
if (process.argv[1] === fileURLToPath(import.meta.url)) console.table(await run());
