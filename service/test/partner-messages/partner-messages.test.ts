import { seedDemoData } from '../../src/demo/seed';
import { CookieJar, createTestApp, loginWithCsrf, type TestContext } from '../helpers';

const URL = '/service/partner-messages';

let ctx: TestContext;
let max: { jar: CookieJar; token: string };
let erika: { jar: CookieJar; token: string };

beforeAll(async () => {
  ctx = await createTestApp({ seed: { days: 3, today: '2026-03-31' } });
  max = await loginWithCsrf(ctx.app, 'max.mustermann');
  erika = await loginWithCsrf(ctx.app, 'erika.musterfrau');
});
afterAll(() => ctx.close());

interface Message {
  id: number;
  businessPartnerNumber: string;
  subject: string;
  body: string;
  createdAt: string;
  read: boolean;
}

const list = async (who = max) => {
  const response = await ctx.app.inject({ url: URL, headers: { cookie: who.jar.header() } });
  expect(response.statusCode).toBe(200);
  return (response.json() as { partnerMessages: Message[] }).partnerMessages;
};
const markRead = (id: number | string, who = max, headers: Record<string, string> = { 'x-xsrf-token': who.token }) =>
  ctx.app.inject({ method: 'PUT', url: `${URL}/${id}/read`, headers: { cookie: who.jar.header(), ...headers } });

describe('GET /service/partner-messages', () => {
  it("lists only the user's partners' messages, newest first, with local date-times", async () => {
    const messages = await list();
    expect(messages).toHaveLength(3);
    expect(messages.every((m) => m.businessPartnerNumber === '1000012345')).toBe(true);
    expect(messages.map((m) => m.subject)).toEqual([
      'Geplante Versorgungsunterbrechung',
      'Neuer Smart Meter eingebaut',
      'Ihre Jahresrechnung ist verfügbar',
    ]);
    const times = messages.map((m) => m.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    // Seeded at local Vienna times (30 Mar 2026 is summer time, 14 Feb winter time): no offset, no shift.
    expect(times).toEqual(['2026-03-30T08:30:00', '2026-03-11T14:05:00', '2026-02-14T10:00:00']);
    expect(messages.map((m) => m.read)).toEqual([false, false, true]);
    expect(messages[0].body).toContain('07.04.2026');
    expect(messages[0]).toEqual({
      id: expect.any(Number),
      businessPartnerNumber: '1000012345',
      subject: expect.any(String),
      body: expect.any(String),
      createdAt: expect.any(String),
      read: false,
    });

    const erikas = await list(erika);
    expect(erikas).toHaveLength(1);
    expect(erikas[0]).toMatchObject({ businessPartnerNumber: '1000023456', read: false });
    expect(messages.map((m) => m.id)).not.toContain(erikas[0].id);
  });

  it('orders by creation time, not by id', async () => {
    const { rows } = await ctx.db.query<{ id: number }>(
      `INSERT INTO partner_messages (business_partner_number, subject, body, created_at)
       VALUES ('1000012346', 'Zählerstand bitte ablesen', 'Bitte geben Sie Ihren Zählerstand bekannt.', now() - interval '400 days')
       RETURNING id`,
    );
    const messages = await list();
    expect(messages).toHaveLength(4);
    expect(messages.at(-1)).toMatchObject({ id: rows[0].id, businessPartnerNumber: '1000012346' });
    await ctx.db.query('DELETE FROM partner_messages WHERE id = $1', [rows[0].id]);
  });

  it('answers 401 without a session', async () => {
    expect((await ctx.app.inject({ url: URL })).statusCode).toBe(401);
  });

  it('is published in the OpenAPI document', async () => {
    const doc = (await ctx.app.inject({ url: '/service/openapi.json' })).json() as { paths: Record<string, unknown> };
    expect(doc.paths).toHaveProperty([URL]);
    expect(doc.paths).toHaveProperty([`${URL}/{id}/read`]);
  });
});

describe('PUT /service/partner-messages/{id}/read', () => {
  it('marks one message as read and answers it; repeating is fine', async () => {
    const unread = (await list()).find((m) => !m.read)!;
    const response = await markRead(unread.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ...unread, read: true });
    expect((await list()).find((m) => m.id === unread.id)!.read).toBe(true);
    expect((await list()).filter((m) => !m.read)).toHaveLength(1);
    expect((await markRead(unread.id)).statusCode).toBe(200);
  });

  it("answers 404 for another user's and unknown messages, changing nothing", async () => {
    const erikas = (await list(erika))[0];
    const foreign = await markRead(erikas.id);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ type: 'NOT_FOUND', message: expect.any(String) });
    expect((await list(erika))[0].read).toBe(false);
    expect((await markRead(999999)).statusCode).toBe(404);
    expect((await markRead(2147483647)).statusCode).toBe(404);
  });

  it('answers 400 for a malformed id, 400 with an empty body without CSRF and 401 without a session', async () => {
    for (const id of ['abc', '0', '-1', '1.5', '2147483648', '99999999999999999999']) {
      const response = await markRead(id);
      expect(response.statusCode).toBe(400);
      expect(Array.isArray(response.json())).toBe(true);
    }
    const own = (await list())[0];
    const noCsrf = await markRead(own.id, max, {});
    expect(noCsrf.statusCode).toBe(400);
    expect(noCsrf.body).toBe('');
    const anon = new CookieJar().store(await ctx.app.inject({ url: '/service/v1.0/session' }));
    const anonymous = await ctx.app.inject({
      method: 'PUT',
      url: `${URL}/${own.id}/read`,
      headers: { cookie: anon.header(), 'x-xsrf-token': anon.get('XSRF-TOKEN') as string },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('demo seed', () => {
  it('clears the messages with their business partners (TRUNCATE … CASCADE) and seeds them again from id 1', async () => {
    await ctx.db.query(`INSERT INTO partner_messages (business_partner_number, subject, body) VALUES ('1000034567', 'Test', 'Test')`);
    await seedDemoData(ctx.db, { days: 3, today: '2026-03-31' });
    const { rows } = await ctx.db.query<{ id: number; business_partner_number: string; read: boolean }>(
      'SELECT id, business_partner_number, read FROM partner_messages ORDER BY id',
    );
    expect(rows.map((r) => r.id)).toEqual([1, 2, 3, 4]);
    expect(rows.filter((r) => r.business_partner_number === '1000012345')).toHaveLength(3);
    expect(rows.filter((r) => r.business_partner_number === '1000023456')).toHaveLength(1);
    expect(rows.filter((r) => r.read)).toHaveLength(1);
  });
});
