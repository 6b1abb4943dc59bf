import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { acknowledgedWritesSurvive, startService, type ServiceProcess } from './service-process';

const { freePort } = require('../../../scripts/pg-cluster.cjs') as { freePort(): Promise<number> };

jest.setTimeout(240_000);

describe('the service on the embedded database', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-embedded-'));
  const services: ServiceProcess[] = [];
  afterAll(async () => {
    await Promise.all(services.map((s) => s.kill('SIGKILL')));
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps every acknowledged write after kill -9 of the service during writes', async () => {
    await acknowledgedWritesSurvive(async () => {
      const service = await startService(await freePort(), { DATA_DIR: dataDir, TRUST_PROXY: '1' });
      services.push(service);
      return service;
    });
  });
});
