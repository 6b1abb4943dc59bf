// Lighthouse scores (12.8, the newest for Node 20) of the built portal: performance and accessibility of the login,
// dashboard and consumption pages with the desktop and the mobile preset, the median of LIGHTHOUSE_RUNS runs each
// (default 5: the mobile preset's simulated throttling varies run to run on a small machine). Logged-in pages get the
// session cookie of max.mustermann. Numbers only; nothing passes or fails.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { benchPort, startService, stopService, waitFor } from './portal-instance.mjs';
import { median } from './timing.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const require = createRequire(path.join(root, 'package.json'));
const RUNS = Number(process.env.LIGHTHOUSE_RUNS || 5);
// LIGHTHOUSE_PAGES=login,dashboard measures only these pages; LIGHTHOUSE_PRESETS=mobile only that preset.
const only = (variable) => (process.env[variable] ? process.env[variable].split(',') : null);
const ALL_PAGES = [
  ['login', '/app/login', false],
  ['dashboard', '/app/portal/dashboard', true],
  ['consumption', '/app/portal/consumptions/1000012345/400012345001/300012345001/base', true],
];
// LIGHTHOUSE_REPORTS=<folder> keeps each run's full report there (<page>-<preset>-<run>.json) to read its audits.
const REPORTS = process.env.LIGHTHOUSE_REPORTS ? path.resolve(process.env.LIGHTHOUSE_REPORTS) : null;
const PAGES = ALL_PAGES.filter(([name]) => !only('LIGHTHOUSE_PAGES') || only('LIGHTHOUSE_PAGES').includes(name));
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The cookies of max.mustermann's session, as the browser would hold them after logging in. */
async function sessionCookies(base) {
  const response = await fetch(`${base}/service/j_security_check`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ j_username: 'max.mustermann', j_password: 'Netzportal!2026' }),
  });
  if (!response.ok) throw new Error(`login failed (${response.status})`);
  const { hostname } = new URL(base);
  return response.headers.getSetCookie().map((header) => {
    const [pair] = header.split(';');
    const at = pair.indexOf('=');
    return { name: pair.slice(0, at), value: pair.slice(at + 1), domain: hostname, path: '/' };
  });
}

/** LIGHTHOUSE_AUDITS=1: the metrics and every audit below 0.9 of each run (what to work on). */
function printAudits(title, lhr) {
  const metric = (id) => lhr.audits[id]?.displayValue ?? '-';
  console.log(
    `${title}: FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, TBT ${metric('total-blocking-time')}, ` +
      `CLS ${metric('cumulative-layout-shift')}, SI ${metric('speed-index')}`,
  );
  for (const audit of Object.values(lhr.audits)) {
    if (audit.score === null || audit.score >= 0.9 || audit.scoreDisplayMode === 'informative') continue;
    console.log(`  ${audit.score.toFixed(2)} ${audit.id}: ${audit.displayValue ?? audit.title}`);
  }
}

export async function run() {
  let lighthouse;
  let chromeLauncher;
  let puppeteer;
  try {
    lighthouse = (await import(pathToFileURL(require.resolve('lighthouse')).href)).default;
    chromeLauncher = await import(pathToFileURL(require.resolve('chrome-launcher')).href);
    // Lighthouse's own browser driver (its recipe for pages behind a login): the session cookie is set in the browser.
    puppeteer = (await import(pathToFileURL(createRequire(require.resolve('lighthouse')).resolve('puppeteer-core')).href)).default;
  } catch {
    return [{ measure: '(not available)', value: '', note: 'lighthouse is not installed (npm ci installs it)' }];
  }
  const desktopConfig = (await import(pathToFileURL(require.resolve('lighthouse/core/config/desktop-config.js')).href)).default;
  const work = mkdtempSync(path.join(os.tmpdir(), 'netzportal-lighthouse-'));
  const port = benchPort();
  const base = `http://127.0.0.1:${port}`;
  const child = startService(path.join(work, 'data'), port);
  let chrome;
  let browser;
  try {
    await waitFor(`${base}/app/remotes.json`, child);
    const cookies = await sessionCookies(base);
    mkdirSync(path.join(work, 'chrome'), { recursive: true });
    chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      chromeFlags: CHROME_FLAGS,
      userDataDir: path.join(work, 'chrome'),
    });
    browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const rows = [];
    const presets = [
      ['desktop', desktopConfig],
      ['mobile', undefined],
    ].filter(([preset]) => !only('LIGHTHOUSE_PRESETS') || only('LIGHTHOUSE_PRESETS').includes(preset));
    for (const [preset, config] of presets) {
      for (const [name, route, loggedIn] of PAGES) {
        const performance = [];
        const accessibility = [];
        let failed = 0;
        // A Cookie header of Lighthouse's extraHeaders does not reach the page's own requests (the shell's session
        // check then answers "not logged in" and the login page was measured instead); a cookie in the browser does,
        // and Lighthouse's storage reset leaves cookies alone.
        await browser.deleteCookie(...(await browser.cookies()));
        if (loggedIn) await browser.setCookie(...cookies);
        for (let i = 0; i < RUNS; i += 1) {
          const result = await lighthouse(
            `${base}${route}`,
            {
              port: chrome.port,
              output: 'json',
              logLevel: 'error',
              onlyCategories: ['performance', 'accessibility'],
            },
            config,
          );
          const landed = new URL(result.lhr.finalDisplayedUrl).pathname;
          if (landed !== route) throw new Error(`${name}: Lighthouse measured ${landed} instead of ${route}`);
          // A run whose trace Lighthouse could not read has no score (not 0): it is counted apart.
          const perf = result.lhr.categories.performance.score;
          if (perf === null) failed += 1;
          else performance.push(Math.round(perf * 100));
          accessibility.push(Math.round(result.lhr.categories.accessibility.score * 100));
          if (process.env.LIGHTHOUSE_AUDITS) printAudits(`${name}, ${preset}, run ${i + 1}`, result.lhr);
          if (REPORTS) {
            mkdirSync(REPORTS, { recursive: true });
            writeFileSync(path.join(REPORTS, `${name}-${preset}-${i + 1}.json`), result.report);
          }
        }
        rows.push({
          measure: `${name}, ${preset}: performance / accessibility`,
          value: `${performance.length > 0 ? median(performance) : '–'} / ${median(accessibility)}`,
          note: `median of ${performance.length} (performance ${performance.join(', ')})${failed > 0 ? `; ${failed} run(s) without a result` : ''}`,
        });
      }
    }
    return rows;
  } finally {
    await browser?.disconnect();
    await chrome?.kill();
    await stopService(child);
    rmSync(work, { recursive: true, force: true });
  }
}

// `node scripts/bench/lighthouse.mjs` runs this part alone.
if (process.argv[1] === fileURLToPath(import.meta.url)) console.table(await run());
