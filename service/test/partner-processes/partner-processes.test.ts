import { MAX_MAIL, processTestApp } from '../process-helpers';
import type { SolarPowerApplication } from '@portal/shared/contract/partner-processes';

let t: Awaited<ReturnType<typeof processTestApp>>;
beforeAll(async () => {
  t = await processTestApp();
}, 180_000);
afterAll(() => t?.close());

const LIST = '/service/partner-processes';
const EXTEND = '/service/partner-processes/extend-approval-validity';
const INCREASE = '/service/partner-processes/increase-feed-in-limitation';
const PROCESS_MAIL = '/service/v1.0/emails/process-data';

type Who = 'max' | 'erika' | 'gruber';
const list = async (who: Who = 'max'): Promise<SolarPowerApplication[]> => {
  const response = await t.call('GET', LIST, undefined, who);
  expect(response.statusCode).toBe(200);
  return response.json().solarPowerApplications;
};
const find = async (predicate: (a: SolarPowerApplication) => boolean, who: Who = 'max') => {
  const found = (await list(who)).find(predicate);
  if (!found) throw new Error('demo application missing');
  return found;
};
const ref = (a: SolarPowerApplication) => ({ inquiryNumber: a.inquiryNumber, processingNumber: a.processingNumber });
const extension = (a: SolarPowerApplication, overrides: object = {}) => ({
  ...ref(a),
  approvalExtensionRequested: true,
  acceptFinalCommissioningDate: true,
  acceptNewReservationValidity: true,
  ...overrides,
});
const increase = (a: SolarPowerApplication, requestedCapacity: number, overrides: object = {}) => ({
  ...ref(a),
  requestedCapacity,
  limitationIncreaseOfferRequested: true,
  acceptPotentialWaitingTime: true,
  ...overrides,
});
const applicationsRow = (a: SolarPowerApplication) =>
  t.snapshot('SELECT * FROM solar_power_applications WHERE inquiry_number = $1', [a.inquiryNumber]);

describe('GET /service/partner-processes', () => {
  it("lists only the user's own applications, newest first, with every field and their steps", async () => {
    const max = await list('max');
    const gruber = await list('gruber');
    expect(max).toHaveLength(4);
    expect(gruber).toHaveLength(4);
    expect(await list('erika')).toEqual([]);
    expect(new Set(max.map((a) => a.partner.businessPartnerNumber))).toEqual(new Set(['1000012345']));
    expect(max.map((a) => a.inquiryNumber).some((n) => gruber.some((g) => g.inquiryNumber === n))).toBe(false);

    const queued = max[0];
    expect(queued).toEqual({
      key: expect.stringMatching(/^[0-9a-f-]{36}$/),
      partner: { businessPartnerNumber: '1000012345', contractAccountNumber: '400012345001', fullname: expect.any(String) },
      pod: expect.stringMatching(/^AT003000/),
      podAddress: expect.objectContaining({ street: expect.any(String), postcode: expect.any(String), city: expect.any(String) }),
      status: 'OPEN',
      queuePosition: 3,
      steps: [
        { name: 'Anfrage eingelangt', status: 'COMPLETED_SUCCESS', info: null },
        { name: 'Prüfung der Netzverträglichkeit', status: 'IN_PROGRESS', info: expect.stringContaining('<p>') },
        { name: 'Netzzusage', status: 'PENDING_OR_SKIPPED', info: null },
        { name: 'Fertigstellungsmeldung der Anlage', status: 'PENDING_OR_SKIPPED', info: null },
        { name: 'Zählertausch und Inbetriebnahme', status: 'PENDING_OR_SKIPPED', info: null },
      ],
      gridConfirmation: null,
      gridConfirmationValidUntil: null,
      approvalValidityExtensionPossible: false,
      approvalValidityExtended: false,
      maxCapacity: 5,
      powerFeedRestriction: null,
      powerFeedInformation: null,
      feedInLimitationIncreasePossible: false,
      feedInLimitationIncreaseRequestedCapacity: null,
      largeMaxCapacity: false,
      processingNumber: expect.stringMatching(/^4\d{9}$/),
      inquiryNumber: expect.stringMatching(/^7\d{9}$/),
    });
    // Every process status and every step status occurs in the demo data.
    const all = [...max, ...gruber];
    expect(new Set(all.map((a) => a.status))).toEqual(new Set(['OPEN', 'IN_PROGRESS', 'COMPLETED_SUCCESS', 'COMPLETED_ERROR']));
    expect(new Set(all.flatMap((a) => a.steps.map((s) => s.status)))).toEqual(
      new Set(['IN_PROGRESS', 'COMPLETED_SUCCESS', 'COMPLETED_ERROR', 'PENDING_OR_SKIPPED']),
    );
    expect(gruber.find((a) => a.maxCapacity === 30)?.largeMaxCapacity).toBe(true);
    // The information beside the restriction names it as the page shows the restriction: with two decimals.
    const limited = max.find((a) => a.powerFeedRestriction === 4.2);
    expect(limited?.powerFeedInformation).toContain('4,20 kW');
  });

  it('counts the running (OPEN or IN_PROGRESS) applications of the user for the navigation', async () => {
    for (const who of ['max', 'gruber', 'erika'] as const) {
      const running = (await list(who)).filter((a) => a.status === 'OPEN' || a.status === 'IN_PROGRESS').length;
      const response = await t.call('GET', `${LIST}/count`, undefined, who);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ count: running });
    }
    expect((await t.call('GET', `${LIST}/count`)).json()).toEqual({ count: 3 });
  });

  it('admits a read-only API token and refuses anonymous calls', async () => {
    const token = await t.token();
    const response = await t.bearer(token, 'GET', LIST);
    expect(response.statusCode).toBe(200);
    expect(response.json().solarPowerApplications).toHaveLength(4);
    expect((await t.ctx.app.inject({ method: 'GET', url: LIST })).statusCode).toBe(401);
  });
});

describe('POST /service/partner-processes/extend-approval-validity', () => {
  it('extends the validity once by a year (12 → 24 months) and mails a confirmation; a second request answers 409', async () => {
    const before = await find((a) => a.approvalValidityExtensionPossible);
    const mails = (await t.mails(MAX_MAIL)).length;
    const response = await t.call('POST', EXTEND, extension(before));
    expect(response.statusCode).toBe(200);
    const after = response.json() as SolarPowerApplication;
    const expected = `${Number(before.gridConfirmationValidUntil!.slice(0, 4)) + 1}${before.gridConfirmationValidUntil!.slice(4)}`;
    expect(after).toMatchObject({
      key: before.key,
      gridConfirmationValidUntil: expected,
      approvalValidityExtensionPossible: false,
      approvalValidityExtended: true,
    });
    expect(await find((a) => a.key === before.key)).toEqual(after);
    const sent = await t.mails(MAX_MAIL);
    expect(sent).toHaveLength(mails + 1);
    expect(sent[sent.length - 1].subject).toBe('Verlängerung Ihrer Netzzusage');
    expect(sent[sent.length - 1].text_body).toContain(before.inquiryNumber);

    const snapshot = await applicationsRow(before);
    const again = await t.call('POST', EXTEND, extension(before));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ type: 'CONFLICT' });
    expect(await applicationsRow(before)).toBe(snapshot);
    expect(await t.mails(MAX_MAIL)).toHaveLength(mails + 1);
  });

  it('answers 400 naming each confirmation not given, 404 for unknown or foreign numbers, 409 when not allowed', async () => {
    const own = await find((a) => a.status === 'OPEN');
    const foreign = await find((a) => a.approvalValidityExtended, 'gruber');
    const snapshot = await t.snapshot('SELECT * FROM solar_power_applications ORDER BY id');

    const invalid = await t.call(
      'POST',
      EXTEND,
      extension(own, { acceptFinalCommissioningDate: false, acceptNewReservationValidity: false }),
    );
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().map((e: { path: string }) => e.path)).toEqual(['acceptFinalCommissioningDate', 'acceptNewReservationValidity']);
    const missing = await t.call('POST', EXTEND, { ...ref(own) });
    expect(missing.statusCode).toBe(400);
    const malformed = await t.call('POST', EXTEND, extension(own, { inquiryNumber: '12' }));
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().map((e: { path: string }) => e.path)).toContain('inquiryNumber');

    expect((await t.call('POST', EXTEND, extension(foreign))).statusCode).toBe(404);
    expect((await t.call('POST', EXTEND, extension(own, { processingNumber: foreign.processingNumber }))).statusCode).toBe(404);
    expect((await t.call('POST', EXTEND, extension(own))).statusCode).toBe(409);
    expect(await t.snapshot('SELECT * FROM solar_power_applications ORDER BY id')).toBe(snapshot);
  });

  it('refuses an API token (403) and changes nothing', async () => {
    const gruberApp = await find((a) => a.status === 'OPEN', 'gruber');
    const snapshot = await applicationsRow(gruberApp);
    const response = await t.bearer(await t.token(), 'POST', EXTEND, extension(gruberApp));
    expect(response.statusCode).toBe(403);
    expect(await applicationsRow(gruberApp)).toBe(snapshot);
  });
});

describe('POST /service/partner-processes/increase-feed-in-limitation', () => {
  it('refuses capacities outside the restriction (rounded up) to the max capacity (rounded down) with 400', async () => {
    const app = await find((a) => a.feedInLimitationIncreasePossible);
    expect(app).toMatchObject({ powerFeedRestriction: 4.2, maxCapacity: 12.5 });
    const snapshot = await applicationsRow(app);
    for (const capacity of [4, 13, -1]) {
      const response = await t.call('POST', INCREASE, increase(app, capacity));
      expect(response.statusCode).toBe(400);
      expect(response.json().map((e: { path: string }) => e.path)).toEqual(['requestedCapacity']);
    }
    const fraction = await t.call('POST', INCREASE, increase(app, 7.5));
    expect(fraction.statusCode).toBe(400);
    const unconfirmed = await t.call('POST', INCREASE, increase(app, 8, { acceptPotentialWaitingTime: false }));
    expect(unconfirmed.statusCode).toBe(400);
    expect(unconfirmed.json().map((e: { path: string }) => e.path)).toEqual(['acceptPotentialWaitingTime']);
    expect(await applicationsRow(app)).toBe(snapshot);
  });

  it("records the request once (then 'requested'), mails a confirmation; a second request answers 409", async () => {
    const app = await find((a) => a.feedInLimitationIncreasePossible);
    const mails = (await t.mails(MAX_MAIL)).length;
    const response = await t.call('POST', INCREASE, increase(app, 12));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ feedInLimitationIncreasePossible: false, feedInLimitationIncreaseRequestedCapacity: 12 });
    expect(await find((a) => a.key === app.key)).toMatchObject({ feedInLimitationIncreaseRequestedCapacity: 12 });
    const sent = await t.mails(MAX_MAIL);
    expect(sent).toHaveLength(mails + 1);
    expect(sent[sent.length - 1].text_body).toContain('Angefragte Einspeiseleistung: 12 kW');

    const snapshot = await applicationsRow(app);
    const again = await t.call('POST', INCREASE, increase(app, 5));
    expect(again.statusCode).toBe(409);
    expect(await applicationsRow(app)).toBe(snapshot);
  });

  it('answers 404 for another customer, 409 without a restriction, 403 for an API token', async () => {
    const foreign = await find((a) => a.powerFeedRestriction !== null, 'gruber');
    const unrestricted = await find((a) => a.powerFeedRestriction === null);
    const snapshot = await t.snapshot('SELECT * FROM solar_power_applications ORDER BY id');
    expect((await t.call('POST', INCREASE, increase(foreign, 12))).statusCode).toBe(404);
    expect((await t.call('POST', INCREASE, increase(unrestricted, 3))).statusCode).toBe(409);
    // gruber's own application: the increase was already requested.
    expect((await t.call('POST', INCREASE, increase(foreign, 12), 'gruber')).statusCode).toBe(409);
    expect((await t.bearer(await t.token(), 'POST', INCREASE, increase(unrestricted, 3))).statusCode).toBe(403);
    expect(await t.snapshot('SELECT * FROM solar_power_applications ORDER BY id')).toBe(snapshot);
  });
});

describe('process-data mail of an application', () => {
  it('mails the stored data, addressed by inquiry and processing number, only for own applications', async () => {
    const app = await find((a) => a.status === 'COMPLETED_SUCCESS');
    const account = { businessPartnerNumber: app.partner.businessPartnerNumber, contractAccountNumber: app.partner.contractAccountNumber };
    const response = await t.call('POST', PROCESS_MAIL, { ...account, ...ref(app) });
    expect(response.statusCode).toBe(204);
    const mail = (await t.mails(MAX_MAIL)).at(-1)!;
    expect(mail.subject).toBe(`Ihre Antragsdaten – Anfrage ${app.inquiryNumber}`);
    expect(mail.text_body).toContain(`Bearbeitungsnummer: ${app.processingNumber}`);
    expect(mail.text_body).toContain(`Zählpunkt: ${app.pod}`);
    expect(mail.text_body).toContain('Maximale Anlagenleistung: 4,60 kVA');

    const count = (await t.mails(MAX_MAIL)).length;
    const foreign = await find(() => true, 'gruber');
    expect((await t.call('POST', PROCESS_MAIL, { ...account, ...ref(foreign) })).statusCode).toBe(404);
    expect((await t.call('POST', PROCESS_MAIL, { ...account, ...ref(app), contractAccountNumber: '400012345002' })).statusCode).toBe(404);
    const half = await t.call('POST', PROCESS_MAIL, { ...account, inquiryNumber: app.inquiryNumber });
    expect(half.statusCode).toBe(400);
    expect(half.json()).toEqual([expect.objectContaining({ path: 'processingNumber' })]);
    const neither = await t.call('POST', PROCESS_MAIL, account);
    expect(neither.statusCode).toBe(400);
    expect(neither.json()).toEqual([expect.objectContaining({ path: 'contractNumber' })]);
    expect(await t.mails(MAX_MAIL)).toHaveLength(count);
  });
});

describe('OpenAPI', () => {
  it('documents the three calls with their bodies', async () => {
    const doc = (await t.ctx.app.inject({ method: 'GET', url: '/service/openapi.json' })).json();
    expect(doc.paths['/service/partner-processes'].get).toBeDefined();
    expect(doc.paths['/service/partner-processes/extend-approval-validity'].post.requestBody).toBeDefined();
    expect(doc.paths['/service/partner-processes/increase-feed-in-limitation'].post.requestBody).toBeDefined();
  });
});
