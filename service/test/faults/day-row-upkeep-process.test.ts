import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openPglite } from '../../src/db/pglite';
import { startService, type ServiceProcess } from './service-process';

const { freePort } = require('../../../scripts/pg-cluster.cjs') as { freePort(): Promise<number> };

jest.setTimeout(240_000);

/** Runs `fn` on the service's embedded database while no service has it open. */
async function onDatabase<T>(dataDir: string, fn: (db: Awaited<ReturnType<typeof openPglite>>) => Promise<T>): Promise<T> {
  const db = await openPglite(dataDir);
  try {
    return await fn(db);
  } finally {
    await db.close();
  }
}

describe('the day row upkeep of the running service', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-upkeep-'));
  let service: ServiceProcess | null = null;
  afterAll(async () => {
    await service?.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('files day rows imported for a month without its partition into a new month partition once it starts', async () => {
    service = await startService(await freePort(), { DATA_DIR: dataDir });
    await service.kill();
    // History of February 2024 written while the service was down: no partition of that month yet.
    await onDatabase(dataDir, async (db) => {
      await db.query(
        `INSERT INTO meter_days (pod_id, profile_type, day, vals, valued, quarter_hours, missing, calculated, worst)
         SELECT 1, 1, d::date, int4send(1000), 1, 1, 0, 0, 0 FROM generate_series('2024-02-01'::date, '2024-02-29', interval '1 day') d`,
      );
      expect((await db.query('SELECT count(*)::int AS n FROM meter_days_other')).rows[0]).toEqual({ n: 29 });
    });

    service = await startService(await freePort(), { DATA_DIR: dataDir });
    const started = Date.now();
    while (!service.output().includes('Tageszeilen geordnet') && Date.now() - started < 30_000) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(service.output()).toContain(
      'Tageszeilen geordnet: Monatspartitionen angelegt: 1, Zeilen einsortiert: 29, Monate neu sortiert: 0',
    );
    expect(await service.kill()).toBe(0);

    await onDatabase(dataDir, async (db) => {
      expect((await db.query('SELECT count(*)::int AS n FROM meter_days_2024_02')).rows[0]).toEqual({ n: 29 });
      expect((await db.query('SELECT count(*)::int AS n FROM meter_days_other')).rows[0]).toEqual({ n: 0 });
    });
  });
});
