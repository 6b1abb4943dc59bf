import type { Consent, ConsentRequest } from '@portal/shared/contract/consents';
import { addDays, viennaToday } from '../../src/dates/local-dates';
import { CONSENT_DEMO } from '../../src/demo/seed-consents';
import { sessionCall } from '../account-helpers';
import { handOverMeterPoint } from '../contract-handover';
import { createTestApp, loginWithCsrf, type TestContext } from '../helpers';
import { runClockFromViennaNoon } from '../test-clock';

runClockFromViennaNoon();

// Max moved out of the flat of his smart meter ten days ago; Erika moved in the day after. Each sees and answers only
// the requests and consents of their own contract on it.
let ctx: TestContext;
let max: ReturnType<typeof sessionCall>;
let erika: ReturnType<typeof sessionCall>;
const today = viennaToday();
const M = CONSENT_DEMO.max;
const ERIKAS_CONTRACT = '300023456009';

beforeAll(async () => {
  ctx = await createTestApp({ seed: { days: 3 } });
  await handOverMeterPoint(
    ctx.db,
    { contractNumber: '300012345001', lastDay: addDays(today, -10) },
    {
      businessPartnerNumber: '1000023456',
      contractAccountNumber: '400023456009',
      contractNumber: ERIKAS_CONTRACT,
      firstDay: addDays(today, -9),
    },
  );
  max = sessionCall(ctx.app, await loginWithCsrf(ctx.app, 'max.mustermann'));
  erika = sessionCall(ctx.app, await loginWithCsrf(ctx.app, 'erika.musterfrau'));
}, 240_000);
afterAll(() => ctx.close());

const requestIds = async (call: typeof max) =>
  ((await call('GET', '/service/v1.0/consent-requests')).json() as ConsentRequest[]).map((r) => r.id).sort();
const consentIds = async (call: typeof max) => ((await call('GET', '/service/v1.0/consents')).json() as Consent[]).map((c) => c.id);

describe('consents when a metering point changes hands', () => {
  it('gives requests still open to the customer living there now, and earlier ones to whoever lived there then', async () => {
    // Open requests on the smart meter go to Erika; the one whose deadline fell into Max's contract stays his, as does
    // the request on his PV feed-in (its contract runs on).
    expect(await requestIds(max)).toEqual([M.energyCommunityRequest, M.timedOutRequest].sort());
    expect(await requestIds(erika)).toEqual(expect.arrayContaining([M.openRequest, M.qrCodeRequest]));
    expect(await requestIds(erika)).not.toContain(M.timedOutRequest);
    expect(await requestIds(erika)).not.toContain(M.energyCommunityRequest);
  });

  it("answers the former customer 404 for the successor's request, as for any other customer's", async () => {
    expect((await max('GET', `/service/v1.0/consent-requests/${M.openRequest}`)).statusCode).toBe(404);
    expect((await max('PUT', `/service/v1.0/consent-requests/${M.qrCodeRequest}/reject`)).statusCode).toBe(404);
    const pods = [{ contractNumber: '300012345001', branch: 'STROM', meterPointAdministrationNumber: M.smartMeterPod, address: 'x' }];
    const confirm = await max('PUT', `/service/v1.0/consent-requests/${M.openRequest}/confirm`, { acceptConditions: true, pods });
    expect(confirm.statusCode).toBe(404);
    // Still open for Erika.
    expect(((await erika('GET', `/service/v1.0/consent-requests/${M.openRequest}`)).json() as ConsentRequest).status).toBe('REQUESTED');
  });

  it('keeps the consents Max gave under his contract his, and the consent Erika gives hers alone', async () => {
    const maxBefore = await consentIds(max);
    expect(maxBefore).toEqual(expect.arrayContaining([M.activeEnergyCommunityConsent, M.revokedConsent, M.unchangeableConsent]));
    expect(await consentIds(erika)).not.toContain(M.activeEnergyCommunityConsent);
    expect((await erika('PUT', `/service/v1.0/consents/${M.activeEnergyCommunityConsent}/revoke`)).statusCode).toBe(404);

    const request = (await erika('GET', `/service/v1.0/consent-requests/${M.openRequest}`)).json() as ConsentRequest;
    const own = request.selectablePods.filter((p) => p.contractNumber === ERIKAS_CONTRACT);
    expect(own).toHaveLength(1);
    const confirmed = await erika('PUT', `/service/v1.0/consent-requests/${M.openRequest}/confirm`, { acceptConditions: true, pods: own });
    expect(confirmed.statusCode).toBe(204);
    const given = ((await erika('GET', '/service/v1.0/consents')).json() as Consent[]).find((c) => c.requestId === M.openRequest);
    expect(given).toMatchObject({ pod: M.smartMeterPod, status: 'ACTIVE' });

    expect(await consentIds(max)).not.toContain(given!.id);
    expect((await max('PUT', `/service/v1.0/consents/${given!.id}/revoke`)).statusCode).toBe(404);
    expect(((await erika('GET', '/service/v1.0/consents')).json() as Consent[]).find((c) => c.id === given!.id)?.status).toBe('ACTIVE');
  });
});
