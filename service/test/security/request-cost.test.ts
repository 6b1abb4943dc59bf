import { MAX_VALUES_PER_REQUEST, requestCostErrors, seriesValues } from '../../src/consumption/request-cost';
import { connect, type AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { HEAVY_PER_CALLER, HEAVY_ROUTE, registerHeavyRequestLimit } from '../../src/http/heavy-requests';
import { createTestApp, loginWithCsrf, type CookieJar, type TestContext } from '../helpers';

const TODAY = '2026-11-01';
const POD = 'AT0030000000000000000000000100001';
const CAN = '400012345001';

let ctx: TestContext;
let max: { jar: CookieJar; token: string };
beforeAll(async () => {
  ctx = await createTestApp({ seed: { today: TODAY, days: 20 } });
  max = await loginWithCsrf(ctx.app, 'max.mustermann');
  // A year of history without seeding a year of quarter-hours: the range check admits it, the values are few.
  await ctx.db.query(`UPDATE pods SET minimum_date = '2025-11-01'`);
});
afterAll(() => ctx.close());

const post = (url: string, payload: unknown) => postTo(`/service/v1.0/consumptions/profile/active${url}`, payload);
const pod = (from: string, to: string, granularity = 'QUARTER_OF_AN_HOUR') => ({
  contractAccountNumber: CAN,
  meterPointAdministrationNumber: POD,
  type: 'ACTIVE_CURRENT',
  timerange: { from, to },
  bestAvailableGranularity: granularity,
});
const postTo = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url,
    headers: { cookie: max.jar.header(), 'x-xsrf-token': max.token, ...headers },
    payload: payload as object,
  });

describe('the cost of one profile request', () => {
  it('counts series × days × values per day of the granularity', () => {
    expect(seriesValues({ from: '2026-01-01', to: '2026-01-01', granularity: 'QUARTER_OF_AN_HOUR' })).toBe(100);
    expect(seriesValues({ from: '2026-01-01', to: '2026-12-31', granularity: 'DAY' })).toBe(365);
    expect(requestCostErrors(Array(5).fill({ from: '2025-11-01', to: '2026-10-31', granularity: 'QUARTER_OF_AN_HOUR' }))).toEqual([]);
  });

  it.each([
    '/service/v1.0/consumptions/profile/active',
    '/service/v1.0/consumptions/profile/active/download',
    '/service/v1.0/consumptions/profiles/download',
  ])('answers 400 naming the limit for 20 meter points × a year of quarter-hours (%s)', async (url) => {
    const response = await postTo(url, { dimension: 'ENERGY', pods: Array(20).fill(pod('2025-11-01', '2026-10-31')) });
    expect(response.statusCode).toBe(400);
    const [error] = response.json<{ path: string; message: string }[]>();
    expect(error.path).toBe('general');
    expect(error.message).toContain(MAX_VALUES_PER_REQUEST.toLocaleString('de-AT').replace(/\s/g, '.'));
  });

  it('serves the same 20 meter points × a year by day', async () => {
    const response = await post('', { dimension: 'ENERGY', pods: Array(20).fill(pod('2025-11-01', '2026-10-31', 'DAY')) });
    expect(response.statusCode).toBe(200);
  });
});

describe('concurrent heavy requests of one caller', () => {
  /** The limit on a route whose answers wait until the test lets them go. */
  async function gatedApp(lookupMs = 0) {
    const app = Fastify();
    app.decorateRequest('auth', null);
    app.addHook('onRequest', async (request) => {
      // Stands for the session lookup that precedes the limit.
      if (lookupMs) await new Promise((resolve) => setTimeout(resolve, lookupMs));
      const [kind, id] = String(request.headers['x-caller']).split(':');
      const userId = Number(id);
      request.auth = kind === 'token' ? { kind: 'token', userId } : { kind: 'session', session: { idHash: id, userId, user: {} as never } };
    });
    registerHeavyRequestLimit(app);
    let open: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (open = resolve));
    app.get('/heavy', { config: HEAVY_ROUTE }, async () => {
      await gate;
      return { ok: true };
    });
    await app.ready();
    const call = (caller: string) => app.inject({ method: 'GET', url: '/heavy', headers: { 'x-caller': caller } });
    return { app, call, open: () => open() };
  }

  it(`runs ${HEAVY_PER_CALLER} per user and per user's tokens at once, answers 429 with Retry-After beyond`, async () => {
    const { app, call, open } = await gatedApp();
    const running = [call('session:1'), call('session:1'), call('token:1'), call('session:2')];
    await new Promise((resolve) => setTimeout(resolve, 50));
    const limited = await call('session:1');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toMatchObject({ type: 'RATE_LIMITED' });
    open();
    expect((await Promise.all(running)).map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    // Every slot is free again once the answers are complete.
    expect((await Promise.all([call('session:1'), call('session:1')])).map((a) => a.statusCode)).toEqual([200, 200]);
    await app.close();
  });

  it('frees the slot of a client that went away before its turn', async () => {
    const { app, call, open } = await gatedApp(200);
    open();
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    for (let i = 0; i < HEAVY_PER_CALLER + 1; i += 1) {
      await new Promise<void>((resolve) => {
        const socket = connect(port, '127.0.0.1', () => {
          socket.write('GET /heavy HTTP/1.1\r\nHost: x\r\nx-caller: session:7\r\n\r\n');
          setTimeout(() => {
            socket.destroy();
            resolve();
          }, 20);
        });
      });
    }
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect((await Promise.all([call('session:7'), call('session:7')])).map((a) => a.statusCode)).toEqual([200, 200]);
    await app.close();
  });

  it('applies to both profile routes of the service and frees the slots after each answer', async () => {
    const body = { dimension: 'ENERGY', pods: [pod('2026-10-13', '2026-10-31')] };
    for (let round = 0; round < 3; round += 1) {
      const answers = await Promise.all([post('', body), post('/download', body)]);
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    }
  });
});
