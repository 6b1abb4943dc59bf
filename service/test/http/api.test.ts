import { DEMO } from '../../src/demo/seed';
import { createTestApp, login, loginWithCsrf, type TestContext } from '../helpers';

let ctx: TestContext;
let maxCookie: string;
let gruberCookie: string;
beforeAll(async () => {
  ctx = await createTestApp();
  maxCookie = (await login(ctx.app, 'max.mustermann')).jar.header();
  gruberCookie = (await login(ctx.app, 'hausverwaltung.gruber')).jar.header();
});
afterAll(async () => ctx.close());

const get = (url: string, cookie?: string) =>
  ctx.app.inject({ url, headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) } });

describe('maintenance', () => {
  it('answers every /service call with 503 JSON while switched on, at run time', async () => {
    ctx.app.maintenance.set(true);
    try {
      for (const url of ['/service/v1.0/session', '/service/v1.0/dashboard', '/service/nothing-here']) {
        const response = await get(url, maxCookie);
        expect(response.statusCode).toBe(503);
        expect(response.headers['content-type']).toMatch(/^application\/json/);
        expect(response.json()).toEqual({ type: 'MAINTENANCE', message: 'Derzeit wird das System gewartet.' });
      }
      const loginAttempt = await login(ctx.app, 'max.mustermann');
      expect(loginAttempt.response.statusCode).toBe(503);
    } finally {
      ctx.app.maintenance.set(false);
    }
    expect((await get('/service/v1.0/session')).statusCode).toBe(200);
  });

  it('starts switched on with MAINTENANCE in the configuration', async () => {
    const other = await createTestApp({ seed: false, config: { maintenance: true } });
    try {
      expect((await other.app.inject({ url: '/service/v1.0/session' })).statusCode).toBe(503);
    } finally {
      await other.close();
    }
  });
});

describe('contents', () => {
  it('answers a content item by key without a session', async () => {
    const response = await get('/service/v1.0/contents/contract.error.general');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      key: 'contract.error.general',
      bodyText: 'Die Vertragsdaten konnten nicht geladen werden. Bitte versuchen Sie es später erneut.',
    });
  });

  it('has the message keys of the account pages as plain text', async () => {
    for (const key of [
      'e_comm.error.accept_conditions.false',
      'profile.user.update_email.error.general',
      'password.change.error.general',
      'profile.business_partner.update_address.error.general',
      'profile.business_partner.update_phone.error.general',
      'activation.error.general',
      'activation.error.blocked',
      'api-token.generate.message.error',
      'api-token.invalidate.message.error',
      'api-token.invalidate.message.success',
    ]) {
      const response = await get(`/service/v1.0/contents/plain/${key}`);
      expect(response.statusCode).toBe(200);
      expect(response.json().bodyText).toMatch(/^[A-ZÄÖÜ].+\.$/);
    }
    const activation = await get('/service/v1.0/contents/plain/activation.error.general');
    expect(activation.json().bodyText).toMatch(/^Das Benutzerkonto konnte nicht erfolgreich aktiviert werden/);
    const blocked = await get('/service/v1.0/contents/plain/activation.error.blocked');
    expect(blocked.json().bodyText).toMatch(/^Der Aktivierungscode wurde zu oft falsch eingegeben.*Kundenservice/);
  });

  it('has the legal pages; privacy carries the cookie-settings hook and accessibility a feedback contact', async () => {
    for (const key of ['privacy', 'impress', 'termsOfService', 'accessibility', 'login.maintenance-banner', 'login.help']) {
      expect((await get(`/service/v1.0/contents/${key}`)).statusCode).toBe(200);
    }
    expect((await get('/service/v1.0/contents/privacy')).json().body).toContain('data-cookie-settings');
    const accessibility = (await get('/service/v1.0/contents/accessibility')).json();
    expect(accessibility.body).toMatch(/mailto:/);
    expect(accessibility.bodyText).toMatch(/WZG/);
  });

  it('answers the plain variant with a text body and the multiple variant by prefix', async () => {
    const plain = (await get('/service/v1.0/contents/plain/privacy')).json();
    expect(plain.body).not.toMatch(/</);
    const help = (await get('/service/v1.0/contents/multiple/help.smartMeterType')).json() as { key: string }[];
    expect(help.map((h) => h.key)).toContain('help.smartMeterType.ADVANCED_SMART_METER');
    expect(help.length).toBe(7);
  });

  it('answers 404 for an unknown key and 400 for a malformed one', async () => {
    expect((await get('/service/v1.0/contents/gibt.es.nicht')).statusCode).toBe(404);
    const bad = await get('/service/v1.0/contents/%3Cscript%3E');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual([{ path: 'key', message: 'Ungültiges Format', number: 2 }]);
  });
});

describe('dashboard', () => {
  it("shows max's partners and accounts, active first, without search", async () => {
    const response = await get('/service/v1.0/dashboard', maxCookie);
    expect(response.statusCode).toBe(200);
    const dashboard = response.json();
    expect(dashboard.businessPartners.map((p: { businessPartnerNumber: string }) => p.businessPartnerNumber)).toEqual([
      ...DEMO.max.businessPartners,
    ]);
    expect(dashboard.businessPartners[1]).toMatchObject({ ecommunicationInactive: true, ecommunicationActive: false });
    expect(dashboard.displaySearch).toBe(false);
    expect(dashboard.totalNumberOfContractAccounts).toBe(4);
    expect(dashboard.branches).toEqual(['STROM', 'GAS']);
    const actives = dashboard.contractAccounts.map((a: { active: boolean }) => a.active);
    expect(actives).toEqual([true, true, true, false]);
    const smart = dashboard.contractAccounts.find(
      (a: { contractAccountNumber: string }) => a.contractAccountNumber === DEMO.max.smartMeterAccount,
    );
    expect(smart).toMatchObject({ branch: 'STROM', numberOfContracts: 2, address: 'Lindenweg 7, 4020 Linz' });
    expect(smart.contracts[0].meterPointAdministrationNumber).toBe(DEMO.max.smartMeterPod);
  });

  it('displays the search for the property manager with 60 accounts', async () => {
    const dashboard = (await get('/service/v1.0/dashboard', gruberCookie)).json();
    expect(dashboard.totalNumberOfContractAccounts).toBe(60);
    expect(dashboard.displaySearch).toBe(true);
    // A company has no person's names; the keys are there all the same (API-COMPAT: clients read them by key).
    expect(dashboard.businessPartners[0].entity).toMatchObject({
      fullname: 'Hausverwaltung Gruber GmbH',
      firstname: null,
      lastname: null,
      salutation: null,
    });
  });

  it('filters headers by branch, text and active-only', async () => {
    const all = (await get('/service/v1.0/dashboard/headers?branch=&filter=&activeOnly=false', gruberCookie)).json();
    expect(all).toHaveLength(60);
    const gas = (await get('/service/v1.0/dashboard/headers?branch=GAS', gruberCookie)).json() as { branch: string }[];
    expect(gas.length).toBe(20);
    expect(gas.every((a) => a.branch === 'GAS')).toBe(true);
    const active = (await get('/service/v1.0/dashboard/headers?activeOnly=true', gruberCookie)).json() as { active: boolean }[];
    expect(active.every((a) => a.active)).toBe(true);
    expect(active.length).toBeLessThan(60);
    const byNumber = (await get('/service/v1.0/dashboard/headers?filter=400034567007', gruberCookie)).json();
    expect(byNumber.map((a: { contractAccountNumber: string }) => a.contractAccountNumber)).toEqual(['400034567007']);
    const byMeterPoint = (await get(`/service/v1.0/dashboard/headers?filter=${DEMO.max.smartMeterPod.toLowerCase()}`, maxCookie)).json();
    expect(byMeterPoint).toHaveLength(1);
    const byCity = (await get('/service/v1.0/dashboard/headers?filter=SEEWALCHEN', maxCookie)).json();
    expect(byCity.map((a: { contractAccountNumber: string }) => a.contractAccountNumber)).toEqual([DEMO.max.holidayHomeAccount]);
  });

  it('finds a meter point or account number typed grouped as the portal shows it; other text matches as typed', async () => {
    const names = (accounts: { contractAccountNumber: string }[]) => accounts.map((a) => a.contractAccountNumber);
    const headers = async (filter: string) =>
      (await get(`/service/v1.0/dashboard/headers?filter=${encodeURIComponent(filter)}`, gruberCookie)).json();
    const grouped = await headers('AT 003000 00000 00000000000000100033');
    expect(grouped).toHaveLength(1);
    expect(grouped[0].contracts[0].meterPointAdministrationNumber).toBe('AT0030000000000000000000000100033');
    expect(names(await headers(' 4000 3456 7007 '))).toEqual(['400034567007']);
    const [first] = await headers('400034567001');
    expect(names(await headers(first.description))).toContain('400034567001');
    // Spaces count in descriptions and addresses: a query without them is another text.
    expect(names(await headers(first.description.replace(/\s+/g, '')))).not.toContain('400034567001');
  });

  it('rejects an unknown branch with the error array', async () => {
    const response = await get('/service/v1.0/dashboard/headers?branch=WASSER', gruberCookie);
    expect(response.statusCode).toBe(400);
    expect(response.json()[0]).toMatchObject({ path: 'branch' });
  });
});

describe('contract account detail', () => {
  const url = (bp: string, can: string) => `/service/v1.0/contract-accounts/${bp}/${can}`;

  it("answers max's smart-meter account from stored data", async () => {
    const response = await get(url(DEMO.max.businessPartners[0], DEMO.max.smartMeterAccount), maxCookie);
    expect(response.statusCode).toBe(200);
    const detail = response.json();
    expect(detail).toMatchObject({
      businessPartnerNumber: '1000012345',
      address: { postcode: '4020', city: 'Linz', street: 'Lindenweg', housenumber: '7' },
      invoiceSettings: { paperless: 'WAITING' },
      installmentAgreement: { currentAmount: 85, changeable: true },
      bankAccountIn: { iban: expect.stringMatching(/^AT\d{18}$/) },
    });
    expect(detail.invoices[0]).toEqual(
      expect.objectContaining({
        invoiceNumber: expect.stringMatching(/^\d{12}$/),
        invoiceDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      }),
    );
    const [supply, feedIn] = detail.contracts;
    expect(supply).toMatchObject({
      smartMeterType: 'ADVANCED_SMART_METER',
      profileActive: true,
      supplier: { id: '100230' },
      synthProfile: 'Haushalt',
      synthProfileCode: 'H0',
      energyCommunityData: { energyCommunityActive: true },
    });
    expect(supply.pointOfDelivery.profiles).toEqual([
      expect.objectContaining({ profileType: 'ACTIVE_CURRENT', energyDirection: 'CONSUMPTION', granularity: 'QUARTER_OF_AN_HOUR' }),
    ]);
    expect(supply.pointOfDelivery.maximumDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(supply.energyCommunityData.timeslices[0].profiles.map((p: { profileType: string }) => p.profileType).sort()).toEqual([
      'ENERGY_COMMUNITY_ALLOCATED_PLANT_PRODUCTION',
      'ENERGY_COMMUNITY_CONSUMPTION_PER_CONTRIBUTION_FACTOR',
      'ENERGY_COMMUNITY_OVER_COVERAGE',
      'ENERGY_COMMUNITY_OWN_COVERAGE',
      'ENERGY_COMMUNITY_OWN_COVERAGE_TOTAL',
      'ENERGY_COMMUNITY_REMAINING_GRID_USAGE',
    ]);
    expect(feedIn).toMatchObject({ powerGenerationUnit: true, generationData: { trafficLightColor: 'GREEN' } });
    expect(feedIn.pointOfDelivery.profiles[0]).toMatchObject({ energyDirection: 'GENERATION' });
  });

  it("answers 404 for another customer's account and for numbers that do not exist, alike", async () => {
    const erika = await get(url(DEMO.erika.businessPartner, DEMO.erika.accounts[0]), maxCookie);
    const mixed = await get(url(DEMO.max.businessPartners[0], DEMO.erika.accounts[0]), maxCookie);
    const missing = await get(url('1999999999', '499999999999'), maxCookie);
    for (const response of [erika, mixed, missing]) {
      expect(response.statusCode).toBe(404);
      expect(response.body).toBe(missing.body);
    }
    // Erika herself sees it.
    const own = (await login(ctx.app, 'erika.musterfrau')).jar.header();
    expect((await get(url(DEMO.erika.businessPartner, DEMO.erika.accounts[0]), own)).statusCode).toBe(200);
  });

  it('answers 400 with the error array for malformed numbers', async () => {
    const response = await get(url('10000x2345', '4000123450AB'), maxCookie);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(
      expect.arrayContaining([
        { path: 'businessPartnerNumber', message: 'Ungültiges Format', number: 2 },
        { path: 'contractAccountNumber', message: 'Ungültiges Format', number: 2 },
      ]),
    );
  });

  it('answers 401 without a session before looking at the input', async () => {
    expect((await get(url('abc', 'def'))).statusCode).toBe(401);
  });
});

describe('bad input never answers 500', () => {
  it('malformed JSON on login and on a CSRF-protected call answers 400', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/service/j_security_check',
      headers: { 'content-type': 'application/json' },
      payload: '{"j_username": "max",',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual([{ path: 'general', message: 'Ungültiges JSON', number: 2 }]);

    const { jar, token } = await loginWithCsrf(ctx.app, 'max.mustermann');
    const reset = await ctx.app.inject({
      method: 'POST',
      url: '/service/v1.0/session/reset',
      headers: { cookie: jar.header(), 'x-xsrf-token': token, 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(reset.statusCode).toBe(400);
    expect(reset.json()[0].path).toBe('general');
  });

  it('prototype-poisoning bodies and wrong types answer 400', async () => {
    const poisoned = await ctx.app.inject({
      method: 'POST',
      url: '/service/j_security_check',
      headers: { 'content-type': 'application/json' },
      payload: '{"__proto__": {"x": 1}, "j_username": "a", "j_password": "b"}',
    });
    expect(poisoned.statusCode).toBe(400);
    const typed = await ctx.app.inject({
      method: 'POST',
      url: '/service/j_security_check',
      payload: { j_username: ['a'], j_password: { x: 1 } },
    });
    expect(typed.statusCode).toBe(400);
    expect(typed.json().map((e: { path: string }) => e.path)).toContain('j_password');
  });

  it('unknown /service routes answer 404 JSON', async () => {
    const response = await get('/service/v1.0/does-not-exist');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
  });
});

describe('OpenAPI', () => {
  it('publishes the routes from their schemas', async () => {
    const response = await get('/service/openapi.json');
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info.title).toBe('Netzportal API');
    expect(doc.info.description).toMatch(/X-XSRF-TOKEN/);
    for (const path of [
      '/service/j_security_check',
      '/service/v1.0/session',
      '/service/v1.0/dashboard',
      '/service/v1.0/dashboard/headers',
      '/service/v1.0/contract-accounts/{businessPartnerNumber}/{contractAccountNumber}',
      '/service/v1.0/contents/{key}',
    ]) {
      expect(doc.paths).toHaveProperty([path]);
    }
    expect(Object.keys(doc.paths).every((p: string) => p.startsWith('/service/'))).toBe(true);
  });

  it('compresses large JSON answers', async () => {
    const response = await ctx.app.inject({ url: '/service/openapi.json', headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers['content-encoding']).toBe('gzip');
  });
});
