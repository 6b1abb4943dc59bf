import { MAX_VALUES_PER_REQUEST, requestCostErrors, seriesValues } from '../../src/consumption/request-cost';
import { HEAVY_PER_CALLER } from '../../src/http/heavy-requests';
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

const pod = (from: string, to: string, granularity = 'QUARTER_OF_AN_HOUR') => ({
  contractAccountNumber: CAN,
  meterPointAdministrationNumber: POD,
  type: 'ACTIVE_CURRENT',
  timerange: { from, to },
  bestAvailableGranularity: granularity,
});
const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: `/service/v1.0/consumptions/profile/active${url}`,
    headers: { cookie: max.jar.header(), 'x-xsrf-token': max.token, ...headers },
    payload: payload as object,
  });

describe('the cost of one profile request', () => {
  it('counts series × days × values per day of the granularity', () => {
    expect(seriesValues({ from: '2026-01-01', to: '2026-01-01', granularity: 'QUARTER_OF_AN_HOUR' })).toBe(100);
    expect(seriesValues({ from: '2026-01-01', to: '2026-12-31', granularity: 'DAY' })).toBe(365);
    expect(requestCostErrors(Array(5).fill({ from: '2025-11-01', to: '2026-10-31', granularity: 'QUARTER_OF_AN_HOUR' }))).toEqual([]);
  });

  it.each(['', '/download'])('answers 400 naming the limit for 20 meter points × a year of quarter-hours (%s)', async (url) => {
    const response = await post(url, { dimension: 'ENERGY', pods: Array(20).fill(pod('2025-11-01', '2026-10-31')) });
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
  it(`runs ${HEAVY_PER_CALLER} at once and answers 429 with Retry-After beyond; the slots free up afterwards`, async () => {
    const body = { dimension: 'ENERGY', pods: [pod('2026-10-13', '2026-10-31')] };
    const answers = await Promise.all(Array.from({ length: HEAVY_PER_CALLER + 2 }, (_, i) => post(i % 2 ? '/download' : '', body)));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(HEAVY_PER_CALLER);
    expect(statuses.filter((s) => s === 429)).toHaveLength(2);
    const limited = answers.find((a) => a.statusCode === 429);
    expect(Number(limited?.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited?.json()).toMatchObject({ type: 'RATE_LIMITED' });
    // Every slot is free again once the answers are complete.
    const again = await Promise.all(Array.from({ length: HEAVY_PER_CALLER }, () => post('/download', body)));
    expect(again.map((a) => a.statusCode)).toEqual(Array(HEAVY_PER_CALLER).fill(200));
  });

  it('counts each user apart: another user is not slowed by the first one’s downloads', async () => {
    const erika = await loginWithCsrf(ctx.app, 'erika.musterfrau');
    const body = { dimension: 'ENERGY', pods: [pod('2026-10-13', '2026-10-31')] };
    const mine = Array.from({ length: HEAVY_PER_CALLER }, () => post('/download', body));
    const other = ctx.app.inject({ method: 'GET', url: '/service/v1.0/consumptions/profiles', headers: { cookie: erika.jar.header() } });
    const answers = await Promise.all([...mine, other]);
    expect(answers.map((a) => a.statusCode)).toEqual(Array(HEAVY_PER_CALLER + 1).fill(200));
  });
});
