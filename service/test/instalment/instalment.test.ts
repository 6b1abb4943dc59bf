import { MAX_MAIL, processTestApp } from '../process-helpers';

let t: Awaited<ReturnType<typeof processTestApp>>;
// Seeding the demo takes long on a busy machine.
beforeAll(async () => {
  t = await processTestApp();
}, 180_000);
afterAll(() => t?.close());

const URL = '/service/v1.0/contract-accounts/1000012345/400012345001/installmentChange';
const agreement = () =>
  t.snapshot(
    `SELECT a.current_amount, array_agg(i.amount ORDER BY i.due_date) AS amounts FROM installment_agreements a
       JOIN installments i USING (contract_account_number) WHERE contract_account_number = '400012345001' GROUP BY 1`,
  );

describe('POST /service/v1.0/contract-accounts/{bpn}/{can}/installmentChange', () => {
  it('refuses amounts outside 40–250 € after rounding to cents and a missing reason, changing nothing', async () => {
    const before = await agreement();
    const below = await t.call('POST', URL, { amount: 39.994, reason: 'weniger Verbrauch' });
    expect(below.statusCode).toBe(400);
    expect(below.json()).toEqual([
      expect.objectContaining({ path: 'amount', message: 'Der Teilbetrag muss mindestens 40,00 € betragen.' }),
    ]);
    const above = await t.call('POST', URL, { amount: 250.006, reason: 'Wärmepumpe' });
    expect(above.json()).toEqual([
      expect.objectContaining({ path: 'amount', message: 'Der Teilbetrag darf höchstens 250,00 € betragen.' }),
    ]);
    expect((await t.call('POST', URL, { amount: 90, reason: '  ' })).json()).toEqual([expect.objectContaining({ path: 'reason' })]);
    expect((await t.call('POST', URL, { amount: 'viel', reason: 'x' })).statusCode).toBe(400);
    expect(await agreement()).toBe(before);
  });

  it('accepts a bound that rounds into range, changes the agreement and the coming instalments, and mails', async () => {
    const response = await t.call('POST', URL, { amount: 39.996, reason: 'Neue Heizung' });
    expect(response.statusCode).toBe(200);
    expect(response.json().currentAmount).toBe(40);
    expect(response.json().installments.every((i: { amount: number }) => i.amount === 40)).toBe(true);
    const detail = (await t.call('GET', '/service/v1.0/contract-accounts/1000012345/400012345001')).json();
    expect(detail.installmentAgreement.currentAmount).toBe(40);
    const change = await t.ctx.db.query<{ reason: string; new_amount: string }>('SELECT reason, new_amount FROM installment_changes');
    expect(change.rows).toEqual([{ reason: 'Neue Heizung', new_amount: '40.00' }]);
    expect((await t.mails(MAX_MAIL)).find((m) => m.subject === 'Ihr Teilbetrag wurde geändert')?.text_body).toContain('40,00 €');
  });

  it('answers 409 for an agreement that is not changeable, 404 for foreign numbers, 403 to API tokens', async () => {
    const gas = await t.call('POST', '/service/v1.0/contract-accounts/1000012345/400012345002/installmentChange', {
      amount: 70,
      reason: 'x',
    });
    expect(gas.statusCode).toBe(409);
    expect(gas.json()).toMatchObject({ type: 'CONFLICT' });
    expect((await t.call('POST', URL, { amount: 70, reason: 'x' }, 'erika')).statusCode).toBe(404);
    expect((await t.bearer(await t.token(), 'POST', URL, { amount: 70, reason: 'x' })).statusCode).toBe(403);
  });
});
