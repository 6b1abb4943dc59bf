// Chart drawing benchmark (issue 5): time from a year of quarter-hour values (35,040, as the profile API returns them)
// to the drawn chart in Chromium, through the consumption remote's own chart component and option builders (chart.js
// decimation on). The component is bundled with esbuild into one page; each run builds the datasets and options,
// renders, and ends at the component's `np-chart-draw` performance measure. Numbers only; nothing passes or fails.
/* global window -- the page.evaluate callbacks below run in the browser page */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { median } from './timing.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const require = createRequire(path.join(root, 'package.json'));
const RUNS = 7;
const TARGET_MS = 300;

/** The page's script: synthetic household-shaped quarter-hours from 2025-01-01 (Vienna), then timed renders. */
const ENTRY = `
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { ConsumptionChart } from ${JSON.stringify(path.join(root, 'remote-consumption/src/components/consumption-chart.tsx'))};
import { CHART_DRAW_MEASURE } from ${JSON.stringify(path.join(root, 'remote-consumption/src/components/chart-canvas.tsx'))};
import { buildChartOptions, buildDatasets, referenceLines, yAxisMax } from ${JSON.stringify(path.join(root, 'remote-consumption/src/rules/chart-model.ts'))};

function yearOfQuarterHours(seed) {
  const start = Date.parse('2024-12-31T23:00:00Z');
  const values = [];
  let sum = 0, max = 0, min = Infinity, maxAt = '', minAt = '';
  for (let i = 0; i < 35040; i += 1) {
    const datetime = new Date(start + i * 900000).toISOString().replace('.000Z', 'Z');
    const hour = (i % 96) / 4;
    const value = Math.round((0.05 + 0.15 * Math.max(0, Math.sin(((hour - 6) / 24) * Math.PI * 2)) + 0.02 * ((i * 7919 + seed) % 13) / 13) * 1000) / 1000;
    sum += value;
    if (value > max) { max = value; maxAt = datetime; }
    if (value < min) { min = value; minAt = datetime; }
    values.push({ datetime, value, status: i % 5000 === 0 ? 'CALCULATED' : 'VALID' });
  }
  return {
    type: 'ACTIVE_CURRENT', energyDirection: 'CONSUMPTION', contractAccountNumber: '400012345001', contractNumber: '300012345001',
    meterPointAdministrationNumber: 'AT0030000000000000000000000100001', from: '2025-01-01T00:00:00', to: '2025-12-31T23:59:59',
    dimension: 'ENERGY', unit: 'KWH', granularity: 'QUARTER_OF_AN_HOUR', profileValues: values,
    minimum: { value: min, unit: 'KWH', dateTime: minAt }, maximum: { value: max, unit: 'KWH', dateTime: maxAt },
    average: { value: sum / values.length, unit: 'KWH' }, sum: { value: sum, unit: 'KWH' }, contractPower: null, remark: null,
    profileTypeContent: { header: 'Wirkenergie' },
  };
}

const container = document.getElementById('chart');
const root = createRoot(container);
const labels = { average: 'Durchschnitt', maximum: 'Maximum', minimum: 'Minimum', contractPower: 'Vertragsleistung' };

window.drawOnce = (seed) => new Promise((resolve) => {
  const result = yearOfQuarterHours(seed);
  performance.clearMeasures(CHART_DRAW_MEASURE);
  const t0 = performance.now();
  const datasets = buildDatasets([result], [{ label: 'Wirkenergie', colour: '#00569c' }], referenceLines(result, labels, false));
  const options = buildChartOptions({ granularity: 'QUARTER_OF_AN_HOUR', datetimes: result.profileValues.map((v) => v.datetime), yMax: yAxisMax([result]), yTitle: 'kWh', stacked: false, statusWords: { L1: 'gemessen', L2: 'Ersatzwert', L3: 'vorläufig', L0: 'fehlt' } });
  root.render(createElement(ConsumptionChart, { key: seed, datasets, options, label: 'Bench' }));
  const poll = () => {
    const [entry] = performance.getEntriesByName(CHART_DRAW_MEASURE);
    if (entry) resolve({ total: entry.startTime + entry.duration - t0, draw: entry.duration, values: result.profileValues.length });
    else requestAnimationFrame(poll);
  };
  requestAnimationFrame(poll);
});
`;

export async function run() {
  const { build } = require('esbuild');
  const { chromium } = require('playwright-core');
  const work = mkdtempSync(path.join(os.tmpdir(), 'netzportal-chart-bench-'));
  let browser;
  try {
    const entry = path.join(work, 'entry.tsx');
    writeFileSync(entry, ENTRY);
    const bundle = await build({
      entryPoints: [entry],
      bundle: true,
      write: false,
      minify: true,
      format: 'iife',
      jsx: 'automatic',
      define: { 'process.env.NODE_ENV': '"production"' },
      nodePaths: [path.join(root, 'node_modules')],
      absWorkingDir: root,
      logLevel: 'warning',
    });
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking'],
    });
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, timezoneId: 'Europe/Vienna' });
    const page = await context.newPage();
    await page.setContent('<!doctype html><html lang="de"><body><div id="chart" style="width:1200px;height:352px"></div></body></html>');
    await page.addScriptTag({ content: bundle.outputFiles[0].text });
    await page.evaluate(() => window.drawOnce(0)); // warm-up (JIT, fonts)
    const runs = [];
    for (let i = 1; i <= RUNS; i += 1) runs.push(await page.evaluate((seed) => window.drawOnce(seed), i));
    const total = median(runs.map((r) => r.total));
    const draw = median(runs.map((r) => r.draw));
    return [
      {
        measure: `year of QH (${runs[0].values} values) data → drawn chart`,
        value: `${total.toFixed(1)} ms`,
        note: `median of ${RUNS}, chart.js decimation (min-max); target ≤ ${TARGET_MS} ms`,
      },
      {
        measure: 'of which render + draw (component measure)',
        value: `${draw.toFixed(1)} ms`,
        note: "performance.measure 'np-chart-draw'",
      },
    ];
  } finally {
    await browser?.close();
    rmSync(work, { recursive: true, force: true });
  }
}

// `node scripts/bench/chart-draw.mjs` runs this part alone.
if (process.argv[1] === fileURLToPath(import.meta.url)) console.table(await run());
