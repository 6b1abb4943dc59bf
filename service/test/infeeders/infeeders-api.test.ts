import type { ContractDetail } from '@portal/shared/contract/contract-account';
import { INFEED_DEMO } from '../../src/demo/seed-infeeders';
import { MAX_MAIL, processTestApp } from '../process-helpers';

let t: Awaited<ReturnType<typeof processTestApp>>;
// Seeding the demo takes long on a busy machine.
beforeAll(async () => {
  t = await processTestApp();
}, 180_000);
afterAll(() => t?.close());

const { green, yellow, red, unassessed, later } = INFEED_DEMO;
type Who = 'max' | 'gruber' | 'erika';
const url = (c: { businessPartnerNumber: string; contractAccountNumber: string }, tail = '') =>
  `/service/v1.0/infeeders/${c.businessPartnerNumber}/${c.contractAccountNumber}${tail}`;
const confirmations = { acceptGridCompatibilityCheck: true, acceptSafetyWarning: true };

async function contractOf(c: { businessPartnerNumber: string; contractAccountNumber: string; contractNumber: string }, who: Who) {
  const detail = (
    await t.call('GET', `/service/v1.0/contract-accounts/${c.businessPartnerNumber}/${c.contractAccountNumber}`, undefined, who)
  ).json();
  return detail.contracts.find((x: ContractDetail) => x.contractNumber === c.contractNumber) as ContractDetail;
}
const podOf = async (c: Parameters<typeof contractOf>[0], who: Who) =>
  (await contractOf(c, who)).pointOfDelivery.meterPointAdministrationNumber;
const check = (c: typeof green | typeof yellow, desiredCapacity: number, who: Who = 'max', extra: object = {}) =>
  t.call('POST', url(c, '/quick-check'), { pod: c.pod, desiredCapacity, ...confirmations, ...extra }, who);
/** The inquiries waiting at a meter point (the demo's applications there are in progress or completed). */
const applications = (pod: string) =>
  t.ctx.db.query(`SELECT * FROM solar_power_applications WHERE pod = $1 AND status = 'OPEN' ORDER BY id`, [pod]);

describe('traffic light and quick check from the same grid data', () => {
  it('shows the lights of the demo computed from the stations behind the meter points', async () => {
    expect((await contractOf(green, 'max')).generationData).toMatchObject({ trafficLightColor: 'GREEN', inFeederInquiryPossible: true });
    expect((await contractOf(yellow, 'max')).generationData).toMatchObject({ trafficLightColor: 'YELLOW', inFeederInquiryPossible: true });
    expect((await contractOf(red, 'gruber')).generationData).toMatchObject({
      trafficLightColor: 'RED',
      trafficLightReason: 'RED_MEDIUM_VOLTAGE_BRANCH',
      inFeederInquiryPossible: true,
    });
    const feedIn = { ...unassessed, contractNumber: '300034567902' };
    expect((await contractOf(feedIn, 'gruber')).generationData).toMatchObject({
      trafficLightColor: 'GREY',
      inFeederInquiryPossible: false,
    });
    expect((await contractOf(later, 'gruber')).generationData).toMatchObject({
      trafficLightColor: 'GREEN',
      inFeederInquiryPossible: false,
    });
  });

  it('answers POSITIVE for every desired power under a green light', async () => {
    for (const kw of [0, 8, 20]) {
      const response = await check(green, kw);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ calculationResult: 'POSITIVE', desiredInFeedPower: kw, possibleInFeedPower: kw });
    }
  });

  it('answers POSITIVE up to the free 7 kW and PARTIAL above under a yellow light', async () => {
    expect((await check(yellow, 7)).json()).toEqual({ calculationResult: 'POSITIVE', desiredInFeedPower: 7, possibleInFeedPower: 7 });
    expect((await check(yellow, 12)).json()).toEqual({ calculationResult: 'PARTIAL', desiredInFeedPower: 12, possibleInFeedPower: 7 });
  });

  it('answers NEGATIVE under the red light of a full medium-voltage branch', async () => {
    const pod = await podOf(red, 'gruber');
    const response = await t.call('POST', url(red, '/quick-check'), { pod, desiredCapacity: 5, ...confirmations }, 'gruber');
    expect(response.json()).toEqual({ calculationResult: 'NEGATIVE', desiredInFeedPower: 5, possibleInFeedPower: 0 });
  });

  it('refuses bad input with the error array, and a check that is not offered (yet) with 409', async () => {
    for (const desiredCapacity of [21, -1, 2.5]) {
      const response = await check(green, desiredCapacity);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual([expect.objectContaining({ path: 'desiredCapacity' })]);
    }
    const unconfirmed = await check(green, 5, 'max', { acceptGridCompatibilityCheck: false, acceptSafetyWarning: false });
    expect(unconfirmed.statusCode).toBe(400);
    expect(unconfirmed.json().map((e: { path: string }) => e.path)).toEqual(['acceptGridCompatibilityCheck', 'acceptSafetyWarning']);
    const pod = await podOf(later, 'gruber');
    const notYet = await t.call('POST', url(later, '/quick-check'), { pod, desiredCapacity: 5, ...confirmations }, 'gruber');
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json()).toMatchObject({ type: 'CONFLICT' });
  });

  it('answers 404 for another customer’s meter point and 403 to an API token', async () => {
    expect((await check(green, 5, 'erika')).statusCode).toBe(404);
    const foreignPod = await t.call('POST', url(green, '/quick-check'), { pod: yellow.pod, desiredCapacity: 5, ...confirmations });
    expect(foreignPod.statusCode).toBe(404);
    expect(
      (await t.bearer(await t.token(), 'POST', url(green, '/quick-check'), { pod: green.pod, desiredCapacity: 5, ...confirmations }))
        .statusCode,
    ).toBe(403);
  });
});

describe('in-feeder inquiry', () => {
  const inquiry = (c: typeof green | typeof yellow, maximumCapacity: number, extra: object = {}) =>
    t.call('POST', url(c), { pod: c.pod, maximumCapacity, ...confirmations, ...extra });

  it('creates an OPEN solar power application limited to the free capacity, mails it, and only one per meter point', async () => {
    expect((await inquiry(yellow, 0)).statusCode).toBe(400);
    const unconfirmed = await inquiry(yellow, 12, { acceptSafetyWarning: false });
    expect(unconfirmed.json()).toEqual([expect.objectContaining({ path: 'acceptSafetyWarning' })]);
    expect((await applications(yellow.pod)).rows).toHaveLength(0);

    const response = await inquiry(yellow, 12);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ status: 'OPEN', calculationResult: 'PARTIAL', possibleInFeedPower: 7 });
    expect(body.inquiryNumber).toMatch(/^\d{10}$/);
    const [row] = (await applications(yellow.pod)).rows;
    expect(row).toMatchObject({
      status: 'OPEN',
      contract_account_number: yellow.contractAccountNumber,
      inquiry_number: body.inquiryNumber,
    });
    expect(Number(row.max_capacity)).toBe(12);
    expect(Number(row.power_feed_restriction)).toBe(7);
    expect(row.power_feed_information).toBe(
      'Laut Sofortprüfung kann das Netz derzeit 7,00 kW aufnehmen; die Einspeisung wird auf diesen Wert begrenzt.',
    );
    const mail = (await t.mails(MAX_MAIL)).find((m) => m.subject === 'Ihre Anfrage für eine Photovoltaikanlage');
    expect(mail?.text_body).toContain(`Anfragenummer: ${body.inquiryNumber}`);
    // The plant size is its maximum power in kVA, as the application shows it (portal-processes §2.4 item 6).
    expect(mail?.text_body).toContain('Maximale Anlagenleistung: 12,00 kVA');
    expect(mail?.text_body).toContain('Mögliche Einspeiseleistung: 7,00 kW');
    const listed = (await t.call('GET', '/service/partner-processes')).json().solarPowerApplications as { inquiryNumber: string }[];
    expect(listed.find((a) => a.inquiryNumber === body.inquiryNumber)).toMatchObject({ maxCapacity: 12, powerFeedRestriction: 7 });

    const again = await inquiry(yellow, 5);
    expect(again.statusCode).toBe(409);
    expect((await applications(yellow.pod)).rows).toHaveLength(1);
  });

  it('applies for all of it under a green light; refuses a red one and other customers', async () => {
    const response = await inquiry(green, 9);
    expect(response.json()).toMatchObject({ status: 'OPEN', calculationResult: 'POSITIVE', possibleInFeedPower: 9 });
    expect(Number((await applications(green.pod)).rows[0].power_feed_restriction ?? 0)).toBe(0);

    const pod = await podOf(red, 'gruber');
    const refused = await t.call('POST', url(red), { pod, maximumCapacity: 5, ...confirmations }, 'gruber');
    expect(refused.statusCode).toBe(409);
    expect((await applications(pod)).rows).toHaveLength(0);
    expect((await t.call('POST', url(yellow), { pod: yellow.pod, maximumCapacity: 5, ...confirmations }, 'erika')).statusCode).toBe(404);
  });
});

describe('small in-feeders', () => {
  const activate = { acceptSmallInFeederNotice: true, acceptEasedAccessConditions: true, meterType: 'EXISTING_METER' };
  const deactivate = { acceptSmallInFeederNotice: true, acceptDeactivationConditions: true };

  it('activates once: the contract shows the request instead of the link; a repeat answers 409', async () => {
    const target = url(yellow, '/small/activate');
    expect((await t.call('POST', target, { pod: yellow.pod, ...activate, meterType: 'OTHER' })).statusCode).toBe(400);
    const unaccepted = await t.call('POST', target, { pod: yellow.pod, ...activate, acceptEasedAccessConditions: false });
    expect(unaccepted.json()).toEqual([expect.objectContaining({ path: 'acceptEasedAccessConditions' })]);
    expect((await contractOf(yellow, 'max')).generationData).toMatchObject({ smallInFeederActivationPossible: true });

    const done = await t.call('POST', target, { pod: yellow.pod, ...activate, meterType: 'SERVICE_CALL' });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ contractNumber: yellow.contractNumber, request: { action: 'ACTIVATE' } });
    const data = (await contractOf(yellow, 'max')).generationData;
    expect(data).toMatchObject({ smallInFeederActivationPossible: false, smallInFeederRequest: { action: 'ACTIVATE' } });
    expect((await t.mails(MAX_MAIL)).find((m) => m.subject === 'Anmeldung als Kleineinspeiser erhalten')?.text_body).toContain(
      'Zähler: Zählertausch durch einen Techniker',
    );
    expect((await t.call('POST', target, { pod: yellow.pod, ...activate })).statusCode).toBe(409);
  });

  it('deactivates the feed-in once; a deactivation where none is possible answers 409 and changes nothing', async () => {
    const before = await t.snapshot('SELECT generation_data FROM contracts WHERE contract_number = $1', [yellow.contractNumber]);
    expect((await t.call('POST', url(yellow, '/small/deactivate'), { pod: yellow.pod, ...deactivate })).statusCode).toBe(409);
    expect(await t.snapshot('SELECT generation_data FROM contracts WHERE contract_number = $1', [yellow.contractNumber])).toBe(before);

    const target = url(green, '/small/deactivate');
    expect((await t.call('POST', target, { pod: green.pod, ...deactivate }, 'erika')).statusCode).toBe(404);
    expect((await t.bearer(await t.token(), 'POST', target, { pod: green.pod, ...deactivate })).statusCode).toBe(403);
    const done = await t.call('POST', target, { pod: green.pod, ...deactivate });
    expect(done.json()).toMatchObject({ contractNumber: green.contractNumber, request: { action: 'DEACTIVATE' } });
    expect((await contractOf(green, 'max')).generationData).toMatchObject({
      smallInFeederDeactivationPossible: false,
      smallInFeederRequest: { action: 'DEACTIVATE' },
    });
    expect((await t.call('POST', target, { pod: green.pod, ...deactivate })).statusCode).toBe(409);
  });
});

describe('OpenAPI', () => {
  it('documents every in-feeder call', async () => {
    const paths = Object.keys((await t.call('GET', '/service/openapi.json')).json().paths);
    for (const tail of ['', '/quick-check', '/small/activate', '/small/deactivate']) {
      expect(paths).toContain(`/service/v1.0/infeeders/{businessPartnerNumber}/{contractAccountNumber}${tail}`);
    }
  });
});
