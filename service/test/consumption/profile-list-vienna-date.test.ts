import { addDays, viennaDayStart, viennaToday } from '../../src/dates/local-dates';
import { sessionCall } from '../account-helpers';
import { createTestApp, loginWithCsrf, type TestContext } from '../helpers';
import { runClockFrom } from '../test-clock';

// Half past midnight in Vienna: in UTC (and on a database server in UTC) it is still yesterday.
const today = viennaToday();
runClockFrom(viennaDayStart(today).getTime() + 30 * 60_000);

const POD = 'AT0030000000000000000000000100001';

let ctx: TestContext;
let max: ReturnType<typeof sessionCall>;
beforeAll(async () => {
  ctx = await createTestApp({ seed: { days: 3 } });
  max = sessionCall(ctx.app, await loginWithCsrf(ctx.app, 'max.mustermann'));
});
afterAll(() => ctx.close());

async function supplyEntry(): Promise<{ energyCommunityActive: boolean }> {
  const response = await max('GET', '/service/v1.0/consumptions/profiles');
  expect(response.statusCode).toBe(200);
  const list = response.json() as {
    meterPointAdministrationNumber: string;
    powerGenerationUnit: boolean;
    energyCommunityActive: boolean;
  }[];
  return list.find((e) => e.meterPointAdministrationNumber === POD && !e.powerGenerationUnit)!;
}
const endMemberships = (lastDay: string) =>
  ctx.db.query(
    `UPDATE energy_community_memberships SET valid_to = $2
      WHERE pod_id = (SELECT id FROM pods WHERE meter_point_number = $1)`,
    [POD, lastDay],
  );

describe('the profile list counts community memberships by the date in Vienna', () => {
  it('a membership that ended yesterday is over just after midnight in Vienna', async () => {
    expect(viennaToday()).toBe(today);
    expect((await supplyEntry()).energyCommunityActive).toBe(true);
    await endMemberships(addDays(today, -1));
    expect((await supplyEntry()).energyCommunityActive).toBe(false);
    await endMemberships(today);
    expect((await supplyEntry()).energyCommunityActive).toBe(true);
  });
});
