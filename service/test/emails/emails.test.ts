import { CookieJar, createTestApp, loginWithCsrf, type TestContext } from '../helpers';

const BPN = '1000012345';
const CAN = '400012345001';
const CONTRACT = '300012345001';
const POD = 'AT0030000000000000000000000100001';
const GAS = { businessPartnerNumber: BPN, contractAccountNumber: '400012345002', contractNumber: '300012345002' };
const OWN = { businessPartnerNumber: BPN, contractAccountNumber: CAN, contractNumber: CONTRACT };
const ERIKA = { businessPartnerNumber: '1000023456', contractAccountNumber: '400023456001', contractNumber: '300023456001' };
const MAX_MAIL = 'max.mustermann@example.at';

let ctx: TestContext;
let max: { jar: CookieJar; token: string };
let erika: { jar: CookieJar; token: string };

beforeAll(async () => {
  ctx = await createTestApp({ seed: { days: 3 } });
  max = await loginWithCsrf(ctx.app, 'max.mustermann');
  erika = await loginWithCsrf(ctx.app, 'erika.musterfrau');
});
afterAll(() => ctx.close());
// Each test starts with fresh mail limits (10 per user and hour); the rate-limit tests below use them up.
beforeEach(() => ctx.db.query('DELETE FROM rate_limits'));

const post = (url: string, payload: unknown, who = max) =>
  ctx.app.inject({ method: 'POST', url, headers: { cookie: who.jar.header(), 'x-xsrf-token': who.token }, payload: payload as object });

interface OutboxRow {
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string;
}
const outbox = async () =>
  (await ctx.db.query<OutboxRow>('SELECT recipient, subject, text_body, html_body FROM mail_outbox ORDER BY id')).rows;
const lastMail = async () => (await outbox()).at(-1)!;

const NETWORK = '/service/v1.0/emails/network-data';
const PROCESS = '/service/v1.0/emails/process-data';

describe('POST /service/v1.0/emails/network-data', () => {
  it("mails the STROM contract's network data to the user's own address and answers 204 without a body", async () => {
    const before = (await outbox()).length;
    const response = await post(NETWORK, OWN);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    const mails = await outbox();
    expect(mails).toHaveLength(before + 1);
    const mail = mails.at(-1)!;
    expect(mail.recipient).toBe(MAX_MAIL);
    expect(mail.subject).toBe(`Ihre Netzdaten – Zählpunkt ${POD}`);

    const detail = (
      await ctx.app.inject({ url: `/service/v1.0/contract-accounts/${BPN}/${CAN}`, headers: { cookie: max.jar.header() } })
    ).json() as {
      contracts: {
        contractNumber: string;
        pointOfDelivery: { meter: { meterNumber: string } };
        smartMeterTypeName: string;
        subStation: string;
        station: string;
      }[];
    };
    const contract = detail.contracts.find((c) => c.contractNumber === CONTRACT)!;
    for (const body of [mail.text_body, mail.html_body]) {
      expect(body).toContain(POD);
      expect(body).toContain(contract.pointOfDelivery.meter.meterNumber);
      expect(body).toContain(contract.smartMeterTypeName);
      expect(body).toContain(contract.subStation);
      expect(body).toContain(contract.station);
      expect(body).toContain('11,00 kW');
      expect(body).toContain('Lindenweg 7, 4020 Linz');
    }
    expect(mail.text_body).toContain('Zählpunktbezeichnung: ' + POD);
    expect(mail.html_body).toMatch(/^<p>/);
  });

  it("works for the user's second business partner and sends nothing else", async () => {
    const response = await post(NETWORK, {
      businessPartnerNumber: '1000012346',
      contractAccountNumber: '400012346001',
      contractNumber: '300012346001',
    });
    expect(response.statusCode).toBe(204);
    const mail = await lastMail();
    expect(mail.recipient).toBe(MAX_MAIL);
    expect(mail.text_body).toContain('AT0030000000000000000000000100004');
    expect(mail.text_body).toContain('Seeuferstraße 21, 4863 Seewalchen am Attersee');
  });

  it("answers 404 for another customer's numbers, unknown numbers and a contract not in the account, sending nothing", async () => {
    const before = (await outbox()).length;
    for (const body of [
      ERIKA,
      { ...OWN, businessPartnerNumber: ERIKA.businessPartnerNumber },
      { ...OWN, contractAccountNumber: ERIKA.contractAccountNumber },
      { ...OWN, contractNumber: ERIKA.contractNumber },
      { ...OWN, contractNumber: GAS.contractNumber },
      { ...OWN, contractNumber: '399999999999' },
      { ...OWN, contractAccountNumber: '499999999999' },
    ]) {
      const response = await post(NETWORK, body);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ type: 'NOT_FOUND', message: expect.any(String) });
    }
    // Erika's own contract is fine for her, not for max.
    expect((await post(NETWORK, OWN, erika)).statusCode).toBe(404);
    expect((await outbox()).length).toBe(before);
  });

  it('answers 400 with an error array for a GAS contract', async () => {
    const before = (await outbox()).length;
    const response = await post(NETWORK, GAS);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual([{ path: 'contractNumber', message: expect.any(String), number: expect.any(Number) }]);
    expect((await outbox()).length).toBe(before);
  });

  it('answers 400 with an error array for malformed numbers and missing fields', async () => {
    const cases: [unknown, string][] = [
      [{ ...OWN, businessPartnerNumber: 'abc' }, 'businessPartnerNumber'],
      [{ ...OWN, businessPartnerNumber: '10000123456' }, 'businessPartnerNumber'],
      [{ ...OWN, contractAccountNumber: '4000123450011' }, 'contractAccountNumber'],
      [{ ...OWN, contractNumber: '30001234500x' }, 'contractNumber'],
      [{ ...OWN, contractNumber: '' }, 'contractNumber'],
      [{ businessPartnerNumber: BPN, contractAccountNumber: CAN }, 'contractNumber'],
    ];
    for (const [body, path] of cases) {
      const response = await post(NETWORK, body);
      expect(response.statusCode).toBe(400);
      const errors = response.json() as { path: string; message: string; number?: number }[];
      expect(errors.map((e) => e.path)).toContain(path);
      expect(errors.every((e) => typeof e.message === 'string' && e.message.length > 0)).toBe(true);
    }
    expect((await post(NETWORK, undefined)).statusCode).toBe(400);
  });

  it('answers 400 with an empty body without X-XSRF-TOKEN or with a wrong one, sending nothing', async () => {
    const before = (await outbox()).length;
    const missing = await ctx.app.inject({ method: 'POST', url: NETWORK, headers: { cookie: max.jar.header() }, payload: OWN });
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toBe('');
    const wrong = await ctx.app.inject({
      method: 'POST',
      url: NETWORK,
      headers: { cookie: max.jar.header(), 'x-xsrf-token': erika.token },
      payload: OWN,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toBe('');
    expect((await outbox()).length).toBe(before);
  });

  it('answers 401 without a session (with a valid anonymous CSRF token), before looking at the input', async () => {
    const anon = new CookieJar().store(await ctx.app.inject({ url: '/service/v1.0/session' }));
    const headers = { cookie: anon.header(), 'x-xsrf-token': anon.get('XSRF-TOKEN') as string };
    for (const url of [NETWORK, PROCESS]) {
      expect((await ctx.app.inject({ method: 'POST', url, headers, payload: OWN })).statusCode).toBe(401);
      expect((await ctx.app.inject({ method: 'POST', url, headers, payload: { contractNumber: 'x' } })).statusCode).toBe(401);
    }
  });

  it('is published in the OpenAPI document with its body schema', async () => {
    const doc = (await ctx.app.inject({ url: '/service/openapi.json' })).json() as {
      paths: Record<string, Record<string, { summary: string; responses: Record<string, unknown>; requestBody: unknown }>>;
    };
    for (const path of ['/service/v1.0/emails/network-data', '/service/v1.0/emails/process-data']) {
      expect(doc.paths[path].post.summary).toMatch(/204/);
      expect(doc.paths[path].post.responses).toHaveProperty('204');
      expect(doc.paths[path].post.requestBody).toBeDefined();
    }
  });
});

describe('POST /service/v1.0/emails/process-data', () => {
  it('mails the given data, HTML-escaped, with the meter point to the user', async () => {
    const response = await post(PROCESS, {
      ...OWN,
      processType: 'Einspeiseantrag <PV>',
      data: { 'Engpassleistung (kWp)': '5,0', Bemerkung: '<script>alert("x")</script> & mehr', 'Zeile\nzwei': 'a\nb' },
    });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    const mail = await lastMail();
    expect(mail.recipient).toBe(MAX_MAIL);
    expect(mail.subject).toBe(`Ihre Antragsdaten – Zählpunkt ${POD}`);
    expect(mail.text_body).toContain(POD);
    expect(mail.text_body).toContain('Engpassleistung (kWp): 5,0');
    expect(mail.text_body).toContain('Bemerkung: <script>alert("x")</script> & mehr');
    expect(mail.text_body).toContain('Einspeiseantrag <PV>');
    expect(mail.html_body).toContain(POD);
    expect(mail.html_body).not.toContain('<script>');
    expect(mail.html_body).not.toContain('<PV>');
    expect(mail.html_body).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; mehr');
    expect(mail.html_body).toContain('Einspeiseantrag &lt;PV&gt;');
  });

  it("contains the contract's network data exactly as the network-data mail does", async () => {
    expect((await post(NETWORK, OWN)).statusCode).toBe(204);
    const network = await lastMail();
    expect((await post(PROCESS, { ...OWN, processType: 'Einspeiseantrag', data: { 'Engpassleistung (kWp)': '5,0' } })).statusCode).toBe(
      204,
    );
    const process = await lastMail();
    // The label/value block of the network-data mail (between greeting + intro and the closing note).
    const block = network.text_body.split('\n\n')[2];
    for (const label of [
      'Zählpunktbezeichnung',
      'Zählernummer',
      'Zählertyp',
      'Umspannwerk',
      'Trafostation',
      'Vertragsleistung',
      'Anlagenadresse',
    ]) {
      expect(block).toContain(`${label}: `);
    }
    expect(block).toContain('Vertragsleistung: 11,00 kW');
    expect(block).toContain('Anlagenadresse: Lindenweg 7, 4020 Linz');
    expect(process.text_body).toContain(`Engpassleistung (kWp): 5,0\n${block}`);
    const htmlRows = network.html_body.match(/<table[\s\S]*<\/table>/)![0].replace(/^<table[^>]*>|<\/table>$/g, '');
    expect(process.html_body).toContain(htmlRows);
  });

  it('works without processType and data (only the meter point), also for a GAS contract', async () => {
    expect((await post(PROCESS, OWN)).statusCode).toBe(204);
    expect((await lastMail()).text_body).toContain(POD);
    expect((await post(PROCESS, { ...GAS, data: { Antrag: 'Gasanschluss' } })).statusCode).toBe(204);
    const mail = await lastMail();
    expect(mail.text_body).toContain('AT0030000000000000000000000100002');
    expect(mail.text_body).toContain('Antrag: Gasanschluss');
    // A gas meter point has no substation, station or contract power: its network data say so.
    expect(mail.text_body).toContain('Umspannwerk: –\nTrafostation: –\nVertragsleistung: –\nAnlagenadresse: Lindenweg 7, 4020 Linz');
  });

  it("answers 404 for another customer's numbers and a contract not in the account", async () => {
    const before = (await outbox()).length;
    expect((await post(PROCESS, { ...ERIKA, data: { a: 'b' } })).statusCode).toBe(404);
    expect((await post(PROCESS, { ...OWN, contractNumber: GAS.contractNumber })).statusCode).toBe(404);
    expect((await post(PROCESS, OWN, erika)).statusCode).toBe(404);
    expect((await outbox()).length).toBe(before);
  });

  it('answers 400 for malformed numbers and for too much, too long or wrongly typed data', async () => {
    const before = (await outbox()).length;
    const tooMany = Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`Feld ${i}`, 'x']));
    const justEnough = Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`Feld ${i}`, 'x'.repeat(500)]));
    const cases: [unknown, string][] = [
      [{ ...OWN, contractAccountNumber: '4000-12345-001' }, 'contractAccountNumber'],
      [{ ...OWN, data: tooMany }, 'data'],
      [{ ...OWN, data: { ['k'.repeat(61)]: 'v' } }, 'data'],
      [{ ...OWN, data: { '': 'v' } }, 'data'],
      [{ ...OWN, data: { Wert: 'v'.repeat(501) } }, 'data.Wert'],
      [{ ...OWN, data: { Wert: { nested: 'x' } } }, 'data.Wert'],
      [{ ...OWN, data: ['a', 'b'] }, 'data'],
      [{ ...OWN, processType: 'p'.repeat(61) }, 'processType'],
    ];
    for (const [body, path] of cases) {
      const response = await post(PROCESS, body);
      expect(response.statusCode).toBe(400);
      expect((response.json() as { path: string }[]).map((e) => e.path)).toContain(path);
    }
    expect((await outbox()).length).toBe(before);
    expect((await post(PROCESS, { ...OWN, data: justEnough })).statusCode).toBe(204);
  });

  it('answers 400 with an empty body without X-XSRF-TOKEN', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: PROCESS, headers: { cookie: max.jar.header() }, payload: OWN });
    expect(response.statusCode).toBe(400);
    expect(response.body).toBe('');
  });
});

describe('rate limits of the mails', () => {
  it.each([
    ['network-data', NETWORK, PROCESS],
    ['process-data', PROCESS, NETWORK],
  ])(
    '%s: the 11th mail of a user within the hour answers 429 RATE_LIMITED with Retry-After, sending nothing',
    async (_name, url, other) => {
      const before = (await outbox()).length;
      for (let i = 0; i < 10; i += 1) expect((await post(url, OWN)).statusCode).toBe(204);
      const limited = await post(url, OWN);
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({ type: 'RATE_LIMITED', message: expect.any(String) });
      const retryAfter = Number(limited.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(3600);
      // Unknown numbers count too: probing is limited as well.
      expect((await post(url, ERIKA)).statusCode).toBe(429);
      expect((await outbox()).length).toBe(before + 10);
      // Another user and the other kind of mail count separately.
      expect((await post(url, ERIKA, erika)).statusCode).toBe(204);
      expect((await post(other, OWN)).statusCode).toBe(204);
    },
  );

  it('publishes the 429 answer in the OpenAPI document', async () => {
    const doc = (await ctx.app.inject({ url: '/service/openapi.json' })).json() as {
      paths: Record<string, { post: { responses: Record<string, unknown> } }>;
    };
    for (const path of ['/service/v1.0/emails/network-data', '/service/v1.0/emails/process-data']) {
      expect(doc.paths[path].post.responses).toHaveProperty('429');
    }
  });
});
