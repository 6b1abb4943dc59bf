import { MAX_MAIL, processTestApp } from '../process-helpers';

let t: Awaited<ReturnType<typeof processTestApp>>;
// Seeding the demo takes long on a busy machine.
beforeAll(async () => {
  t = await processTestApp();
}, 180_000);
afterAll(() => t?.close());

const GRUBER = '1000034567';
const gruberAccount = (n: number) => `400034567${String(n).padStart(3, '0')}`;
const MAX_POD = 'AT0030000000000000000000000100001';

/** The supply contract of an account, as the detail serves it. */
async function contractOf(bpn: string, can: string, who: 'max' | 'gruber' = 'gruber') {
  const detail = (await t.call('GET', `/service/v1.0/contract-accounts/${bpn}/${can}`, undefined, who)).json();
  return detail.contracts.find((c: { powerGenerationUnit: boolean }) => !c.powerGenerationUnit) as {
    contractNumber: string;
    deviceKeyStatus: string;
    deviceKeyAvailable: boolean;
    pointOfDelivery: { meterPointAdministrationNumber: string; activationStatus?: string; retroactiveActivationDate?: string | null };
  };
}
const podUrl = (bpn: string, can: string, pod: string) => `/service/v1.0/pods/${bpn}/${can}/${pod}`;

describe('M-Bus key', () => {
  it('answers the same generated key on every request for an ACTIVE meter once the conditions are accepted', async () => {
    const url = `${podUrl('1000012345', '400012345001', MAX_POD)}/deviceKey`;
    expect((await t.call('POST', url, { acceptConditions: false })).json()).toEqual([
      expect.objectContaining({ path: 'acceptConditions' }),
    ]);
    const first = await t.call('POST', url, { acceptConditions: true });
    expect(first.statusCode).toBe(200);
    expect(first.json().deviceKey).toMatch(/^[0-9A-F]{32}$/);
    expect((await t.call('POST', url, { acceptConditions: true })).json().deviceKey).toBe(first.json().deviceKey);
    expect((await t.bearer(await t.token(), 'POST', url, { acceptConditions: true })).statusCode).toBe(403);
    expect((await t.call('POST', url, { acceptConditions: true }, 'erika')).statusCode).toBe(404);
  });

  it('activates an INACTIVE interface once (IN_PROGRESS, mailed); IN_PROGRESS answers 409 and shows no key', async () => {
    const can = gruberAccount(10);
    const contract = await contractOf(GRUBER, can);
    expect(contract).toMatchObject({ deviceKeyStatus: 'INACTIVE', deviceKeyAvailable: true });
    const base = podUrl(GRUBER, can, contract.pointOfDelivery.meterPointAdministrationNumber);
    expect((await t.call('POST', `${base}/deviceKey`, { acceptConditions: true }, 'gruber')).statusCode).toBe(409);
    const activated = await t.call('POST', `${base}/deviceKey/activate`, { acceptConditions: true }, 'gruber');
    expect(activated.statusCode).toBe(200);
    expect(activated.json()).toEqual({ deviceKeyStatus: 'IN_PROGRESS' });
    expect((await contractOf(GRUBER, can)).deviceKeyStatus).toBe('IN_PROGRESS');
    const again = await t.call('POST', `${base}/deviceKey/activate`, { acceptConditions: true }, 'gruber');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ type: 'CONFLICT' });

    const inProgress = await contractOf(GRUBER, gruberAccount(11));
    expect(inProgress.deviceKeyStatus).toBe('IN_PROGRESS');
    const other = podUrl(GRUBER, gruberAccount(11), inProgress.pointOfDelivery.meterPointAdministrationNumber);
    expect((await t.call('POST', `${other}/deviceKey`, { acceptConditions: true }, 'gruber')).statusCode).toBe(409);
  });
});

describe('smart-meter opt-in', () => {
  const body = { reason: 'PROFILE_DATA_VISUALIZATION', acceptReadings: true, acceptNonIMAVOCompliantMeterTerms: true };

  it('stores one opt-in per meter and mails it; a second one answers 695', async () => {
    const contract = await contractOf('1000012346', '400012346001', 'max');
    const url = `${podUrl('1000012346', '400012346001', contract.pointOfDelivery.meterPointAdministrationNumber)}/amisOptIn`;
    const missing = await t.call('POST', url, { ...body, acceptReadings: false, acceptNonIMAVOCompliantMeterTerms: false });
    expect(missing.json().map((e: { path: string }) => e.path)).toEqual(['acceptReadings', 'acceptNonIMAVOCompliantMeterTerms']);
    expect((await t.call('POST', url, { ...body, reason: 'BECAUSE' })).statusCode).toBe(400);
    const done = await t.call('POST', url, body);
    expect(done.statusCode).toBe(200);
    expect(done.json().reason).toBe('PROFILE_DATA_VISUALIZATION');
    expect((await t.mails(MAX_MAIL)).map((m) => m.subject)).toContain('Ihr Smart-Meter-Opt-in');
    const again = await t.call('POST', url, body);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual([expect.objectContaining({ number: 695 })]);
  });

  it.each([
    [17, 695],
    [13, 696],
    [14, 697],
  ])('answers the error number of gruber %i’s meter (%i)', async (n, code) => {
    const contract = await contractOf(GRUBER, gruberAccount(n));
    const response = await t.call(
      'POST',
      `${podUrl(GRUBER, gruberAccount(n), contract.pointOfDelivery.meterPointAdministrationNumber)}/amisOptIn`,
      body,
      'gruber',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual([expect.objectContaining({ path: 'general', number: code })]);
  });

  it('answers 409 where no opt-in is possible', async () => {
    expect((await t.call('POST', `${podUrl('1000012345', '400012345001', MAX_POD)}/amisOptIn`, body)).statusCode).toBe(409);
  });
});

describe('smart-meter and load-profile activation', () => {
  it('activates the smart meter retroactively once; the detail shows it pending', async () => {
    const can = gruberAccount(4);
    const contract = await contractOf(GRUBER, can);
    const from = contract.pointOfDelivery.retroactiveActivationDate;
    expect(from).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const url = `${podUrl(GRUBER, can, contract.pointOfDelivery.meterPointAdministrationNumber)}/smartmeter/activate`;
    const body = {
      acceptConditions: true,
      retroactiveActivation: true,
      businessPartnerNumber: GRUBER,
      contractAccountNumber: can,
      contractNumber: contract.contractNumber,
    };
    expect((await t.call('POST', url, { ...body, acceptConditions: false }, 'gruber')).statusCode).toBe(400);
    const done = await t.call('POST', url, body, 'gruber');
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ contractNumber: contract.contractNumber, activationStatus: 'SMART_METER_PENDING', activationDate: from });
    expect((await contractOf(GRUBER, can)).pointOfDelivery.activationStatus).toBe('SMART_METER_PENDING');
    expect((await t.call('POST', url, body, 'gruber')).statusCode).toBe(409);
    expect((await t.call('POST', url, body, 'max')).statusCode).toBe(404);
  });

  it('activates the load profile from today once; a contract without the possibility answers 409', async () => {
    const can = gruberAccount(7);
    const contract = await contractOf(GRUBER, can);
    const body = {
      acceptConditions: true,
      businessPartnerNumber: GRUBER,
      contractAccountNumber: can,
      contractNumber: contract.contractNumber,
    };
    const done = await t.call('POST', '/service/v1.0/consumptions/profile/activate', body, 'gruber');
    expect(done.statusCode).toBe(200);
    expect(done.json().activationStatus).toBe('LOAD_PROFILE_PENDING');
    expect((await contractOf(GRUBER, can)).pointOfDelivery.activationStatus).toBe('LOAD_PROFILE_PENDING');
    const again = await t.call('POST', '/service/v1.0/consumptions/profile/activate', body, 'gruber');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ type: 'CONFLICT' });
    const noRetroactiveDate = await t.call('POST', '/service/v1.0/consumptions/profile/activate', {
      acceptConditions: true,
      retroactiveActivation: true,
      businessPartnerNumber: '1000012345',
      contractAccountNumber: '400012345001',
      contractNumber: '300012345001',
    });
    expect(noRetroactiveDate.statusCode).toBe(409);
    expect((await t.bearer(await t.token(), 'POST', '/service/v1.0/consumptions/profile/activate', body)).statusCode).toBe(403);
  });
});
