import { MAX_MAIL, processTestApp } from '../process-helpers';

let t: Awaited<ReturnType<typeof processTestApp>>;
// Seeding the demo takes long on a busy machine.
beforeAll(async () => {
  t = await processTestApp();
}, 180_000);
afterAll(() => t?.close());

const url = (bpn: string, can: string) => `/service/v1.0/contract-accounts/${bpn}/${can}/enablePaperless`;
const paperless = async (can: string) =>
  (await t.ctx.db.query<{ paperless: string }>('SELECT paperless FROM contract_accounts WHERE contract_account_number = $1', [can])).rows[0]
    .paperless;

describe('PUT /service/v1.0/contract-accounts/{bpn}/{can}/enablePaperless', () => {
  it('needs the accepted terms, then moves WAITING to PAPERLESS once; a second request answers 409', async () => {
    const refused = await t.call('PUT', url('1000012345', '400012345001'), { tosAccepted: false });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual([expect.objectContaining({ path: 'tosAccepted' })]);
    expect(await paperless('400012345001')).toBe('WAITING');

    const done = await t.call('PUT', url('1000012345', '400012345001'), { tosAccepted: true });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ paperless: 'PAPERLESS' });
    const detail = (await t.call('GET', '/service/v1.0/contract-accounts/1000012345/400012345001')).json();
    expect(detail.invoiceSettings.paperless).toBe('PAPERLESS');
    expect((await t.mails(MAX_MAIL)).map((m) => m.subject)).toContain('Papierlose Rechnung aktiviert');

    const again = await t.call('PUT', url('1000012345', '400012345001'), { tosAccepted: true });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ type: 'CONFLICT' });
  });

  it('refuses BANKDATA_MISSING and NOT_CHANGEABLE with 409, foreign numbers with 404 and API tokens with 403', async () => {
    expect((await t.call('PUT', url('1000012346', '400012346001'), { tosAccepted: true })).statusCode).toBe(409);
    expect(await paperless('400012346001')).toBe('BANKDATA_MISSING');
    expect((await t.call('PUT', url('1000012345', '400012345003'), { tosAccepted: true })).statusCode).toBe(409);
    expect((await t.call('PUT', url('1000023456', '400023456001'), { tosAccepted: true })).statusCode).toBe(404);
    expect((await t.bearer(await t.token(), 'PUT', url('1000012345', '400012345001'), { tosAccepted: true })).statusCode).toBe(403);
  });
});
