import { DEMO_PASSWORD } from '../../src/demo/seed';
import { acknowledgedWritesSurvive, client, startService, type ServiceProcess } from './service-process';

// The service as it runs in production (own processes) against a real PostgreSQL server that the tests restart,
// freeze and share between two instances. Needs Debian's postgresql (npm test installs it).
const { findPgBin, freePort, startCluster } = require('../../../scripts/pg-cluster.cjs') as {
  findPgBin(): string | null;
  freePort(): Promise<number>;
  startCluster(): Promise<Cluster>;
};

interface Cluster {
  url: string;
  restart(downMs?: number): Promise<void>;
  stopServer(): Promise<void>;
  start(): Promise<void>;
  freeze(): void;
  thaw(): void;
  stop(): Promise<void>;
}

jest.setTimeout(240_000);

const describePg = findPgBin() ? describe : describe.skip;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describePg('the service on PostgreSQL', () => {
  let cluster: Cluster;
  const services: ServiceProcess[] = [];
  const start = async (env: Record<string, string> = {}) => {
    const service = await startService(await freePort(), {
      DATABASE_URL: cluster.url,
      TRUST_PROXY: '1',
      DB_CONNECT_TIMEOUT_MS: '1000',
      DB_STATEMENT_TIMEOUT_MS: '1500',
      ...env,
    });
    services.push(service);
    return service;
  };

  beforeAll(async () => {
    cluster = await startCluster();
  });
  afterAll(async () => {
    await Promise.all(services.map((s) => s.kill('SIGKILL')));
    await cluster?.stop();
  });

  it('two instances started at once on an empty database seed it once and share sessions, lockout and rate limits', async () => {
    const [a, b] = await Promise.all([start(), start()]);
    const seeds = [a, b].filter((s) => s.output().includes('Demodaten erzeugt')).length;
    expect(seeds).toBe(1);

    // A session made on one instance is valid on the other.
    const user = client(a.url, '10.50.0.1');
    expect((await user.call('POST', '/service/j_security_check', { j_username: 'max.mustermann', j_password: DEMO_PASSWORD })).status).toBe(
      200,
    );
    const onB = client(b.url, '10.50.0.1');
    for (const [name, value] of user.cookies) onB.cookies.set(name, value);
    expect((await onB.call('GET', '/service/v1.0/session')).json()).toMatchObject({ authenticated: true });

    // Five failures spread over both instances lock the account on both.
    for (let i = 0; i < 5; i += 1) {
      const instance = i % 2 ? a : b;
      const attempt = await client(instance.url, `10.51.0.${i}`).call('POST', '/service/j_security_check', {
        j_username: 'erika.musterfrau',
        j_password: 'Falsch!2026',
      });
      expect(attempt.status).toBe(401);
    }
    const right = await client(a.url, '10.52.0.1').call('POST', '/service/j_security_check', {
      j_username: 'erika.musterfrau',
      j_password: DEMO_PASSWORD,
    });
    expect(right.status).toBe(401);

    // The failed-login limit per address counts on both instances together.
    let status = 0;
    for (let i = 0; i < 30 && status !== 429; i += 1) {
      const instance = i % 2 ? a : b;
      status = (
        await client(instance.url, '10.53.0.1').call('POST', '/service/j_security_check', {
          j_username: `niemand.${i}`,
          j_password: 'Sommer2026!',
        })
      ).status;
      if (status === 429) expect(i).toBe(20);
    }
    expect(status).toBe(429);
    await Promise.all([a.kill(), b.kill()]);
  });

  it('survives a PostgreSQL restart under load: 503 with Retry-After meanwhile, then answers again without a restart', async () => {
    const service = await start();
    const user = client(service.url, '10.60.0.1');
    expect((await user.call('POST', '/service/j_security_check', { j_username: 'max.mustermann', j_password: DEMO_PASSWORD })).status).toBe(
      200,
    );

    let running = true;
    const statuses: number[] = [];
    const bodies = new Set<string>();
    const load = Array.from({ length: 4 }, async () => {
      while (running) {
        const answer = await user.call('GET', '/service/v1.0/dashboard').catch(() => ({ status: 0, text: '', headers: new Headers() }));
        statuses.push(answer.status);
        if (answer.status === 503) {
          bodies.add(answer.text);
          expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
        }
      }
    });
    await sleep(500);
    await cluster.stopServer();
    await sleep(1500);
    await cluster.start();
    await sleep(1500);
    running = false;
    await Promise.all(load);

    expect(statuses).toContain(503);
    expect(statuses).not.toContain(500);
    expect(statuses).not.toContain(0);
    for (const body of bodies) expect(JSON.parse(body)).toMatchObject({ type: 'MAINTENANCE' });
    // Same process, same session: the service is back.
    expect((await user.call('GET', '/service/v1.0/session')).json()).toMatchObject({ authenticated: true });
    expect((await user.call('GET', '/service/v1.0/dashboard')).status).toBe(200);
    expect(service.output()).not.toMatch(/Unhandled 'error' event/);
    await service.kill();
  });

  it('answers 503 within the timeouts while the database is frozen, and serves again once it thaws', async () => {
    const service = await start();
    const user = client(service.url, '10.70.0.1');
    expect((await user.call('POST', '/service/j_security_check', { j_username: 'max.mustermann', j_password: DEMO_PASSWORD })).status).toBe(
      200,
    );
    // The session check looked the session up a moment ago: the instance answers it from memory (session-cache.ts);
    // whatever needs the database answers 503.
    expect((await user.call('GET', '/service/v1.0/session')).status).toBe(200);
    cluster.freeze();
    try {
      const started = Date.now();
      const answers = await Promise.all([user.call('GET', '/service/v1.0/dashboard'), user.call('GET', '/service/v1.0/session')]);
      expect(answers.map((a) => a.status)).toEqual([503, 200]);
      // Statement timeout 1.5 s + 2 s for the client's own timeout, plus the connection wait: far below a hang.
      expect(Date.now() - started).toBeLessThan(8_000);
    } finally {
      cluster.thaw();
    }
    let status = 0;
    for (let i = 0; i < 50 && status !== 200; i += 1) {
      status = (await user.call('GET', '/service/v1.0/dashboard')).status;
      if (status !== 200) await sleep(200);
    }
    expect(status).toBe(200);
    await service.kill();
  });

  it('keeps every acknowledged write after kill -9 of the service during writes', async () => {
    await acknowledgedWritesSurvive(start);
  });
});
