#!/usr/bin/env node
// npm run bench: performance numbers of the portal, printed as one table. Nothing passes or fails.
// Each part is a module in scripts/bench/ exporting `async function run()` that returns rows {measure, value, note}.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = path.join(path.dirname(fileURLToPath(import.meta.url)), 'bench');
const PARTS = [
  ['Profile API', 'profile-api.mjs'],
  ['Load (embedded, PostgreSQL)', 'load.mjs'],
  ['Import (npm run import, embedded)', 'import.mjs'],
  ['Chart drawing', 'chart-draw.mjs'],
  ['Bundle size', 'bundle-size.mjs'],
  ['Lighthouse', 'lighthouse.mjs'],
];
// `npm run bench -- --scale [N]` runs only the storage part at N meter points (default 2,000): minutes of building.
if (process.argv.includes('--scale')) PARTS.splice(0, PARTS.length, ['Scale (storage of quarter-hour values)', 'scale.mjs']);

// `npm run bench -- --only load` runs the parts whose file name contains "load".
const onlyAt = process.argv.indexOf('--only');
const only = onlyAt > 0 ? process.argv[onlyAt + 1] : null;

const rows = [];
const started = Date.now();
for (const [title, file] of PARTS.filter(([, file]) => !only || file.includes(only))) {
  const modulePath = path.join(here, file);
  if (!existsSync(modulePath)) {
    rows.push({ part: title, measure: '(not available)', value: '', note: `scripts/bench/${file} missing` });
    continue;
  }
  process.stderr.write(`bench: ${title} …\n`);
  try {
    const { run } = await import(pathToFileURL(modulePath).href);
    for (const row of await run()) rows.push({ part: title, ...row });
  } catch (error) {
    rows.push({ part: title, measure: '(failed)', value: '', note: String(error?.message ?? error).split('\n')[0] });
  }
}

const columns = ['part', 'measure', 'value', 'note'];
const widths = columns.map((c) => Math.max(c.length, ...rows.map((r) => String(r[c] ?? '').length)));
const line = (cells) => cells.map((cell, i) => String(cell ?? '').padEnd(widths[i])).join(' │ ');
console.log(line(columns));
console.log(widths.map((w) => '─'.repeat(w)).join('─┼─'));
for (const row of rows) console.log(line(columns.map((c) => row[c])));
console.log(`\n(${((Date.now() - started) / 1000).toFixed(0)} s)`);
