import { MAX_MAIL, processTestApp } from '../process-helpers';

let t: Awaited<ReturnType<typeof processTestApp>>;
// Seeding the demo takes long on a busy machine.
beforeAll(async () => {
  t = await processTestApp();
}, 180_000);
afterAll(() => t?.close());

const DESK = 'kundenservice@netzportal.example';
const formUrl = (bpn: string, can: string, cn: string) => `/service/v1.0/wifi-reader-orders/${bpn}/${can}/${cn}`;
const orderUrl = (bpn: string, can: string) => `/service/v1.0/wifi-reader-orders/${bpn}/${can}`;
const orders = () => t.snapshot('SELECT * FROM wifi_reader_orders ORDER BY id');

const order = (meterNumbers: string[], changes: Record<string, unknown> = {}) => ({
  contractNumber: '300012345001',
  name: 'Max Mustermann',
  streetAndHouseNumber: 'Hauptstraße 1',
  postcodeAndCity: '4020 Linz',
  phone: '+43 664 1234567',
  email: 'max@example.at',
  invoiceAddress: { name: 'Max Mustermann', streetAndHouseNumber: 'Landstraße 5/2', postcodeAndCity: '4020 Linz' },
  meterNumbers,
  acceptConditions: true,
  ...changes,
});

describe('GET /service/v1.0/wifi-reader-orders/{bpn}/{can}/{cn}', () => {
  it('prefills the delivery address from the partner, the invoice address from the account, and names the meter', async () => {
    const response = await t.call('GET', formUrl('1000012345', '400012345001', '300012345001'));
    expect(response.statusCode).toBe(200);
    const form = response.json();
    expect(form).toMatchObject({ possible: true, openOrder: null, email: expect.stringContaining('@') });
    expect(form.delivery.name).toBe('Max Mustermann');
    expect(form.invoiceAddress.postcodeAndCity).toMatch(/^\d{4} \S/);
    expect(form.meterNumbers).toHaveLength(1);
    expect(form.meterNumbers[0]).toMatch(/^\d+$/);
  });

  it('answers 404 for another customer’s contract and says no order is possible without a customer interface', async () => {
    expect((await t.call('GET', formUrl('1000023456', '400023456001', '300023456001'))).statusCode).toBe(404);
    const notEditable = await t.call('GET', formUrl('1000034567', '400034567005', '300034567005'), undefined, 'gruber');
    expect(notEditable.statusCode).toBe(200);
    expect(notEditable.json().possible).toBe(false);
  });

  it('shows the demo order of gruber’s meter, ordered four days ago and still open', async () => {
    const form = (await t.call('GET', formUrl('1000034567', '400034567011', '300034567011'), undefined, 'gruber')).json();
    expect(form).toMatchObject({ possible: true, openOrder: { orderedAt: expect.any(String) } });
    const days = (Date.now() - Date.parse(form.openOrder.orderedAt)) / 86_400_000;
    expect(days).toBeGreaterThan(3);
    expect(days).toBeLessThan(5);
  });
});

describe('POST /service/v1.0/wifi-reader-orders/{bpn}/{can}', () => {
  it('checks every field, then stores the order, mails customer service and the customer; a second order answers 409', async () => {
    const { meterNumbers } = (await t.call('GET', formUrl('1000012345', '400012345001', '300012345001'))).json();
    const before = await orders();

    const blank = await t.call(
      'POST',
      orderUrl('1000012345', '400012345001'),
      order(meterNumbers, {
        name: '   ',
        acceptConditions: false,
        invoiceAddress: { name: 'X', streetAndHouseNumber: ' ', postcodeAndCity: 'Y' },
      }),
    );
    expect(blank.statusCode).toBe(400);
    expect(blank.json().map((e: { path: string }) => e.path)).toEqual(['name', 'invoiceAddress.streetAndHouseNumber', 'acceptConditions']);

    const schema = await t.call('POST', orderUrl('1000012345', '400012345001'), order(meterNumbers, { phone: 'abc', email: 'nope' }));
    expect(schema.statusCode).toBe(400);
    expect(schema.json()).toEqual(
      expect.arrayContaining([expect.objectContaining({ path: 'phone' }), expect.objectContaining({ path: 'email' })]),
    );

    const tooLong = await t.call('POST', orderUrl('1000012345', '400012345001'), order(meterNumbers, { name: 'x'.repeat(81) }));
    expect(tooLong.statusCode).toBe(400);

    const wrongMeter = await t.call('POST', orderUrl('1000012345', '400012345001'), order(['99999999']));
    expect(wrongMeter.statusCode).toBe(400);
    expect(wrongMeter.json()).toEqual([expect.objectContaining({ path: 'meterNumbers' })]);
    expect(await orders()).toBe(before);

    const done = await t.call('POST', orderUrl('1000012345', '400012345001'), order(meterNumbers));
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ id: expect.any(Number), meterNumbers });
    const desk = await t.mails(DESK);
    expect(desk.at(-1)?.subject).toContain('WLAN-Lesekopf-Bestellung');
    expect(desk.at(-1)?.text_body).toContain('Landstraße 5/2');
    expect(desk.at(-1)?.text_body).toContain(meterNumbers[0]);
    expect((await t.mails(MAX_MAIL)).map((m) => m.subject)).toContain('Ihre Bestellung eines WLAN-Lesekopfs');

    const form = (await t.call('GET', formUrl('1000012345', '400012345001', '300012345001'))).json();
    expect(form.openOrder).toEqual({ orderedAt: expect.any(String) });

    const stored = await orders();
    const again = await t.call('POST', orderUrl('1000012345', '400012345001'), order(meterNumbers));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ type: 'CONFLICT' });
    expect(await orders()).toBe(stored);
    expect(await t.mails(DESK)).toHaveLength(desk.length);
  });

  it('refuses another customer’s numbers (404), a meter without customer interface (409) and API tokens (403)', async () => {
    const before = await orders();
    const foreign = await t.call('POST', orderUrl('1000023456', '400023456001'), order(['1'], { contractNumber: '300023456001' }));
    expect(foreign.statusCode).toBe(404);
    const foreignContract = await t.call('POST', orderUrl('1000012345', '400012345001'), order(['1'], { contractNumber: '300023456001' }));
    expect(foreignContract.statusCode).toBe(404);
    const notEditable = await t.call(
      'POST',
      orderUrl('1000034567', '400034567005'),
      order(['1'], { contractNumber: '300034567005' }),
      'gruber',
    );
    expect(notEditable.statusCode).toBe(409);
    const token = await t.bearer(await t.token(), 'POST', orderUrl('1000012345', '400012345001'), order(['1']));
    expect(token.statusCode).toBe(403);
    expect(await orders()).toBe(before);
  });

  it('is in the OpenAPI document', async () => {
    const doc = (await t.ctx.app.inject({ method: 'GET', url: '/service/openapi.json' })).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/service/v1.0/wifi-reader-orders/{businessPartnerNumber}/{contractAccountNumber}',
        '/service/v1.0/wifi-reader-orders/{businessPartnerNumber}/{contractAccountNumber}/{contractNumber}',
      ]),
    );
  });
});
