import type { Consent, ConsentRequest } from '@portal/shared/contract/consents';
import { addDays, viennaToday } from '../../src/dates/local-dates';
import { CONSENT_DEMO } from '../../src/demo/seed-consents';
import { sessionCall } from '../account-helpers';
import { createTestApp, loginWithCsrf, type TestContext } from '../helpers';
import { runClockFromViennaNoon } from '../test-clock';

runClockFromViennaNoon();

let ctx: TestContext;
let max: ReturnType<typeof sessionCall>;
let erika: ReturnType<typeof sessionCall>;
let gruber: ReturnType<typeof sessionCall>;
const today = viennaToday();
const M = CONSENT_DEMO.max;

beforeAll(async () => {
  ctx = await createTestApp({ seed: { days: 3 } });
  max = sessionCall(ctx.app, await loginWithCsrf(ctx.app, 'max.mustermann'));
  erika = sessionCall(ctx.app, await loginWithCsrf(ctx.app, 'erika.musterfrau'));
  gruber = sessionCall(ctx.app, await loginWithCsrf(ctx.app, 'hausverwaltung.gruber'));
  // Seeding and three logins take a while on a busy machine.
}, 240_000);
afterAll(() => ctx.close());

const requestOf = async (call: typeof max, id: string) =>
  (await call('GET', `/service/v1.0/consent-requests/${id}`)).json() as ConsentRequest;
const consentsOf = async (call: typeof max, query = '') => (await call('GET', `/service/v1.0/consents${query}`)).json() as Consent[];

describe('reading requests', () => {
  it('lists the customer’s requests with the spec’s fields, statuses decided when read', async () => {
    const response = await max('GET', '/service/v1.0/consent-requests');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    const requests = response.json() as ConsentRequest[];
    const byId = new Map(requests.map((r) => [r.id, r]));
    expect([...byId.keys()].sort()).toEqual([M.energyCommunityRequest, M.timedOutRequest, M.openRequest, M.qrCodeRequest].sort());
    expect(byId.get(M.openRequest)).toMatchObject({
      status: 'REQUESTED',
      pod: M.smartMeterPod,
      address: 'Lindenweg 7, 4020 Linz',
      serviceProvider: 'EP100845',
      serviceProviderName: 'Stromblick Energiedaten GmbH',
      datatype: 'LOAD_PROFILE',
      granularity: 'QUARTER_OF_AN_HOUR',
      periodicity: 'DAILY',
      validThrough: { from: today, to: addDays(today, 364) },
      changeable: true,
      energyCommunityConsentRequest: false,
      contributionPercentage: null,
    });
    expect(byId.get(M.openRequest)).not.toHaveProperty('energyDirection');
    expect(byId.get(M.qrCodeRequest)?.status).toBe('QR_CODE_SENT');
    expect(byId.get(M.timedOutRequest)).toMatchObject({ status: 'TIMEOUT', changeable: false, selectablePods: [] });
    expect(byId.get(M.energyCommunityRequest)).toMatchObject({
      energyCommunityConsentRequest: true,
      energyDirection: 'GENERATION',
      contributionPercentage: '100',
      validThrough: { to: '9999-12-31' },
    });
  });

  it('filters by comma-separated statuses and rejects unknown statuses with the error array', async () => {
    const open = (await max('GET', '/service/v1.0/consent-requests?status=REQUESTED,QR_CODE_SENT')).json() as ConsentRequest[];
    expect(open.map((r) => r.status).sort()).toEqual(['QR_CODE_SENT', 'REQUESTED', 'REQUESTED']);
    const bad = await max('GET', '/service/v1.0/consent-requests?status=ACTIVE,KAPUTT');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual([expect.objectContaining({ path: 'status', number: expect.any(Number) })]);
  });

  it('offers only fitting metering points: the feed-in contract for a generation-side community, supply for the app', async () => {
    const community = await requestOf(max, M.energyCommunityRequest);
    expect(community.selectablePods).toEqual([
      {
        contractNumber: M.feedInContract,
        branch: 'STROM',
        meterPointAdministrationNumber: M.feedInPod,
        address: 'Lindenweg 7, 4020 Linz',
      },
    ]);
    const app = await requestOf(max, M.openRequest);
    const contracts = app.selectablePods.map((p) => p.contractNumber);
    expect(contracts).toEqual(expect.arrayContaining(['300012345001', M.feedInContract]));
    // Gas and the ended account never fit.
    expect(app.selectablePods.every((p) => p.branch === 'STROM')).toBe(true);
    expect(contracts).not.toContain('300012345003');
  });

  it('gives gruber a request with more than six fitting metering points', async () => {
    const request = await requestOf(gruber, CONSENT_DEMO.gruber.flexibilityRequest);
    expect(request.selectablePods.length).toBeGreaterThan(6);
  });

  it('answers 404 for an unknown request and for another customer’s, and 400 for a malformed id', async () => {
    for (const id of ['ZZZZ9999', CONSENT_DEMO.erika.openRequest]) {
      const response = await max('GET', `/service/v1.0/consent-requests/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Für diese Anfrage-ID ist keine Anfrage hinterlegt.');
    }
    expect((await erika('GET', `/service/v1.0/consent-requests/${CONSENT_DEMO.erika.openRequest}`)).statusCode).toBe(200);
    for (const id of ['AB-12', 'A'.repeat(36), 'ab%20cd']) {
      const response = await max('GET', `/service/v1.0/consent-requests/${id}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual([expect.objectContaining({ path: 'requestId' })]);
    }
  });

  it('finds a request typed in lower case', async () => {
    expect((await max('GET', `/service/v1.0/consent-requests/${M.openRequest.toLowerCase()}`)).json().id).toBe(M.openRequest);
  });
});

describe('reading consents', () => {
  it('lists the full history in the live shapes, concluded and timed-out ones decided when read', async () => {
    const consents = await consentsOf(max);
    const byId = new Map(consents.map((c) => [c.id, c]));
    expect(byId.get(M.activeEnergyCommunityConsent)).toMatchObject({
      status: 'ACTIVE',
      serviceProvider: 'RC100417',
      energyCommunityConsent: true,
      energyDirection: 'CONSUMPTION',
      contributionPercentage: '60',
      changeable: true,
      validThrough: { to: '9999-12-31' },
    });
    expect(byId.get(M.activeEnergyCommunityConsent)?.contributionPercentageHistory.map((h) => [h.status, h.value])).toEqual([
      ['INACTIVE', '40'],
      ['ACTIVE', '60'],
      ['NEW', '70'],
    ]);
    expect(byId.get(M.unchangeableConsent)).toMatchObject({ status: 'ACTIVE_UNCHANGEABLE', changeable: false });
    expect(byId.get(M.revokedConsent)?.status).toBe('REVOKED');
    expect(byId.get(M.concludedConsent)).toMatchObject({ status: 'CONCLUDED', changeable: false });
    expect(byId.get(M.timedOutConsent)).toMatchObject({ status: 'TIMEOUT', changeable: false });
    expect(byId.get(M.qrCodeConsent)?.status).toBe('QR_CODE_SENT');
    for (const consent of consents.filter((c) => !c.energyCommunityConsent)) {
      expect(consent).not.toHaveProperty('energyDirection');
    }
    expect(byId.has(CONSENT_DEMO.erika.activeConsent)).toBe(false);
  });

  it('filters ?status=ACTIVE,ACTIVE_UNCHANGEABLE as existing clients call it', async () => {
    const running = await consentsOf(max, '?status=ACTIVE,ACTIVE_UNCHANGEABLE');
    expect(running.map((c) => c.id).sort()).toEqual(
      [
        M.activeEnergyCommunityConsent,
        M.citizenCommunityConsent,
        M.citizenCommunityFeedInConsent,
        M.dynamicCommunityConsent,
        M.unchangeableConsent,
      ].sort(),
    );
  });
});

describe('API token (Bearer)', () => {
  let token: string;
  const bearer = (method: 'GET' | 'PUT', url: string, payload?: unknown) =>
    ctx.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  beforeAll(async () => {
    token = (await max('PUT', '/service/api-tokens/generate', { validForDays: 0 })).json().token as string;
  });

  it('reads the consents and the requests', async () => {
    const consents = await bearer('GET', '/service/v1.0/consents?status=ACTIVE,ACTIVE_UNCHANGEABLE');
    expect(consents.statusCode).toBe(200);
    expect((consents.json() as Consent[]).length).toBe(5);
    expect((await bearer('GET', '/service/v1.0/consent-requests')).statusCode).toBe(200);
    expect((await bearer('GET', `/service/v1.0/consent-requests/${M.openRequest}`)).statusCode).toBe(200);
  });

  it('changes nothing: confirm, reject and revoke answer 403', async () => {
    const pods = (await requestOf(max, M.openRequest)).selectablePods.slice(0, 1);
    expect(
      (await bearer('PUT', `/service/v1.0/consent-requests/${M.openRequest}/confirm`, { acceptConditions: true, pods })).statusCode,
    ).toBe(403);
    expect((await bearer('PUT', `/service/v1.0/consent-requests/${M.openRequest}/reject`)).statusCode).toBe(403);
    expect((await bearer('PUT', `/service/v1.0/consents/${M.activeEnergyCommunityConsent}/revoke`)).statusCode).toBe(403);
    expect((await requestOf(max, M.openRequest)).status).toBe('REQUESTED');
  });
});

describe('answering a request', () => {
  it('rejects bad bodies with the error array and changes nothing', async () => {
    const url = `/service/v1.0/consent-requests/${M.openRequest}/confirm`;
    const [pod] = (await requestOf(max, M.openRequest)).selectablePods;
    const noConditions = await max('PUT', url, { acceptConditions: false, pods: [pod] });
    expect(noConditions.statusCode).toBe(400);
    expect(noConditions.json()).toEqual([expect.objectContaining({ path: 'acceptConditions' })]);
    const noPods = await max('PUT', url, { acceptConditions: true, pods: [] });
    expect(noPods.statusCode).toBe(400);
    expect(noPods.json()).toEqual([expect.objectContaining({ path: 'pods' })]);
    // Another customer's metering point, and a gas contract of max's own: neither fits.
    const foreign = { ...pod, contractNumber: '300023456001', meterPointAdministrationNumber: CONSENT_DEMO.erika.pod };
    const gas = { ...pod, contractNumber: '300012345002', meterPointAdministrationNumber: 'AT0030000000000000000000000100002' };
    const notFitting = await max('PUT', url, { acceptConditions: true, pods: [pod, foreign, gas] });
    expect(notFitting.statusCode).toBe(400);
    expect(notFitting.json().map((e: { path: string }) => e.path)).toEqual(['pods.1', 'pods.2']);
    const broken = await ctx.app.inject({
      method: 'PUT',
      url,
      headers: { ...(await headersOf('max.mustermann')), 'content-type': 'application/json' },
      payload: '{kaputt',
    });
    expect(broken.statusCode).toBe(400);
    expect((await requestOf(max, M.openRequest)).status).toBe('REQUESTED');
  });

  it('answers 404 for another customer’s request and leaves it open', async () => {
    const [pod] = (await requestOf(erika, CONSENT_DEMO.erika.openRequest)).selectablePods;
    const id = CONSENT_DEMO.erika.openRequest;
    expect((await max('PUT', `/service/v1.0/consent-requests/${id}/reject`)).statusCode).toBe(404);
    if (pod)
      expect((await max('PUT', `/service/v1.0/consent-requests/${id}/confirm`, { acceptConditions: true, pods: [pod] })).statusCode).toBe(
        404,
      );
    expect((await requestOf(erika, id)).status).toBe('REQUESTED');
  });

  it('confirms once: one consent per chosen metering point with the request’s validity; a second answer is 409', async () => {
    const url = `/service/v1.0/consent-requests/${M.openRequest}/confirm`;
    const pods = (await requestOf(max, M.openRequest)).selectablePods;
    // Supply and feed-in share the meter point: one consent for it.
    const confirmed = await max('PUT', url, { acceptConditions: true, pods });
    expect(confirmed.statusCode).toBe(204);
    const request = await requestOf(max, M.openRequest);
    expect(request).toMatchObject({ status: 'ACTIVE', changeable: false });
    const created = (await consentsOf(max)).filter((c) => c.requestId === M.openRequest);
    expect(created).toHaveLength(new Set(pods.map((p) => p.meterPointAdministrationNumber)).size);
    expect(created[0]).toMatchObject({
      status: 'ACTIVE',
      changeable: true,
      serviceProvider: 'EP100845',
      validThrough: { from: today, to: addDays(today, 364) },
      approvalDate: today,
      contributionPercentage: null,
    });
    expect(created[0].id).toMatch(/^[A-Z0-9]{35}$/);
    const before = (await consentsOf(max)).length;
    expect((await max('PUT', url, { acceptConditions: true, pods })).statusCode).toBe(409);
    expect((await max('PUT', `/service/v1.0/consent-requests/${M.openRequest}/reject`)).statusCode).toBe(409);
    expect((await consentsOf(max)).length).toBe(before);
  });

  it('confirms an energy-community request: the consent carries percentage, direction and its history', async () => {
    const { selectablePods } = await requestOf(max, M.energyCommunityRequest);
    expect(
      (
        await max('PUT', `/service/v1.0/consent-requests/${M.energyCommunityRequest}/confirm`, {
          acceptConditions: true,
          pods: selectablePods,
        })
      ).statusCode,
    ).toBe(204);
    const [consent] = (await consentsOf(max)).filter((c) => c.requestId === M.energyCommunityRequest);
    expect(consent).toMatchObject({
      energyCommunityConsent: true,
      energyDirection: 'GENERATION',
      contributionPercentage: '100',
      validThrough: { from: addDays(today, 1), to: '9999-12-31' },
      contributionPercentageHistory: [{ status: 'ACTIVE', value: '100', from: addDays(today, 1), to: '9999-12-31' }],
    });
  });

  it('rejects once (REJECTED, no consent); a second reject or a confirm is 409', async () => {
    const url = `/service/v1.0/consent-requests/${M.qrCodeRequest}`;
    const pods = (await requestOf(max, M.qrCodeRequest)).selectablePods;
    // Clients send Content-Type: application/json also without a body.
    const rejected = await ctx.app.inject({
      method: 'PUT',
      url: `${url}/reject`,
      headers: { ...(await headersOf('max.mustermann')), 'content-type': 'application/json' },
    });
    expect(rejected.statusCode).toBe(204);
    expect(await requestOf(max, M.qrCodeRequest)).toMatchObject({ status: 'REJECTED', changeable: false });
    expect((await max('PUT', `${url}/reject`)).statusCode).toBe(409);
    expect((await max('PUT', `${url}/confirm`, { acceptConditions: true, pods })).statusCode).toBe(409);
    expect((await consentsOf(max)).some((c) => c.requestId === M.qrCodeRequest)).toBe(false);
  });

  it('refuses to answer a timed-out request (409)', async () => {
    expect((await max('PUT', `/service/v1.0/consent-requests/${M.timedOutRequest}/reject`)).statusCode).toBe(409);
  });

  it('needs the CSRF token', async () => {
    const { jar } = await loginWithCsrf(ctx.app, 'max.mustermann');
    const response = await ctx.app.inject({
      method: 'PUT',
      url: `/service/v1.0/consent-requests/${M.timedOutRequest}/reject`,
      headers: { cookie: jar.header() },
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toBe('');
  });
});

async function headersOf(login: string) {
  const { jar, token } = await loginWithCsrf(ctx.app, login);
  return { cookie: jar.header(), 'x-xsrf-token': token };
}

describe('revoking a consent', () => {
  it('ends it today (REVOKED, to = today, factor inactive, announced change dropped); a second revoke is 409', async () => {
    const url = `/service/v1.0/consents/${M.activeEnergyCommunityConsent}/revoke`;
    expect((await max('PUT', url)).statusCode).toBe(204);
    const consent = (await consentsOf(max)).find((c) => c.id === M.activeEnergyCommunityConsent);
    expect(consent).toMatchObject({ status: 'REVOKED', changeable: false, validThrough: { to: today } });
    expect(consent?.contributionPercentageHistory.map((h) => h.status)).toEqual(['INACTIVE', 'INACTIVE']);
    expect((await max('PUT', url)).statusCode).toBe(409);
  });

  it('refuses unchangeable, concluded and timed-out consents (409) and changes nothing', async () => {
    for (const id of [M.unchangeableConsent, M.concludedConsent, M.timedOutConsent, M.revokedConsent]) {
      expect([id, (await max('PUT', `/service/v1.0/consents/${id}/revoke`)).statusCode]).toEqual([id, 409]);
    }
    expect((await consentsOf(max)).find((c) => c.id === M.unchangeableConsent)?.status).toBe('ACTIVE_UNCHANGEABLE');
  });

  it('answers 404 for another customer’s consent and an unknown one, 400 for a malformed id', async () => {
    expect((await max('PUT', `/service/v1.0/consents/${CONSENT_DEMO.erika.activeConsent}/revoke`)).statusCode).toBe(404);
    expect((await max('PUT', '/service/v1.0/consents/UNBEKANNT1/revoke')).statusCode).toBe(404);
    expect((await consentsOf(erika)).find((c) => c.id === CONSENT_DEMO.erika.activeConsent)?.status).toBe('ACTIVE');
    const bad = await max('PUT', '/service/v1.0/consents/AB_CD/revoke');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual([expect.objectContaining({ path: 'consentId' })]);
  });

  it('answers 401 without a session', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/service/v1.0/consents' })).statusCode).toBe(401);
  });
});
