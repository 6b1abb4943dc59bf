// `npm test`: every test of the portal in one command — lint, type check, unit and API tests (Jest) on the embedded
// database, the service's API tests again on a throw-away PostgreSQL cluster, then the browser tests (Playwright +
// Debian chromium) against freshly built packages and real services.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from './ensure-chromium.mjs';
import pgCluster from './pg-cluster.cjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const counts = { passed: 0, failed: 0, skipped: 0 };

function step(title, command, args, options = {}) {
  console.log(`\n▶ ${title}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`✖ ${title} failed after ${seconds} s`);
    return false;
  }
  console.log(`✔ ${title} (${seconds} s)`);
  return true;
}

function addJson(file, read) {
  try {
    read(JSON.parse(readFileSync(file, 'utf8')));
  } catch {
    /* the runner failed before writing its report; its exit code already failed the step */
  }
}

const reports = join(root, '.test-reports');
mkdirSync(reports, { recursive: true });
const bin = (name) => join(root, 'node_modules', '.bin', name);

let ok = true;
try {
  ensureChromium();
  // The fault tests (in the Jest run) and the PostgreSQL run below need a server's binaries.
  pgCluster.ensurePostgres();
} catch (error) {
  console.error(String(error instanceof Error ? error.message : error));
  process.exit(1);
}

ok = step('Lint (ESLint, import directions of ARCHITECTURE.md)', bin('eslint'), ['.', '--max-warnings=0']) && ok;
ok = step('Formatting (Prettier)', bin('prettier'), ['--check', '.']) && ok;
// One build over the root tsconfig.json's project references (the same as `npm run typecheck`).
ok = step('Type check (tsc -b, every package)', bin('tsc'), ['-b']) && ok;

const jestReport = join(reports, 'jest.json');
ok = step('Unit and API tests (Jest)', bin('jest'), ['--json', `--outputFile=${jestReport}`]) && ok;
addJson(jestReport, (r) => {
  counts.passed += r.numPassedTests;
  counts.failed += r.numFailedTests;
  counts.skipped += r.numPendingTests + (r.numTodoTests ?? 0);
});

// The same API tests on PostgreSQL: a cluster in a temporary folder, one database per test file (seeded once per
// seed options as a template). The fault tests already ran above with clusters of their own.
const pgReport = join(reports, 'jest-postgres.json');
// Not repeated there: the fault tests, unit tests without a database (src/), and the tests that open PGlite themselves.
const PG_RUN_SKIPS = [
  '/test/faults/',
  '/service/src/',
  'demo-data\\.test',
  'community-values-migration\\.test',
  'day-rows\\.test',
  'day-rows-migration\\.test',
  'day-row-bytes-migration\\.test',
  'day-row-partitions-migration\\.test',
  'day-row-blocks-migration\\.test',
];
let cluster = null;
try {
  cluster = await pgCluster.startCluster();
  ok =
    step(
      'Service API tests on PostgreSQL',
      bin('jest'),
      ['--selectProjects', 'service', '--testPathIgnorePatterns', ...PG_RUN_SKIPS, '--json', `--outputFile=${pgReport}`],
      {
        env: { ...process.env, TEST_DATABASE_URL: cluster.url, TEST_TEMPLATE_KEY: String(Date.now()) },
      },
    ) && ok;
  addJson(pgReport, (r) => {
    counts.passed += r.numPassedTests;
    counts.failed += r.numFailedTests;
    counts.skipped += r.numPendingTests + (r.numTodoTests ?? 0);
  });
} catch (error) {
  console.error(`✖ PostgreSQL could not be started: ${error instanceof Error ? error.message : error}`);
  ok = false;
} finally {
  await cluster?.stop();
}

// Always rebuild: the browser tests must exercise the current sources, not an older dist.
ok = step('Build every package', process.execPath, ['scripts/build.mjs', '--all']) && ok;

const e2eReport = join(reports, 'e2e.json');
ok =
  step('Browser tests (Playwright + Debian chromium)', bin('playwright'), ['test'], {
    cwd: join(root, 'e2e'),
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport },
  }) && ok;
addJson(e2eReport, (r) => {
  counts.passed += r.stats.expected + (r.stats.flaky ?? 0);
  counts.failed += r.stats.unexpected;
  counts.skipped += r.stats.skipped;
});

console.log(`\n${ok ? 'All checks passed.' : 'Some checks FAILED (see above).'}`);
console.log(`${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
process.exit(ok ? 0 : 1);
