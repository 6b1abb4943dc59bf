import { benchLogin, seedBenchCustomers } from '../../src/demo/bench-customers';
import { createTestApp, loginWithCsrf, type TestContext } from '../helpers';

const TODAY = '2026-11-01';
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({ seed: { today: TODAY, days: 5 } });
  await seedBenchCustomers(ctx.db, 3);
}, 120_000);
afterAll(() => ctx.close());

const profile = async (who: { jar: { header(): string }; token: string }, can: string, pod: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/service/v1.0/consumptions/profile/active',
    headers: { cookie: who.jar.header(), 'x-xsrf-token': who.token },
    payload: {
      dimension: 'ENERGY',
      pods: [
        {
          contractAccountNumber: can,
          meterPointAdministrationNumber: pod,
          type: 'ACTIVE_CURRENT',
          timerange: { from: '2026-10-30', to: '2026-10-30' },
          bestAvailableGranularity: 'QUARTER_OF_AN_HOUR',
        },
      ],
    },
  });

describe('bench customers', () => {
  it("each has its own copy of max's electricity account, with max's values and nobody else's access", async () => {
    const bench = await loginWithCsrf(ctx.app, benchLogin(2));
    const accounts = await ctx.app.inject({
      method: 'GET',
      url: '/service/v1.0/consumptions/profiles',
      headers: { cookie: bench.jar.header() },
    });
    expect(accounts.statusCode).toBe(200);
    const own = accounts.json() as {
      contractAccountNumber: string;
      meterPointAdministrationNumber: string;
      powerGenerationUnit: boolean;
    }[];
    const supply = own.find((p) => !p.powerGenerationUnit);
    expect(supply).toMatchObject({ contractAccountNumber: '490000000002' });
    const pod = supply!.meterPointAdministrationNumber;
    expect(pod).toHaveLength(33);

    const max = await loginWithCsrf(ctx.app, 'max.mustermann');
    const theirs = await profile(bench, '490000000002', pod);
    const maxs = await profile(max, '400012345001', 'AT0030000000000000000000000100001');
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json()[0].profileValues).toHaveLength(96);
    expect(theirs.json()[0].profileValues).toEqual(maxs.json()[0].profileValues);
    expect((await profile(max, '490000000002', pod)).statusCode).toBe(404);
    const other = await loginWithCsrf(ctx.app, benchLogin(3));
    expect((await profile(other, '490000000002', pod)).statusCode).toBe(404);
  });
});
