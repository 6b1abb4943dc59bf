import { createTestApp, loginWithCsrf, type CookieJar, type TestContext } from '../helpers';

const POD = 'AT0030000000000000000000000100001';
const HOLIDAY_POD = 'AT0030000000000000000000000100004';
/** Max's PV feed-in: its own meter point on the same meter. */
const FEED_IN_POD = 'AT0030000000090000000000000100001';
let ctx: TestContext;
let max: { jar: CookieJar; token: string };
let erika: { jar: CookieJar; token: string };

beforeAll(async () => {
  ctx = await createTestApp({ seed: { today: '2026-11-01', days: 10 } });
  max = await loginWithCsrf(ctx.app, 'max.mustermann');
  erika = await loginWithCsrf(ctx.app, 'erika.musterfrau');
}, 120_000);
afterAll(() => ctx.close());

const entry = (pod: string, can: string, extra: Record<string, unknown> = {}) => ({
  contractAccountNumber: can,
  meterPointAdministrationNumber: pod,
  type: 'ACTIVE_CURRENT',
  energyDirection: 'CONSUMPTION',
  timerange: { from: '2026-10-27', to: '2026-10-28' },
  bestAvailableGranularity: 'DAY',
  ...extra,
});

const download = (who: { jar: CookieJar; token: string }, pods: unknown[], query = '') =>
  ctx.app.inject({
    method: 'POST',
    url: `/service/v1.0/consumptions/profiles/download${query}`,
    headers: { cookie: who.jar.header(), 'x-xsrf-token': who.token },
    payload: { dimension: 'ENERGY', pods },
  });

describe('POST /service/v1.0/consumptions/profiles/download', () => {
  it('puts several profiles side by side, a value and a status column each, in the CSV conventions', async () => {
    const response = await download(max, [
      entry(POD, '400012345001'),
      entry(FEED_IN_POD, '400012345001', { energyDirection: 'GENERATION' }),
      entry(HOLIDAY_POD, '400012346001'),
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toBe('attachment; filename="Profile_20261027-20261028.csv"');
    expect(response.body.charCodeAt(0)).toBe(0xfeff);
    const lines = response.body.slice(1).split('\r\n');
    expect(lines[0]).toBe(
      `"Datum";"${POD} Wirkenergie (kWh)";"Status ${POD} Wirkenergie (kWh)";"${FEED_IN_POD} Wirkenergie Erzeugung (kWh)";"Status ${FEED_IN_POD} Wirkenergie Erzeugung (kWh)";` +
        `"${HOLIDAY_POD} Wirkenergie (kWh)";"Status ${HOLIDAY_POD} Wirkenergie (kWh)";`,
    );
    expect(lines[1]).toMatch(/^"27\.10\.2026 00:00";\d+,\d+;"VALID";\d+(,\d+)?;"VALID";\d+(,\d+)?;"VALID";$/);
    expect(lines[2]).toMatch(/^"28\.10\.2026 00:00";/);
    expect(lines[3]).toBe('');
  });

  it('gives ISO 8601 start and end with offset on request', async () => {
    const response = await download(max, [entry(POD, '400012345001')], '?timestamps=iso');
    const lines = response.body.slice(1).split('\r\n');
    expect(lines[0]).toMatch(/^"Beginn";"Ende";/);
    expect(lines[1]).toMatch(/^"2026-10-27T00:00:00\+01:00";"2026-10-28T00:00:00\+01:00";/);
  });

  it("refuses an empty choice and mixed ranges with the error array, and hides other customers' meter points", async () => {
    const none = await download(max, []);
    expect(none.statusCode).toBe(400);
    expect(Array.isArray(none.json())).toBe(true);
    const mixed = await download(max, [
      entry(POD, '400012345001'),
      entry(HOLIDAY_POD, '400012346001', { timerange: { from: '2026-10-20', to: '2026-10-28' } }),
    ]);
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json()).toEqual([expect.objectContaining({ path: 'pods.1.timerange' })]);
    expect((await download(erika, [entry(POD, '400012345001')])).statusCode).toBe(404);
  });
});
