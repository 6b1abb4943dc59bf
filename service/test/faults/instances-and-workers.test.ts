import { get } from 'node:http';
import { kill as killProcess } from 'node:process';
import pg from 'pg';
import { DEMO_PASSWORD } from '../../src/demo/seed';
import { WORKERS_NEED_POSTGRES } from '../../src/workers';
import { client, startService, type ServiceProcess } from './service-process';

// Session caches of several instances on one PostgreSQL server, and WORKERS=n. Needs Debian's postgresql.
const { findPgBin, freePort, startCluster } = require('../../../scripts/pg-cluster.cjs') as {
  findPgBin(): string | null;
  freePort(): Promise<number>;
  startCluster(): Promise<{ url: string; stop(): Promise<void> }>;
};

jest.setTimeout(240_000);

const describePg = findPgBin() ? describe : describe.skip;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Milliseconds until `call` answers `status` (polled every 25 ms), or Infinity after 5 s. */
async function msUntil(status: number, call: () => Promise<{ status: number }>): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < 5_000) {
    if ((await call()).status === status) return Date.now() - started;
    await sleep(25);
  }
  return Infinity;
}

describePg('several service processes on one PostgreSQL server', () => {
  let cluster: { url: string; stop(): Promise<void> };
  const services: ServiceProcess[] = [];
  const start = async (env: Record<string, string> = {}) => {
    const service = await startService(await freePort(), { DATABASE_URL: cluster.url, TRUST_PROXY: '1', ...env });
    services.push(service);
    return service;
  };
  const sql = async (text: string) => {
    const db = new pg.Client({ connectionString: cluster.url });
    await db.connect();
    await db.query(text).finally(() => db.end());
  };

  beforeAll(async () => {
    cluster = await startCluster();
  });
  afterAll(async () => {
    await Promise.all(services.map((s) => s.kill('SIGKILL')));
    await cluster?.stop();
  });

  it('a logout, a password change or the forced password change on one instance holds on the other within a second', async () => {
    const a = await start();
    const b = await start();
    const logIn = async (ip: string) => {
      const onA = client(a.url, ip);
      const answer = await onA.call('POST', '/service/j_security_check', { j_username: 'max.mustermann', j_password: DEMO_PASSWORD });
      expect(answer.status).toBe(200);
      const onB = client(b.url, ip);
      for (const [name, value] of onA.cookies) onB.cookies.set(name, value);
      // Read on B twice: its cache now holds the session.
      expect((await onB.call('GET', '/service/v1.0/dashboard')).status).toBe(200);
      expect((await onB.call('GET', '/service/v1.0/dashboard')).status).toBe(200);
      return { onA, onB };
    };

    const loggedOut = await logIn('10.90.0.1');
    expect((await loggedOut.onA.call('GET', '/service/logout')).status).toBe(200);
    expect(await msUntil(401, () => loggedOut.onB.call('GET', '/service/v1.0/dashboard'))).toBeLessThan(1000);

    const other = await logIn('10.90.0.2');
    const changer = await logIn('10.90.0.3');
    await changer.onA.call('GET', '/service/v1.0/session');
    const changed = await changer.onA.call('PUT', '/service/v1.0/profiles/password', {
      currentPassword: DEMO_PASSWORD,
      newPassword: 'Max#Neu2026x',
    });
    expect(changed.status).toBe(204);
    expect(await msUntil(401, () => other.onB.call('GET', '/service/v1.0/dashboard'))).toBeLessThan(1000);
    expect((await changer.onB.call('GET', '/service/v1.0/dashboard')).status).toBe(200);

    // The operator sets the forced change in the database: the cached session on B is held to it.
    await sql(`UPDATE users SET change_password = true WHERE login = 'max.mustermann'`);
    expect(await msUntil(403, () => changer.onB.call('GET', '/service/v1.0/dashboard'))).toBeLessThan(1000);
    await Promise.all([a.kill(), b.kill()]);
  });

  it('WORKERS=2: both workers answer on one port, a killed worker is replaced, SIGTERM ends them all', async () => {
    const service = await start({ WORKERS: '2' });
    // A new connection per request (no keep-alive): the workers take connections in turn.
    const workerOf = () =>
      new Promise<number>((resolve, reject) => {
        get(`${service.url}/service/v1.0/session`, { agent: false }, (response) => {
          response.resume();
          if (response.statusCode !== 200) reject(new Error(`status ${response.statusCode}`));
          else resolve(Number(response.headers['x-portal-worker']));
        }).on('error', reject);
      });
    const workersAnswering = async (count: number) => {
      const pids = new Set<number>();
      for (let i = 0; i < count; i += 1) pids.add(await workerOf());
      return pids;
    };
    const first = await workersAnswering(12);
    expect(first.size).toBe(2);

    const [killed, kept] = [...first];
    killProcess(killed, 'SIGKILL');
    let now = new Set<number>();
    for (let i = 0; i < 100 && !(now.size === 2 && !now.has(killed)); i += 1) {
      await sleep(200);
      now = await workersAnswering(6).catch(() => new Set<number>());
    }
    expect(now.has(kept)).toBe(true);
    expect(now.has(killed)).toBe(false);
    expect(now.size).toBe(2);
    expect(service.output()).toContain(`Worker ${killed} endete`);

    expect(await service.kill('SIGTERM')).toBe(0);
    for (const pid of now) expect(() => killProcess(pid, 0)).toThrow();
  });

  it('the embedded database refuses WORKERS=2 with a clear message', async () => {
    const refused = startService(await freePort(), { WORKERS: '2', DATA_DIR: `/tmp/data-speed/workers-${process.pid}` });
    await expect(refused).rejects.toThrow(WORKERS_NEED_POSTGRES);
  });
});
