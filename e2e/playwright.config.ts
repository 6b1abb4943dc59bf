import { defineConfig } from '@playwright/test';
import { copyFileSync, mkdirSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { foreignOperatorFile, foreignRemotesFile } from './support/composition-files';
import { join } from 'node:path';
import { PORTS, url } from './support/ports';

// Files and folders of the composition tests (written before the services start).
const artifacts = join(__dirname, '.artifacts');
mkdirSync(artifacts, { recursive: true });
const repo = join(__dirname, '..');

// The broken instance starts without remote-dashboard's build (only its package and descriptor source), and its
// remotes file points remote_consumption at an origin that accepts connections and never answers.
const missingBuildRoot = join(artifacts, `frontend-without-dashboard-${PORTS.brokenRemote}`);
const brokenRemotes = join(artifacts, `remotes-broken-${PORTS.brokenRemote}.json`);
// The foreign instance: the tests rewrite both files while it runs (see support/composition-files.ts).
const foreignRemotes = foreignRemotesFile(PORTS.foreignRemote);
const foreignOperator = foreignOperatorFile(PORTS.foreignRemote);

// Written once by the runner, not again by each worker (which loads this file too) while the services run.
if (process.env.TEST_WORKER_INDEX === undefined) {
  rmSync(missingBuildRoot, { recursive: true, force: true });
  mkdirSync(join(missingBuildRoot, 'remote-dashboard'), { recursive: true });
  for (const entry of readdirSync(repo)) {
    if (entry === 'shell' || (entry.startsWith('remote-') && entry !== 'remote-dashboard')) {
      symlinkSync(join(repo, entry), join(missingBuildRoot, entry));
    }
  }
  for (const file of ['package.json', 'remote.json']) {
    copyFileSync(join(repo, 'remote-dashboard', file), join(missingBuildRoot, 'remote-dashboard', file));
  }
  writeFileSync(brokenRemotes, JSON.stringify({ remote_consumption: url(PORTS.hangingOrigin, '/consumption/1.0.0/mf-manifest.json') }));
  writeFileSync(foreignRemotes, JSON.stringify({ remote_dashboard: url(PORTS.remoteOrigin, '/v1/mf-manifest.json') }));
  writeFileSync(foreignOperator, '{}');
}

const service = (name: string, port: number, ...env: string[]) => ({
  command: `node support/start-service.mjs ${name} ${port} ${env.join(' ')}`,
  // /app/remotes.json answers also during maintenance (every /service call answers 503 then).
  url: url(port, '/app/remotes.json'),
  timeout: 300_000,
  reuseExistingServer: false,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
});

export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : 'list',
  outputDir: './test-results',
  use: {
    baseURL: url(PORTS.main, '/'),
    locale: 'de-AT',
    timezoneId: 'Europe/Vienna',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  // E2E_ONLY_MAIN=1 starts the main instance only: enough for every spec but the maintenance and composition ones.
  webServer: process.env.E2E_ONLY_MAIN
    ? [service('main', PORTS.main)]
    : [
        service('main', PORTS.main),
        service('maintenance', PORTS.maintenance, 'MAINTENANCE=1', 'SEED_DAYS=3'),
        service('broken-remote', PORTS.brokenRemote, `REMOTES_FILE=${brokenRemotes}`, `FRONTEND_ROOT=${missingBuildRoot}`, 'SEED_DAYS=3'),
        service('foreign-remote', PORTS.foreignRemote, `REMOTES_FILE=${foreignRemotes}`, `OPERATOR_FILE=${foreignOperator}`, 'SEED_DAYS=3'),
        {
          command: `node support/serve-rebuilt-remote.mjs ${PORTS.remoteOrigin} ${PORTS.hangingOrigin}`,
          url: url(PORTS.remoteOrigin, '/v1/mf-manifest.json'),
          // The first run builds the kit fixtures (two remote builds); later runs reuse them.
          timeout: 300_000,
          reuseExistingServer: false,
          stdout: 'ignore',
          stderr: 'pipe',
        },
      ],
});
