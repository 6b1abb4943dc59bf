import { MAX_MAIL, processTestApp } from '../process-helpers';

let t: Awaited<ReturnType<typeof processTestApp>>;
// Seeding the demo takes long on a busy machine.
beforeAll(async () => {
  t = await processTestApp();
}, 180_000);
afterAll(() => t?.close());

const DESK = 'kundenservice@netzportal.example';
const URL = '/service/v1.0/callbacks';
const callbacks = () => t.snapshot('SELECT * FROM callback_requests ORDER BY id');
const paths = (body: { path: string }[]) => body.map((e) => e.path);

describe('POST /service/v1.0/callbacks', () => {
  it('takes a phone callback with a stored phone as GET /v1.0/phones answers it, and mails customer service and the customer', async () => {
    const { phones } = (await t.call('GET', '/service/v1.0/phones')).json();
    const landline = phones.find((p: { type: string }) => p.type === 'LANDLINE');
    expect(landline).toMatchObject({ number: expect.any(String), extension: '12' });
    const response = await t.call('POST', URL, {
      type: 'PHONE',
      subject: 'Frage zur Jahresabrechnung',
      message: 'Bitte rufen Sie mich zurück.\nDanke!',
      phone: landline,
      dayOfWeek: 'TUESDAY',
      timeFrom: '09:00',
      timeTo: '12:00',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: expect.any(Number), receivedAt: expect.any(String) });

    const stored = await t.ctx.db.query(
      'SELECT contact_type, phone_number, phone_extension, day_of_week, time_from::text, time_to::text FROM callback_requests',
    );
    expect(stored.rows.at(-1)).toEqual({
      contact_type: 'PHONE',
      phone_number: landline.number,
      phone_extension: '12',
      day_of_week: 'TUESDAY',
      time_from: '09:00:00',
      time_to: '12:00:00',
    });
    const desk = (await t.mails(DESK)).at(-1);
    expect(desk?.subject).toContain('Frage zur Jahresabrechnung');
    expect(desk?.text_body).toContain('max.mustermann');
    expect(desk?.text_body).toContain('1000012345');
    expect(desk?.text_body).toContain('Dienstag');
    expect(desk?.text_body).toContain('09:00 bis 12:00 Uhr');
    expect((await t.mails(MAX_MAIL)).map((m) => m.subject)).toContain('Ihre Anfrage an unseren Kundenservice');
  });

  it('fills the phone defaults (any day, 08:00 to 17:00) and keeps only what the contact way uses', async () => {
    const phone = await t.call('POST', URL, { type: 'PHONE', subject: 'Zähler', phone: { number: '0732 123456', country: 'AT' } });
    expect(phone.statusCode).toBe(200);
    const email = await t.call('POST', URL, { type: 'EMAIL', subject: 'Rechnung', email: 'max@example.at', timeFrom: '09:00' });
    expect(email.statusCode).toBe(200);
    const none = await t.call('POST', URL, { type: 'NONE', subject: 'Lob', email: 'egal', phone: { number: '1', country: 'AT' } });
    expect(none.statusCode).toBe(200);
    const { rows } = await t.ctx.db.query<{
      contact_type: string;
      email: string | null;
      phone_number: string | null;
      day: string | null;
      t: string | null;
    }>(
      `SELECT contact_type, email, phone_number, day_of_week AS day, time_from::text || '-' || time_to::text AS t
         FROM callback_requests ORDER BY id DESC LIMIT 3`,
    );
    expect(rows.reverse()).toEqual([
      { contact_type: 'PHONE', email: null, phone_number: '0732 123456', day: 'ALL', t: '08:00:00-17:00:00' },
      { contact_type: 'EMAIL', email: 'max@example.at', phone_number: null, day: null, t: null },
      { contact_type: 'NONE', email: null, phone_number: null, day: null, t: null },
    ]);
  });

  it('answers 400 with the error array for each broken rule and stores nothing', async () => {
    const before = await callbacks();
    const cases: [unknown, string[]][] = [
      [{ type: 'NONE', subject: '   ' }, ['subject']],
      [{ type: 'EMAIL', subject: 'x' }, ['email']],
      [{ type: 'EMAIL', subject: 'x', email: 'kein-mail' }, ['email']],
      [{ type: 'PHONE', subject: 'x' }, ['phone.number']],
      [{ type: 'PHONE', subject: 'x', phone: { number: '--/ ', country: 'AT' } }, ['phone.number']],
      [{ type: 'PHONE', subject: 'x', phone: { number: '0732 1', extension: '1a', country: 'AT' } }, ['phone.extension']],
      [
        { type: 'PHONE', subject: 'x', phone: { number: '0732 1', country: 'AT' }, timeFrom: '06:00', timeTo: '08:30' },
        ['timeFrom', 'timeTo'],
      ],
      [{ type: 'PHONE', subject: 'x', phone: { number: '0732 1', country: 'AT' }, timeFrom: '12:00', timeTo: '12:00' }, ['timeTo']],
      [{ type: 'PHONE', subject: 'x', phone: { number: '0732 1', country: 'AT' }, timeFrom: '15:00', timeTo: '09:00' }, ['timeTo']],
    ];
    for (const [body, expected] of cases) {
      const response = await t.call('POST', URL, body, 'gruber');
      expect({ body, status: response.statusCode, paths: paths(response.json()) }).toEqual({ body, status: 400, paths: expected });
    }
    // Schema limits: an unknown type, a too long extension or number, a time that is no HH:mm.
    for (const body of [
      { type: 'FAX', subject: 'x' },
      { type: 'PHONE', subject: 'x', phone: { number: '0732 1', extension: '12345', country: 'AT' } },
      { type: 'PHONE', subject: 'x', phone: { number: '0'.repeat(16), country: 'AT' } },
      { type: 'PHONE', subject: 'x', phone: { number: '0732 1', country: 'AT' }, timeFrom: '9' },
      { type: 'NONE', subject: 'x'.repeat(101) },
    ]) {
      const response = await t.call('POST', URL, body, 'gruber');
      expect(response.statusCode).toBe(400);
      expect(response.json()[0]).toEqual(expect.objectContaining({ path: expect.any(String), message: expect.any(String) }));
    }
    expect(await callbacks()).toBe(before);
  });

  it('refuses API tokens (403) and limits each user to ten requests an hour (429)', async () => {
    const token = await t.bearer(await t.token(), 'POST', URL, { type: 'NONE', subject: 'x' });
    expect(token.statusCode).toBe(403);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1)
      statuses.push((await t.call('POST', URL, { type: 'NONE', subject: `Anfrage ${i}` }, 'erika')).statusCode);
    expect(statuses).toEqual([...Array(10).fill(200), 429]);
    // The limit is erika's own: max can still ask.
    expect((await t.call('POST', URL, { type: 'NONE', subject: 'Noch eine Frage' })).statusCode).toBe(200);
  });

  it('is in the OpenAPI document', async () => {
    const doc = (await t.ctx.app.inject({ method: 'GET', url: '/service/openapi.json' })).json();
    expect(doc.paths['/service/v1.0/callbacks'].post).toBeDefined();
  });
});
