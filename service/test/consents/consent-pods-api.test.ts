import type { Consent, PodSelectionRow } from '@portal/shared/contract/consents';
import { viennaToday } from '../../src/dates/local-dates';
import { CONSENT_DEMO } from '../../src/demo/seed-consents';
import { PROCESS_DEMO } from '../../src/demo/seed-contract-processes';
import { sessionCall } from '../account-helpers';
import { createTestApp, loginWithCsrf, type TestContext } from '../helpers';

// Extending a running consent to further metering points of the customer (POST /v1.0/consents/{id}/pods).
let ctx: TestContext;
let max: ReturnType<typeof sessionCall>;
let erika: ReturnType<typeof sessionCall>;
const E = CONSENT_DEMO.erika;
const M = CONSENT_DEMO.max;
const GARDEN = PROCESS_DEMO.bankDataEntry;
const podsUrl = (consentId: string) => `/service/v1.0/consents/${consentId}/pods`;

const gardenRow: PodSelectionRow = {
  contractNumber: GARDEN.contractNumber,
  branch: 'STROM',
  meterPointAdministrationNumber: GARDEN.pod,
  address: 'Schrebergartenweg 12, 4600 Wels',
};

beforeAll(async () => {
  ctx = await createTestApp({ seed: { days: 3 } });
  max = sessionCall(ctx.app, await loginWithCsrf(ctx.app, 'max.mustermann'));
  erika = sessionCall(ctx.app, await loginWithCsrf(ctx.app, 'erika.musterfrau'));
}, 240_000);
afterAll(() => ctx.close());

const consentsOf = async (call: typeof max) => (await call('GET', '/service/v1.0/consents')).json() as Consent[];

describe('metering points a consent can be extended to', () => {
  it('offers the customer’s fitting metering points that no running consent of the same grant covers', async () => {
    const response = await erika('GET', podsUrl(E.activeConsent));
    expect(response.statusCode).toBe(200);
    // Her other electricity meter is covered by the consent itself; her gas meter does not deliver a load profile.
    expect(response.json()).toEqual([gardenRow]);
  });

  it('offers nothing for consents that cannot be extended, and 404 for another customer’s', async () => {
    for (const id of [M.activeEnergyCommunityConsent, M.unchangeableConsent, M.concludedConsent, M.revokedConsent]) {
      expect([id, (await max('GET', podsUrl(id))).json()]).toEqual([id, []]);
    }
    expect((await max('GET', podsUrl(E.activeConsent))).statusCode).toBe(404);
    expect((await max('GET', podsUrl('AB_CD'))).statusCode).toBe(400);
  });
});

describe('adding metering points', () => {
  it('refuses bad bodies, foreign and unfitting metering points with the error array and stores nothing', async () => {
    const before = (await consentsOf(erika)).length;
    const empty = await erika('POST', podsUrl(E.activeConsent), { pods: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual([expect.objectContaining({ path: 'pods', number: expect.any(Number) })]);
    expect((await erika('POST', podsUrl(E.activeConsent), {})).statusCode).toBe(400);

    const maxs = { contractNumber: '300012345001', branch: 'STROM', meterPointAdministrationNumber: M.smartMeterPod, address: 'x' };
    const gas = {
      contractNumber: '300023456002',
      branch: 'GAS',
      meterPointAdministrationNumber: 'AT0030000000000000000000000100006',
      address: 'x',
    };
    const refused = await erika('POST', podsUrl(E.activeConsent), { pods: [gardenRow, maxs, gas] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual([
      expect.objectContaining({ path: 'pods.1', message: expect.stringContaining('passt nicht') }),
      expect.objectContaining({ path: 'pods.2' }),
    ]);
    expect((await consentsOf(erika)).length).toBe(before);
  });

  it('refuses energy-community, unchangeable and ended consents (409) and another customer’s (404)', async () => {
    const [row] = (await max('GET', `/service/v1.0/consent-requests/${M.openRequest}`)).json().selectablePods as PodSelectionRow[];
    for (const id of [M.activeEnergyCommunityConsent, M.unchangeableConsent, M.concludedConsent, M.revokedConsent]) {
      expect([id, (await max('POST', podsUrl(id), { pods: [row] })).statusCode]).toEqual([id, 409]);
    }
    expect((await max('POST', podsUrl(E.activeConsent), { pods: [gardenRow] })).statusCode).toBe(404);
  });

  it('refuses an API token (403)', async () => {
    const token = (await erika('PUT', '/service/api-tokens/generate', { validForDays: 0 })).json().token as string;
    const bearer = (method: 'GET' | 'POST', payload?: object) =>
      ctx.app.inject({
        method,
        url: podsUrl(E.activeConsent),
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        ...(payload ? { payload } : {}),
      });
    expect((await bearer('GET')).statusCode).toBe(200);
    expect((await bearer('POST', { pods: [gardenRow] })).statusCode).toBe(403);
    expect((await erika('GET', podsUrl(E.activeConsent))).json()).toEqual([gardenRow]);
  });

  it('creates one consent with the same grant from today; the metering point is then covered (409)', async () => {
    const source = (await consentsOf(erika)).find((c) => c.id === E.activeConsent);
    const before = viennaToday();
    const response = await erika('POST', podsUrl(E.activeConsent), { pods: [gardenRow] });
    expect(response.statusCode).toBe(201);
    const [created] = response.json() as Consent[];
    // Today in Vienna when the service answered (the run may cross midnight: this failed once at 00:00 in Vienna).
    const today = created.approvalDate !== null && [before, viennaToday()].includes(created.approvalDate) ? created.approvalDate : before;
    expect(created).toMatchObject({
      pod: GARDEN.pod,
      address: gardenRow.address,
      status: 'ACTIVE',
      changeable: true,
      serviceProvider: source?.serviceProvider,
      datatype: source?.datatype,
      granularity: source?.granularity,
      periodicity: source?.periodicity,
      requestId: source?.requestId,
      validThrough: { from: today, to: source?.validThrough.to },
      approvalDate: today,
    });
    expect(created.id).not.toBe(E.activeConsent);
    expect((await consentsOf(erika)).map((c) => c.id)).toEqual(expect.arrayContaining([E.activeConsent, created.id]));
    expect((await erika('GET', podsUrl(E.activeConsent))).json()).toEqual([]);
    expect((await erika('POST', podsUrl(E.activeConsent), { pods: [gardenRow] })).statusCode).toBe(409);
    // The new consent is revocable on its own; the source keeps running.
    expect((await erika('PUT', `/service/v1.0/consents/${created.id}/revoke`)).statusCode).toBe(204);
    expect((await consentsOf(erika)).find((c) => c.id === E.activeConsent)?.status).toBe('ACTIVE');
    // Revoked, the metering point can be added again.
    expect((await erika('GET', podsUrl(E.activeConsent))).json()).toEqual([gardenRow]);
  });
});
