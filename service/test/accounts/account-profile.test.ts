import { CODE_BLOCKED_ERROR_NUMBER } from '@portal/shared/contract/account-rules';
import { LETTER_ACTIVATION_DEMO, MAX_LANDLINE } from '../../src/demo/seed-accounts';
import { mailsTo, sessionCall } from '../account-helpers';
import { CookieJar, createTestApp, login, loginWithCsrf, type TestContext } from '../helpers';

let ctx: TestContext;
let max: ReturnType<typeof sessionCall>;
beforeAll(async () => {
  ctx = await createTestApp({ seed: { days: 2 } });
  max = sessionCall(ctx.app, await loginWithCsrf(ctx.app, 'max.mustermann'));
});
afterAll(() => ctx.close());
beforeEach(() => ctx.db.query('DELETE FROM rate_limits'));

const ERIKA_PARTNER = '1000023456';

describe('my data', () => {
  it('answers 401 without a session', async () => {
    for (const url of [
      '/service/v1.0/profiles',
      '/service/v1.0/phones',
      '/service/v1.0/business-partners/1000012345',
      '/service/v1.0/business-partners/pending-activations',
      '/service/autocomplete/city?postcode=4020',
    ]) {
      expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
  });

  it('shows the user and every business partner with address, phones and states', async () => {
    const response = await max('GET', '/service/v1.0/profiles');
    expect(response.statusCode).toBe(200);
    const profile = response.json();
    expect(profile.user).toEqual({
      login: 'max.mustermann',
      email: 'max.mustermann@example.at',
      roles: expect.arrayContaining(['customer']),
    });
    expect(profile.businessPartners.map((p: { businessPartnerNumber: string }) => p.businessPartnerNumber)).toEqual([
      '1000012345',
      '1000012346',
    ]);
    const [home, holiday] = profile.businessPartners;
    expect(home.entity).toMatchObject({
      fullname: 'Max Mustermann',
      address: { country: 'AT', postcode: '4020', city: 'Linz', street: 'Lindenweg', housenumber: '7' },
      landline: { number: MAX_LANDLINE.number, extension: MAX_LANDLINE.extension, country: 'AT' },
      mobile: { number: '+43 664 1234567', country: 'AT' },
    });
    expect(home).toMatchObject({ ecommunicationActive: true, ecommunicationInactive: false, activationPending: false });
    expect(holiday).toMatchObject({ activationPending: true, ecommunicationActive: false });
  });

  it("answers 404 for another customer's partner and 400 for a malformed number", async () => {
    expect((await max('GET', '/service/v1.0/business-partners/1000012346')).statusCode).toBe(200);
    const other = await max('GET', `/service/v1.0/business-partners/${ERIKA_PARTNER}`);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ type: 'NOT_FOUND', message: expect.any(String) });
    // A partner without a portal account is nobody's.
    expect((await max('GET', '/service/v1.0/business-partners/1000050001')).statusCode).toBe(404);
    for (const bad of ['12ab', '12345678901']) {
      const response = await max('GET', `/service/v1.0/business-partners/${bad}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual([expect.objectContaining({ path: 'bpn' })]);
    }
    for (const [url, payload] of [
      ['address', { country: 'AT', postcode: '4600', city: 'Wels', street: 'X', housenumber: '1' }],
      ['e-comm', { acceptConditions: true, action: 'ACTIVATE' }],
      ['phone', { number: '0732 1', country: 'AT', type: 'LANDLINE' }],
      ['phone/confirm', { code: 'ABC123' }],
      ['activation', { activationCode: 'ABC123' }],
    ] as const) {
      expect((await max('PUT', `/service/v1.0/business-partners/${ERIKA_PARTNER}/${url}`, payload)).statusCode).toBe(404);
    }
    const erika = await ctx.db.query(
      'SELECT street, landline, ecommunication_active FROM business_partners WHERE business_partner_number = $1',
      [ERIKA_PARTNER],
    );
    expect(erika.rows[0]).toEqual({ street: 'Bahnhofstraße', landline: null, ecommunication_active: true });
  });

  it('changes the e-mail only with the right password', async () => {
    const { jar, token } = await loginWithCsrf(ctx.app, 'hausverwaltung.gruber');
    const gruber = sessionCall(ctx.app, { jar, token });
    const wrong = await gruber('PUT', '/service/v1.0/profiles/email', { currentPassword: 'falsch', email: 'neu@hv-gruber.example.at' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual([expect.objectContaining({ path: 'currentPassword' })]);
    const invalid = await gruber('PUT', '/service/v1.0/profiles/email', { currentPassword: 'Netzportal!2026', email: 'kein at' });
    expect(invalid.json()).toEqual([expect.objectContaining({ path: 'email' })]);
    const ok = await gruber('PUT', '/service/v1.0/profiles/email', {
      currentPassword: 'Netzportal!2026',
      email: 'neu@hv-gruber.example.at',
    });
    expect(ok.statusCode).toBe(204);
    const profile = (await gruber('GET', '/service/v1.0/profiles')).json();
    expect(profile.user.email).toBe('neu@hv-gruber.example.at');
    expect(profile.businessPartners[0].email).toBe('neu@hv-gruber.example.at');
  });
});

describe('letter activation', () => {
  it('lists the pending partner, refuses a wrong code, activates with the right one once', async () => {
    expect((await max('GET', '/service/v1.0/business-partners/pending-activations')).json()).toEqual([
      LETTER_ACTIVATION_DEMO.businessPartnerNumber,
    ]);
    const url = `/service/v1.0/business-partners/${LETTER_ACTIVATION_DEMO.businessPartnerNumber}/activation`;
    const wrong = await max('PUT', url, { activationCode: 'FALSCH123' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual([expect.objectContaining({ path: 'activationCode' })]);
    const malformed = await max('PUT', url, { activationCode: 'ABC-123' });
    expect(malformed.json()).toEqual([expect.objectContaining({ path: 'activationCode' })]);
    expect((await max('PUT', url, { activationCode: 'A'.repeat(13) })).statusCode).toBe(400);

    const ok = await max('PUT', url, { activationCode: LETTER_ACTIVATION_DEMO.activationCode.toLowerCase() });
    expect(ok.statusCode).toBe(204);
    expect((await max('GET', '/service/v1.0/business-partners/pending-activations')).json()).toEqual([]);
    const session = await max('GET', '/service/v1.0/session');
    expect(session.json().user.showActivation).toBe(false);

    const reuse = await max('PUT', url, { activationCode: LETTER_ACTIVATION_DEMO.activationCode });
    expect(reuse.statusCode).toBe(400);
  });

  it('blocks a code after five wrong entries with an answer of its own, and refuses an expired one', async () => {
    await ctx.db.query('UPDATE business_partners SET activation_pending = true WHERE business_partner_number = $1', ['1000012346']);
    const { storeShortCode } = await import('../../src/accounts/codes');
    await storeShortCode(ctx.db, 'LETTER_ACTIVATION', { businessPartnerNumber: '1000012346' }, 'NEU2026CODE');
    const url = '/service/v1.0/business-partners/1000012346/activation';
    const wrong = [{ path: 'activationCode', message: 'Der Aktivierungscode ist nicht korrekt.', number: 6 }];
    const blocked = [
      { path: 'activationCode', message: expect.stringContaining('zu oft falsch eingegeben'), number: CODE_BLOCKED_ERROR_NUMBER },
    ];
    for (let i = 0; i < 4; i += 1) {
      const response = await max('PUT', url, { activationCode: `FALSCH${i}` });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(wrong);
    }
    // The fifth wrong entry blocks the code; from then on even the right code gets the blocked answer.
    expect((await max('PUT', url, { activationCode: 'FALSCH4' })).json()).toEqual(blocked);
    const right = await max('PUT', url, { activationCode: 'NEU2026CODE' });
    expect(right.statusCode).toBe(400);
    expect(right.json()).toEqual(blocked);
    expect((await max('GET', '/service/v1.0/business-partners/pending-activations')).json()).toEqual(['1000012346']);

    await storeShortCode(ctx.db, 'LETTER_ACTIVATION', { businessPartnerNumber: '1000012346' }, 'NEU2026CODE');
    await ctx.db.query(`UPDATE account_codes SET expires_at = now() - interval '1 second' WHERE purpose = 'LETTER_ACTIVATION'`);
    const expired = await max('PUT', url, { activationCode: 'NEU2026CODE' });
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual(wrong);
  });
});

describe('address, e-communication and phones', () => {
  it('changes an Austrian address through the postcode lookup, and a foreign one as free text', async () => {
    const cities = (await max('GET', '/service/autocomplete/city?postcode=4600')).json() as Record<string, string>;
    const [welsCode] = Object.entries(cities).find(([, name]) => name === 'Wels') ?? [];
    expect(welsCode).toBe('4600-40301');
    const streets = (await max('GET', `/service/autocomplete/street?city-code=${welsCode}&query=bahn`)).json();
    expect(streets).toEqual(['Bahnhofstraße']);

    const updated = await max('PUT', '/service/v1.0/business-partners/1000012345/address', {
      country: 'AT',
      postcode: '4600',
      city: welsCode,
      street: 'Bahnhofstraße',
      housenumber: '9',
      floor: '2',
      room: '5',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().entity.address).toEqual({
      country: 'AT',
      postcode: '4600',
      city: 'Wels',
      street: 'Bahnhofstraße',
      housenumber: '9',
      floor: '2',
      room: '5',
    });

    const wrongCity = await max('PUT', '/service/v1.0/business-partners/1000012345/address', {
      country: 'AT',
      postcode: '4600',
      city: 'Linz',
      street: 'Bahnhofstraße',
      housenumber: '9',
    });
    expect(wrongCity.json()).toEqual([expect.objectContaining({ path: 'city' })]);
    const shortPostcode = await max('PUT', '/service/v1.0/business-partners/1000012345/address', {
      country: 'AT',
      postcode: '460',
      city: 'Wels',
      street: 'Bahnhofstraße',
      housenumber: '9',
    });
    expect(shortPostcode.json()).toEqual([expect.objectContaining({ path: 'postcode', number: 4 })]);
    const missing = await max('PUT', '/service/v1.0/business-partners/1000012345/address', { country: 'AT', postcode: '4600' });
    expect((missing.json() as { path: string }[]).map((e) => e.path).sort()).toEqual(['city', 'housenumber', 'street']);
    const blank = await max('PUT', '/service/v1.0/business-partners/1000012345/address', {
      country: 'AT',
      postcode: '4600',
      city: 'Wels',
      street: '   ',
      housenumber: '9',
    });
    expect(blank.json()).toEqual([{ path: 'street', message: 'Pflichtfeld', number: 1 }]);

    const foreign = await max('PUT', '/service/v1.0/business-partners/1000012345/address', {
      country: 'DE',
      postcode: '80331',
      city: 'München',
      street: 'Marienplatz',
      housenumber: '1',
    });
    expect(foreign.json().entity.address).toMatchObject({ country: 'DE', city: 'München' });
  });

  it('activates e-communication only with accepted conditions', async () => {
    const url = '/service/v1.0/business-partners/1000012346/e-comm';
    const refused = await max('PUT', url, { acceptConditions: false, action: 'ACTIVATE' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual([
      { path: 'acceptConditions', message: 'Bitte stimmen Sie der elektronischen Kommunikation zu.', number: 1 },
    ]);
    expect((await max('PUT', url, { acceptConditions: true, action: 'DEACTIVATE' })).statusCode).toBe(400);
    const ok = await max('PUT', url, { acceptConditions: true, action: 'ACTIVATE' });
    expect(ok.json()).toMatchObject({ ecommunicationActive: true, ecommunicationInactive: false, email: 'max.mustermann@example.at' });
  });

  it('stores a landline at once and validates the phone rule', async () => {
    const url = '/service/v1.0/business-partners/1000012346/phone';
    const ok = await max('PUT', url, { number: '+43 7662 1234', extension: '55', country: 'AT', type: 'LANDLINE' });
    expect(ok.json().entity.landline).toEqual({ number: '+43 7662 1234', extension: '55', country: 'AT' });
    for (const [payload, path] of [
      [{ number: '0664 12a', country: 'AT', type: 'LANDLINE' }, 'number'],
      [{ number: '1234567890123456', country: 'AT', type: 'LANDLINE' }, 'number'],
      [{ number: '0732/12-34', extension: '12345', country: 'AT', type: 'LANDLINE' }, 'extension'],
      [{ number: '0664 123', extension: '1', country: 'AT', type: 'MOBILE' }, 'extension'],
      [{ number: '0664 123', country: 'XX', type: 'MOBILE' }, 'country'],
      [{ number: ' / - ', country: 'AT', type: 'LANDLINE' }, 'number'],
      [{ number: '--/ ', country: 'AT', type: 'LANDLINE' }, 'number'],
      [{ number: '0732 1234', extension: '12a', country: 'AT', type: 'LANDLINE' }, 'extension'],
    ] as const) {
      const response = await max('PUT', url, payload);
      expect(response.statusCode).toBe(400);
      expect((response.json() as { path: string }[])[0].path).toBe(path);
    }
    const phones = (await max('GET', '/service/v1.0/phones')).json();
    expect(phones.phones).toEqual(
      expect.arrayContaining([
        { number: '+43 7662 1234', extension: '55', country: 'AT', type: 'LANDLINE' },
        { number: '+43 664 1234567', country: 'AT', type: 'MOBILE' },
      ]),
    );
  });

  it('keeps a new mobile number pending until the SMS code confirms it; wrong and expired codes answer 404', async () => {
    const url = '/service/v1.0/business-partners/1000012346/phone';
    const pending = await max('PUT', url, { number: '+43 660 7654321', country: 'AT', type: 'MOBILE' });
    expect(pending.statusCode).toBe(200);
    expect(pending.json().entity.mobile).toBeUndefined();
    expect(pending.json().mobilePending).toEqual({ number: '+43 660 7654321', country: 'AT' });
    const [sms] = await mailsTo(ctx.db, 'sms:+436607654321');
    const code = /lautet ([A-Z0-9]{6})/.exec(sms.text)?.[1] ?? '';
    expect(code).toHaveLength(6);

    expect((await max('PUT', `${url}/confirm`, { code: code === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA' })).statusCode).toBe(404);
    expect((await max('PUT', `${url}/confirm`, { code: 'AB-12' })).statusCode).toBe(400);
    await ctx.db.query(`UPDATE account_codes SET expires_at = now() - interval '1 second' WHERE purpose = 'MOBILE'`);
    expect((await max('PUT', `${url}/confirm`, { code })).statusCode).toBe(404);

    await max('PUT', url, { number: '+43 660 7654321', country: 'AT', type: 'MOBILE' });
    const fresh = /lautet ([A-Z0-9]{6})/.exec((await mailsTo(ctx.db, 'sms:+436607654321'))[0].text)?.[1] ?? '';
    const confirmed = await max('PUT', `${url}/confirm`, { code: fresh.toLowerCase() });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().entity.mobile).toEqual({ number: '+43 660 7654321', country: 'AT' });
    expect(confirmed.json().mobilePending).toBeUndefined();
    expect(confirmed.json().ecommunicationActive).toBe(true);
    expect((await max('PUT', `${url}/confirm`, { code: fresh })).statusCode).toBe(404);
  });

  it('limits mobile codes per user', async () => {
    const url = '/service/v1.0/business-partners/1000012345/phone';
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1)
      statuses.push((await max('PUT', url, { number: `0660 11${i}`, country: 'AT', type: 'MOBILE' })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe('autocomplete', () => {
  it('maps a postcode to its municipalities and places, and knows no place for an unknown postcode', async () => {
    const linz = (await max('GET', '/service/autocomplete/city?postcode=4020')).json();
    // Municipalities first (by name), then their further places.
    expect(Object.entries(linz)).toEqual([
      ['4020-41012', 'Leonding'],
      ['4020-40101', 'Linz'],
      ['4020-41012-friesenegg', 'Friesenegg'],
      ['4020-41012-zaubertal', 'Zaubertal'],
    ]);
    const seewalchen = (await max('GET', '/service/autocomplete/city?postcode=4863')).json();
    expect(seewalchen['4863-41739']).toBe('Seewalchen am Attersee');
    expect(seewalchen['4863-41739-kemating']).toBe('Kemating');
    expect((await max('GET', '/service/autocomplete/city?postcode=0000')).json()).toEqual({});
    expect((await max('GET', '/service/autocomplete/city?postcode=40')).statusCode).toBe(400);
  });

  it('suggests at most 20 known streets of the place, prefix matches first', async () => {
    const all = (await max('GET', '/service/autocomplete/street?city-code=4020-40101')).json() as string[];
    expect(all).toEqual(expect.arrayContaining(['Hauptstraße', 'Lindenweg', 'Wiener Straße']));
    expect(all.length).toBeLessThanOrEqual(20);
    const straße = (await max('GET', '/service/autocomplete/street?city-code=4020-40101&query=STRASSE')).json();
    expect(straße).toEqual([]);
    const contains = (
      await max('GET', `/service/autocomplete/street?city-code=4020-40101&query=${encodeURIComponent('straße')}`)
    ).json() as string[];
    expect(contains.every((s) => s.toLowerCase().includes('straße'))).toBe(true);
    const prefix = (await max('GET', '/service/autocomplete/street?city-code=4020-40101&query=l')).json() as string[];
    expect(prefix[0].startsWith('L')).toBe(true);
    expect((await max('GET', '/service/autocomplete/street?city-code=9999-1')).json()).toEqual([]);
    expect((await max('GET', '/service/autocomplete/street')).statusCode).toBe(400);
  });

  it('never suggests a street another customer typed into their address', async () => {
    const erika = sessionCall(ctx.app, await loginWithCsrf(ctx.app, 'erika.musterfrau'));
    const typed = 'Hauptstraße Anruf 0664 9876543';
    const saved = await erika('PUT', `/service/v1.0/business-partners/${ERIKA_PARTNER}/address`, {
      country: 'AT',
      postcode: '4020',
      city: '4020-40101',
      street: typed,
      housenumber: '1',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().entity.address.street).toBe(typed);
    for (const query of ['', 'h', 'hauptstraße', 'anruf', '0664']) {
      const url = `/service/autocomplete/street?city-code=4020-40101&query=${encodeURIComponent(query)}`;
      const streets = (await max('GET', url)).json() as string[];
      expect(streets).not.toContain(typed);
    }
    // The operator's supply addresses are still suggested.
    expect((await max('GET', '/service/autocomplete/street?city-code=4020-40101&query=hauptstr')).json()).toEqual(['Hauptstraße']);
  });
});

it('a CSRF-less change is refused (400 empty) and changes nothing', async () => {
  const { jar } = await login(ctx.app, 'erika.musterfrau');
  const response = await ctx.app.inject({
    method: 'PUT',
    url: `/service/v1.0/business-partners/${ERIKA_PARTNER}/phone`,
    headers: { cookie: (jar as CookieJar).header() },
    payload: { number: '0732 1', country: 'AT', type: 'LANDLINE' },
  });
  expect(response.statusCode).toBe(400);
  expect(response.body).toBe('');
});
