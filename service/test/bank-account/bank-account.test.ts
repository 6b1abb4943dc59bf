import { MAX_MAIL, processTestApp } from '../process-helpers';

let t: Awaited<ReturnType<typeof processTestApp>>;
// Seeding the demo takes long on a busy machine.
beforeAll(async () => {
  t = await processTestApp();
}, 180_000);
afterAll(() => t?.close());
beforeEach(() => t.ctx.db.query('DELETE FROM rate_limits'));

const HOLIDAY = '/service/bank-account/1000012346/400012346001';
const VALID = { applicability: 'BOTH', iban: 'AT61 1904 3002 3457 3201', depositor: 'Max Mustermann', directDebitAuthority: true };
const account = (can: string) =>
  t.snapshot(
    'SELECT iban, depositor, applicability, direct_debit_authority, paperless FROM contract_accounts WHERE contract_account_number = $1',
    [can],
  );

describe('POST /service/bank-account/{bpn}/{can}', () => {
  it('refuses a wrong check digit, a wrong length, an empty IBAN and a missing mandate as field errors, saving nothing', async () => {
    const before = await account('400012346001');
    const wrongDigit = await t.call('POST', HOLIDAY, { ...VALID, iban: 'AT61 1904 3002 3457 3202' });
    expect(wrongDigit.statusCode).toBe(400);
    expect(wrongDigit.json()).toEqual([expect.objectContaining({ path: 'iban', message: expect.stringContaining('Prüfziffern') })]);
    const errors = (await t.call('POST', HOLIDAY, { ...VALID, iban: 'AT', depositor: 'x'.repeat(61), directDebitAuthority: false })).json();
    expect(errors.map((e: { path: string }) => e.path)).toEqual(['iban', 'depositor', 'directDebitAuthority']);
    expect((await t.call('POST', HOLIDAY, { ...VALID, iban: 'AT6119043002345732011' })).json()[0].message).toMatch(/Länge/);
    expect((await t.call('POST', HOLIDAY, { ...VALID, applicability: 'SOMETIMES' })).statusCode).toBe(400);
    expect(await account('400012346001')).toBe(before);
  });

  it('saves a valid IBAN of any SEPA country, moves paperless from BANKDATA_MISSING to WAITING and confirms by e-mail', async () => {
    const response = await t.call('POST', HOLIDAY, { ...VALID, iban: 'de89 3704 0044 0532 0130 00', applicability: 'PAYMENT' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ iban: 'DE89370400440532013000', applicability: 'PAYMENT', paperless: 'WAITING' });
    const detail = (await t.call('GET', '/service/v1.0/contract-accounts/1000012346/400012346001')).json();
    expect(detail.bankAccountIn).toMatchObject({ iban: 'DE89370400440532013000', depositor: 'Max Mustermann' });
    expect(detail.invoiceSettings.paperless).toBe('WAITING');
    const mail = (await t.mails(MAX_MAIL)).find((m) => m.subject === 'Ihre Bankverbindung wurde geändert');
    expect(mail?.text_body).toContain('DE89 **** **** **** **30 00');
    expect(mail?.text_body).not.toContain('0532');
  });

  it('answers 404 for another customer’s account, 409 for an ended account, 403 to an API token, 401 without session', async () => {
    expect((await t.call('POST', '/service/bank-account/1000023456/400023456001', VALID)).statusCode).toBe(404);
    expect((await t.call('POST', HOLIDAY, VALID, 'erika')).statusCode).toBe(404);
    const ended = await t.call('POST', '/service/bank-account/1000012345/400012345003', VALID);
    expect(ended.statusCode).toBe(409);
    expect(ended.json()).toMatchObject({ type: 'CONFLICT' });
    expect((await t.bearer(await t.token(), 'POST', HOLIDAY, VALID)).statusCode).toBe(403);
    expect((await t.ctx.app.inject({ method: 'POST', url: HOLIDAY, payload: VALID })).statusCode).toBe(400);
  });

  it('answers 409 CONFLICT for an account the grid operator does not bill, and for one that is not editable, saving nothing', async () => {
    const gruberAccount = (can: string) => `/service/bank-account/1000034567/${can}`;
    for (const can of ['400034567003', '400034567005']) {
      const before = await account(can);
      const refused = await t.call('POST', gruberAccount(can), VALID, 'gruber');
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ type: 'CONFLICT' });
      expect(await account(can)).toBe(before);
    }
    // The dashboard tells the client which accounts take bank data, so it offers only those.
    const dashboard = (await t.call('GET', '/service/v1.0/dashboard', undefined, 'gruber')).json();
    const flags = (can: string) =>
      dashboard.contractAccounts.find((a: { contractAccountNumber: string }) => a.contractAccountNumber === can);
    expect(flags('400034567003')).toMatchObject({ active: true, editable: true, billedByProvider: false });
    expect(flags('400034567005')).toMatchObject({ active: true, editable: false, billedByProvider: true });
    expect(flags('400034567001')).toMatchObject({ active: true, editable: true, billedByProvider: true });
    expect((await t.call('POST', gruberAccount('400034567001'), VALID, 'gruber')).statusCode).toBe(200);
  });
});
