import { processTestApp } from '../process-helpers';

let t: Awaited<ReturnType<typeof processTestApp>>;
// Seeding the demo takes long on a busy machine.
beforeAll(async () => {
  t = await processTestApp();
}, 180_000);
afterAll(() => t?.close());

const URL = '/service/v1.0/invoices/1000012345/400012345001';

describe('GET /service/v1.0/invoices/{bpn}/{can}', () => {
  it('lists every invoice newest first, paged, filtered by year and by number', async () => {
    const all = (await t.call('GET', URL)).json();
    expect(all.total).toBe(4);
    const dates = all.invoices.map((i: { invoiceDate: string }) => i.invoiceDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(all.years).toHaveLength(4);

    const page2 = (await t.call('GET', `${URL}?page=2&pageSize=3`)).json();
    expect(page2).toMatchObject({ total: 4, page: 2, pageSize: 3 });
    expect(page2.invoices).toEqual([all.invoices[3]]);

    const year = all.years[1];
    const byYear = (await t.call('GET', `${URL}?year=${year}`)).json();
    expect(byYear.invoices.map((i: { invoiceDate: string }) => i.invoiceDate.slice(0, 4))).toEqual([String(year)]);
    const number = all.invoices[2].invoiceNumber as string;
    const byNumber = (await t.call('GET', `${URL}?number=${number.slice(-5)}`)).json();
    expect(byNumber.invoices.map((i: { invoiceNumber: string }) => i.invoiceNumber)).toEqual([number]);
  });

  it('admits an API token (read-only), refuses bad filters with 400 and foreign numbers with 404', async () => {
    const token = await t.token();
    const byToken = await t.bearer(token, 'GET', URL);
    expect(byToken.statusCode).toBe(200);
    expect(byToken.json().total).toBe(4);
    expect((await t.call('GET', `${URL}?pageSize=1000`)).statusCode).toBe(400);
    expect((await t.call('GET', `${URL}?number=12a`)).statusCode).toBe(400);
    expect((await t.call('GET', '/service/v1.0/invoices/1000023456/400023456001')).statusCode).toBe(404);
    expect((await t.call('GET', URL, undefined, 'erika')).statusCode).toBe(404);
  });
});

describe('OpenAPI of the contract processes', () => {
  it('documents every call; only the invoice list carries the bearer scheme', async () => {
    const doc = (await t.call('GET', '/service/openapi.json')).json();
    const pod = '/service/v1.0/pods/{businessPartnerNumber}/{contractAccountNumber}/{pod}';
    const account = '{businessPartnerNumber}/{contractAccountNumber}';
    const calls: [string, string][] = [
      ['put', `/service/v1.0/readings/${account}/{contractNumber}`],
      ['post', `${pod}/deviceKey`],
      ['post', `${pod}/deviceKey/activate`],
      ['post', `${pod}/amisOptIn`],
      ['post', `${pod}/smartmeter/activate`],
      ['post', '/service/v1.0/consumptions/profile/activate'],
      ['post', `/service/v1.0/contract-accounts/${account}/installmentChange`],
      ['put', `/service/v1.0/contract-accounts/${account}/enablePaperless`],
      ['post', `/service/bank-account/${account}`],
    ];
    for (const [method, path] of calls) {
      expect(doc.paths[path]?.[method]).toBeDefined();
      expect(JSON.stringify(doc.paths[path][method].security ?? [])).not.toContain('bearer');
    }
    expect(JSON.stringify(doc.paths[`/service/v1.0/invoices/${account}`].get.security)).toContain('bearer');
  });
});
