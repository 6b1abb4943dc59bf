import { defineConfig } from '@playwright/test';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PORTS, url } from './support/ports';

// remotes.json files for the composition tests (written before the services start).
const artifacts = join(__dirname, '.artifacts');
mkdirSync(artifacts, { recursive: true });
const remotesFile = (name: string, dashboard: string, port: number) => {
  const file = join(artifacts, `remotes-${name}-${port}.json`);
  writeFileSync(
    file,
    JSON.stringify({ remote_account: url(port, '/remotes/account/mf-manifest.json'), remote_dashboard: dashboard }),
  );
  return file;
};
const brokenRemotes = remotesFile('broken', 'http://127.0.0.1:9/mf-manifest.json', PORTS.brokenRemote);
const foreignRemotes = remotesFile('foreign', url(PORTS.remoteOrigin, '/mf-manifest.json'), PORTS.foreignRemote);

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
  webServer: process.env.E2E_ONLY_MAIN ? [service('main', PORTS.main)] : [
    service('main', PORTS.main),
    service('maintenance', PORTS.maintenance, 'MAINTENANCE=1', 'SEED_DAYS=3'),
    service('broken-remote', PORTS.brokenRemote, `REMOTES_FILE=${brokenRemotes}`, 'SEED_DAYS=3'),
    service('foreign-remote', PORTS.foreignRemote, `REMOTES_FILE=${foreignRemotes}`, 'SEED_DAYS=3'),
    {
      command: `node support/serve-rebuilt-remote.mjs ${PORTS.remoteOrigin}`,
      url: url(PORTS.remoteOrigin, '/mf-manifest.json'),
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
