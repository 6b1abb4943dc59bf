import { createTestApp, loginWithCsrf, type CookieJar, type TestContext } from '../helpers';

const POD = 'AT0030000000000000000000000100001';
const BPN = '1000012345';
const CAN = '400012345001';

let ctx: TestContext;
let max: { jar: CookieJar; token: string };
let erika: { jar: CookieJar; token: string };

beforeAll(async () => {
  ctx = await createTestApp({ seed: { days: 3 } });
  max = await loginWithCsrf(ctx.app, 'max.mustermann');
  erika = await loginWithCsrf(ctx.app, 'erika.musterfrau');
});
afterAll(() => ctx.close());

const get = (url: string, who = max) => ctx.app.inject({ method: 'GET', url, headers: { cookie: who.jar.header() } });
const post = (url: string, payload: Record<string, unknown>, who = max) =>
  ctx.app.inject({ method: 'POST', url, headers: { cookie: who.jar.header(), 'x-xsrf-token': who.token }, payload });

describe('GET /service/v1.0/consumptions/profiles', () => {
  it("lists the user's contracts with meter point and profiles, filtered by branch, active and text", async () => {
    const all = await get('/service/v1.0/consumptions/profiles');
    expect(all.statusCode).toBe(200);
    const list = all.json() as {
      contractAccountNumber: string;
      meterPointAdministrationNumber: string;
      powerGenerationUnit: boolean;
      profiles: { profileType: string; energyDirection: string }[];
      energyCommunityActive: boolean;
    }[];
    expect(list.map((e) => e.contractAccountNumber)).toEqual(expect.arrayContaining([CAN, '400012345002', '400012346001']));
    const supply = list.find((e) => e.meterPointAdministrationNumber === POD && !e.powerGenerationUnit)!;
    // The feed-in has its own meter point (Einspeisezählpunkt) with its own community series (generation side).
    const feedIn = list.find((e) => e.meterPointAdministrationNumber === 'AT0030000000090000000000000100001')!;
    expect(feedIn.powerGenerationUnit).toBe(true);
    expect(supply.energyCommunityActive).toBe(true);
    expect(supply.profiles.map((p) => p.profileType)).toEqual(expect.arrayContaining(['ACTIVE_CURRENT', 'ENERGY_COMMUNITY_OWN_COVERAGE']));
    expect(supply.profiles.map((p) => p.profileType)).not.toContain('ENERGY_COMMUNITY_GENERATION_PER_CONTRIBUTION_FACTOR');
    expect(feedIn.profiles.map((p) => `${p.profileType}/${p.energyDirection}`)).toEqual([
      'ACTIVE_CURRENT/GENERATION',
      'ENERGY_COMMUNITY_GENERATION_PER_CONTRIBUTION_FACTOR/GENERATION',
      'ENERGY_COMMUNITY_OVER_COVERAGE_PER_CONTRIBUTION_FACTOR/GENERATION',
    ]);

    const strom = (await get('/service/v1.0/consumptions/profiles?branch=STROM&activeOnly=true')).json() as {
      branch: string;
      active: boolean;
    }[];
    expect(strom.length).toBeGreaterThan(0);
    expect(strom.every((e) => e.branch === 'STROM' && e.active)).toBe(true);
    const filtered = (await get('/service/v1.0/consumptions/profiles?filter=Seeufer')).json() as { contractAccountNumber: string }[];
    expect(filtered.map((e) => e.contractAccountNumber)).toEqual(['400012346001']);
    expect((await get('/service/v1.0/consumptions/profiles?branch=WASSER')).statusCode).toBe(400);
    const others = (await get('/service/v1.0/consumptions/profiles', erika)).json() as { meterPointAdministrationNumber: string }[];
    expect(others.some((e) => e.meterPointAdministrationNumber === POD)).toBe(false);
  });
});

describe('POST /service/v1.0/pods/{bpn}/{can}/{pod}/dispatchSettings', () => {
  const url = `/service/v1.0/pods/${BPN}/${CAN}/${POD}/dispatchSettings`;
  it('switches the daily dispatch on and off and tells the user by e-mail', async () => {
    const on = await post(url, { type: 'PROFILE_DAILY_DISPATCH', action: 'ACTIVATE' });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual({ monthlyProfileDispatchActive: true, dailyProfileDispatchActive: true, email: 'max.mustermann@example.at' });
    const detail = await get(`/service/v1.0/contract-accounts/${BPN}/${CAN}`);
    expect(detail.json().contracts.find((c: { powerGenerationUnit: boolean }) => !c.powerGenerationUnit).dailyProfileDispatchActive).toBe(
      true,
    );
    const off = await post(url, { type: 'PROFILE_DAILY_DISPATCH', action: 'DEACTIVATE' });
    expect(off.json().dailyProfileDispatchActive).toBe(false);
    const mails = await ctx.db.query<{ subject: string }>(
      "SELECT subject FROM mail_outbox WHERE recipient = 'max.mustermann@example.at' ORDER BY id",
    );
    expect(mails.rows.map((m) => m.subject)).toEqual(
      expect.arrayContaining(['Lastprofil-Versand aktiviert', 'Lastprofil-Versand deaktiviert']),
    );
  });

  it('answers bad input with 400, a meter point without load curve with 400 and foreign numbers with 404, changing nothing', async () => {
    expect((await post(url, { type: 'WEEKLY', action: 'ACTIVATE' })).statusCode).toBe(400);
    const noCurve = await post(`/service/v1.0/pods/1000012346/400012346001/AT0030000000000000000000000100004/dispatchSettings`, {
      type: 'PROFILE_MONTHLY_DISPATCH',
      action: 'ACTIVATE',
    });
    expect(noCurve.statusCode).toBe(400);
    expect(noCurve.json()).toEqual([expect.objectContaining({ path: 'type' })]);
    expect((await post(url, { type: 'PROFILE_MONTHLY_DISPATCH', action: 'DEACTIVATE' }, erika)).statusCode).toBe(404);
    const detail = await get(`/service/v1.0/contract-accounts/${BPN}/${CAN}`);
    expect(detail.json().contracts.find((c: { powerGenerationUnit: boolean }) => !c.powerGenerationUnit).monthlyProfileDispatchActive).toBe(
      true,
    );
  });
});

describe('constants', () => {
  it('serves reading types, comparison profiles and meter reasons', async () => {
    expect((await get('/service/v1.0/constants/reading-types')).json()).toMatchObject({
      K: expect.any(String),
      N: expect.any(String),
      R: expect.any(String),
    });
    expect((await get('/service/v1.0/constants/compare-values')).json()).toEqual({
      H0: { text: 'Standardlastprofil Haushalt (H0)', branch: 'STROM' },
    });
    expect(Object.keys((await get('/service/v1.0/constants/meter-reasons')).json()).length).toBeGreaterThan(3);
    expect((await ctx.app.inject({ method: 'GET', url: '/service/v1.0/constants/reading-types' })).statusCode).toBe(401);
  });
});
