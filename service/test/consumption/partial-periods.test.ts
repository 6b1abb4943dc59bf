import { changeQuarterHours } from './quarter-hours';
import { createTestApp, loginWithCsrf, type CookieJar, type TestContext } from '../helpers';

const POD = 'AT0030000000000000000000000100001';
let ctx: TestContext;
let max: { jar: CookieJar; token: string };

beforeAll(async () => {
  ctx = await createTestApp({ seed: { today: '2026-11-01', days: 10 } });
  max = await loginWithCsrf(ctx.app, 'max.mustermann');
  // One hour missing on 28.10., one calculated quarter-hour on 29.10. (Vienna: UTC+1 after 25.10.).
  await changeQuarterHours(ctx.db, {
    where: `q.profile_type = 1 AND q.ts >= '2026-10-28T08:00:00Z' AND q.ts < '2026-10-28T09:00:00Z'`,
    value: 'NULL',
    status: '5',
  });
  await changeQuarterHours(ctx.db, { where: `q.profile_type = 1 AND q.ts = '2026-10-29T10:00:00Z'`, status: '1' });
}, 120_000);
afterAll(() => ctx.close());

interface Value {
  datetime: string;
  value: number | null;
  status: string;
  missingCount?: number;
  calculatedCount?: number;
  partCount?: number;
}

describe('periods with some missing or calculated parts', () => {
  it('carry how many quarter-hours are missing or calculated, of how many; whole periods carry nothing', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/service/v1.0/consumptions/profile/active',
      headers: { cookie: max.jar.header(), 'x-xsrf-token': max.token },
      payload: {
        dimension: 'ENERGY',
        pods: [
          {
            contractAccountNumber: '400012345001',
            meterPointAdministrationNumber: POD,
            type: 'ACTIVE_CURRENT',
            timerange: { from: '2026-10-27', to: '2026-10-29' },
            bestAvailableGranularity: 'DAY',
          },
        ],
      },
    });
    expect(response.statusCode).toBe(200);
    const [{ profileValues }] = response.json() as { profileValues: Value[] }[];
    const [whole, partlyMissing, partlyCalculated] = profileValues;
    expect(whole.missingCount).toBeUndefined();
    expect(partlyMissing).toMatchObject({ status: 'MISSING', missingCount: 4, calculatedCount: 0, partCount: 96 });
    expect(partlyMissing.value).not.toBeNull();
    expect(partlyCalculated).toMatchObject({ status: 'CALCULATED', missingCount: 0, calculatedCount: 1, partCount: 96 });
  });
});
