import type { Country } from '@portal/shared/contract/enums';
import { COUNTRY_NAMES } from '@portal/shared/contract/country-names';
import { PDFDocument } from 'pdf-lib';
import { formatDecimal } from '../../src/format/de-at-number';
import { createTestApp, loginWithCsrf, type CookieJar, type TestContext } from '../helpers';
import type { ContractAccountDetail } from '@portal/shared/contract/contract-account';
import { addDays, germanDate } from '../../src/dates/local-dates';
import { loadContractAccountDetail } from '../../src/contract-accounts/contract-account-detail';
import { invoiceAmounts } from '../../src/invoices/invoice-lines';
import { billedPeriodsOf } from '../../src/invoices/invoice-positions';
import { pdfText, pdfTexts } from '../pdf-text';

// Quarter-hour values cover all of 2025, the period max's January 2026 invoice bills.
const TODAY = '2026-03-15';
const BPN = '1000012345';

let ctx: TestContext;
let max: { jar: CookieJar; token: string };

beforeAll(async () => {
  ctx = await createTestApp({ seed: { today: TODAY, days: 450 } });
  max = await loginWithCsrf(ctx.app, 'max.mustermann');
  // Fifteen months of quarter-hours take a while to seed on a busy machine.
}, 180_000);
afterAll(() => ctx.close());

const get = (url: string, who: { jar: CookieJar } | null = max) =>
  ctx.app.inject({ method: 'GET', url, headers: who ? { cookie: who.jar.header() } : {} });

async function invoicesOf(can: string) {
  const detail = (await get(`/service/v1.0/contract-accounts/${BPN}/${can}`)).json();
  return detail.invoices as { invoiceNumber: string; invoiceDate: string; total: number }[];
}

describe('GET /service/v1.0/invoices/{bpn}/{can}/{invoiceNumber}', () => {
  it('answers the invoice as a PDF named with date and number, stating meter point, load profile, readings and amounts', async () => {
    const [latest] = await invoicesOf('400012345001');
    const response = await get(`/service/v1.0/invoices/${BPN}/400012345001/${latest.invoiceNumber}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Rechnung_${latest.invoiceDate}_${latest.invoiceNumber}.pdf"`,
    );
    const pdf = response.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const document = await PDFDocument.load(pdf);
    expect(document.getTitle()).toBe(`Rechnung ${latest.invoiceNumber}`);

    const text = await pdfText(pdf);
    expect(text).toContain(`Rechnung ${latest.invoiceNumber}`);
    expect(text).toContain('Herr Max Mustermann');
    expect(text).toContain('AT0030000000000000000000000100001');
    expect(text).toContain('Standardlastprofil H0');
    expect(text).toContain('01.01.2025 – 31.12.2025 (365 Tage)');
    expect(text).toContain('Ablesung Netzbetreiber');
    expect(text).toContain('Vergleich mit dem Vorjahreszeitraum');
    expect(text).toContain(`${formatDecimal(latest.total)} €`);
    // The supply and the feed-in contract of the meter point are both billed.
    expect(text).toContain('2.8.0');
    expect(text).toContain('Einspeisung im Zeitraum');
  });

  it('shows a gas invoice with operating cubic metres, state number and calorific value', async () => {
    const [latest] = await invoicesOf('400012345002');
    const response = await get(`/service/v1.0/invoices/${BPN}/400012345002/${latest.invoiceNumber}`);
    expect(response.statusCode).toBe(200);
    const text = await pdfText(response.rawPayload);
    expect(text).toMatch(/m³ \(Betrieb\) × Zustandszahl 0,9464 × Brennwert 11,\d{3} kWh\/m³/);
  });

  it("answers 404 for another customer's, another account's and unknown invoices, 400 for malformed numbers, 401 without session", async () => {
    const [stromInvoice] = await invoicesOf('400012345001');
    const erika = await loginWithCsrf(ctx.app, 'erika.musterfrau');
    expect((await get(`/service/v1.0/invoices/${BPN}/400012345001/${stromInvoice.invoiceNumber}`, erika)).statusCode).toBe(404);
    // The invoice exists, but belongs to max's other contract account.
    expect((await get(`/service/v1.0/invoices/${BPN}/400012345002/${stromInvoice.invoiceNumber}`)).statusCode).toBe(404);
    expect((await get(`/service/v1.0/invoices/${BPN}/400012345001/799999999999`)).statusCode).toBe(404);
    const malformed = await get(`/service/v1.0/invoices/${BPN}/400012345001/12ab`);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual([expect.objectContaining({ path: expect.stringContaining('invoiceNumber') })]);
    expect((await get(`/service/v1.0/invoices/${BPN}/400012345001/${stromInvoice.invoiceNumber}`, null)).statusCode).toBe(401);
  });
});

describe('GET /service/v1.0/invoices/{bpn}/{can}/{invoiceNumber}/detail', () => {
  it('answers the billed period per month from the stored values, named from the invoice number', async () => {
    const [latest] = await invoicesOf('400012345001');
    const response = await get(`/service/v1.0/invoices/${BPN}/400012345001/${latest.invoiceNumber}/detail`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="Rechnungsdetail_${latest.invoiceNumber}.pdf"`);
    const text = await pdfText(response.rawPayload);
    expect(text).toContain(`Rechnungsdetail zur Rechnung ${latest.invoiceNumber}`);
    for (const month of ['01.2025', '06.2025', '12.2025']) expect(text).toContain(month);
    expect(text).toContain('Summen der gemessenen Viertelstundenwerte.');
  });

  it('falls back to the readings where no quarter-hour values exist', async () => {
    const invoices = await invoicesOf('400012345001');
    const oldest = invoices[invoices.length - 1];
    const text = await pdfText((await get(`/service/v1.0/invoices/${BPN}/400012345001/${oldest.invoiceNumber}/detail`)).rawPayload);
    expect(text).toContain('Keine Viertelstundenwerte für diesen Zeitraum: verrechnet nach Zählerständen.');
  });
});

const ROUTES = [
  { name: 'invoice PDF', suffix: '' },
  { name: 'detail PDF', suffix: '/detail' },
];

describe.each(ROUTES)('$name: ownership and validation of every path parameter', ({ suffix }) => {
  let own: { bpn: string; can: string; invoiceNumber: string };
  let erikas: { bpn: string; can: string; invoiceNumber: string };

  beforeAll(async () => {
    own = { bpn: BPN, can: '400012345001', invoiceNumber: (await invoicesOf('400012345001'))[0].invoiceNumber };
    const erika = await loginWithCsrf(ctx.app, 'erika.musterfrau');
    const detail = (await get('/service/v1.0/contract-accounts/1000023456/400023456001', erika)).json();
    erikas = { bpn: '1000023456', can: '400023456001', invoiceNumber: detail.invoices[0].invoiceNumber };
  });

  const url = (p: { bpn: string; can: string; invoiceNumber: string }) =>
    `/service/v1.0/invoices/${p.bpn}/${p.can}/${p.invoiceNumber}${suffix}`;
  // Numbers are digit strings up to their length (API-COMPAT): longer ones or other characters are malformed; a shorter
  // digit string is well-formed, just unknown (404).
  const PARAMS = [
    {
      param: 'bpn',
      path: 'businessPartnerNumber',
      malformed: ['10000123456', '10000l2345', '+000012345', '1000%2012345'],
      unknown: '100001234',
    },
    {
      param: 'can',
      path: 'contractAccountNumber',
      malformed: ['4000123450011', '4000-1234500', '40001234500a', encodeURIComponent('４０００１２３４５００１')],
      unknown: '40001234500',
    },
    { param: 'invoiceNumber', path: 'invoiceNumber', malformed: ['7000001000011', '7000%2000001', '12ab', '-1'], unknown: '70000010000' },
  ] as const;

  it('answers the own invoice (200, a PDF)', async () => {
    const response = await get(url(own));
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it.each(PARAMS)("answers 404 for another customer's $param, never the PDF", async ({ param }) => {
    const response = await get(url({ ...own, [param]: erikas[param] }));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ type: 'NOT_FOUND', message: expect.any(String) });
    // Erika herself gets hers; max's numbers are just as unknown to her.
    expect((await get(url({ ...erikas, [param]: own[param] }), await loginWithCsrf(ctx.app, 'erika.musterfrau'))).statusCode).toBe(404);
  });

  it.each(PARAMS)('answers 404 for a well-formed unknown $param', async ({ param, unknown }) => {
    const response = await get(url({ ...own, [param]: unknown }));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ type: 'NOT_FOUND', message: 'Rechnung nicht gefunden' });
  });

  it.each(PARAMS)('answers 400 with the error array for a malformed $param, never 500', async ({ param, path, malformed }) => {
    for (const value of malformed) {
      const response = await get(url({ ...own, [param]: value }));
      expect(response.statusCode).toBe(400);
      const errors = response.json() as { path: string; message: string; number?: number }[];
      expect(errors.length).toBeGreaterThan(0);
      expect(errors.map((e) => e.path)).toEqual(errors.map(() => expect.stringContaining(path)));
      for (const error of errors)
        expect(error).toEqual({ path: expect.any(String), message: expect.any(String), number: expect.any(Number) });
    }
  });
});

/** "1.234,56 €" → 1234.56 */
const euro = (text: string) => Number(text.replace(/ €$/, '').replace(/\./g, '').replace(',', '.'));
const isEuro = (text: string) => /^-?\d{1,3}(\.\d{3})*,\d{2} €$/.test(text);
const accountDetail = async (bpn: string, can: string) =>
  (await get(`/service/v1.0/contract-accounts/${bpn}/${can}`)).json() as ContractAccountDetail;

describe('itemised network charges on the invoice', () => {
  it('prints line items that add up to net, VAT and gross, and the gross is the total the invoice list shows', async () => {
    for (const can of ['400012345001', '400012345002', '400012345003']) {
      const detail = await accountDetail(BPN, can);
      expect(detail.invoices.length).toBeGreaterThan(0);
      for (const invoice of detail.invoices) {
        const texts = await pdfTexts((await get(`/service/v1.0/invoices/${BPN}/${can}/${invoice.invoiceNumber}`)).rawPayload);
        const after = (label: string) => texts[texts.indexOf(label) + 1];
        const items = texts
          .slice(texts.indexOf('Betrag') + 1, texts.indexOf('Summe netto'))
          .filter(isEuro)
          .map(euro);
        expect(items.length).toBeGreaterThanOrEqual(4);
        const net = euro(after('Summe netto'));
        const vat = euro(after('Umsatzsteuer 20 %'));
        const gross = euro(after('Gesamtbetrag'));
        expect(Math.round(items.reduce((sum, amount) => sum + amount * 100, 0))).toBe(Math.round(net * 100));
        expect(Math.round(vat * 100)).toBe(Math.round(net * 20));
        expect(Math.round(gross * 100)).toBe(Math.round((net + vat) * 100));
        expect(gross).toBe(invoice.total);
        // The list's total is the pure computation over the invoice's billed periods.
        expect(invoiceAmounts(billedPeriodsOf(detail, invoice.invoiceNumber)).gross).toBe(invoice.total);
      }
    }
  });

  it('bills the kWh of the invoiced period from the readings: quantity × unit price = amount', async () => {
    const detail = await accountDetail(BPN, '400012345001');
    const [latest] = detail.invoices;
    const supply = detail.contracts.find((c) => !c.powerGenerationUnit)!;
    const billed = supply.consumptions!.values.find((v) => v.invoiceNumber === latest.invoiceNumber)!;
    expect(billed.nrOfDays).toBe(365);
    const texts = await pdfTexts((await get(`/service/v1.0/invoices/${BPN}/400012345001/${latest.invoiceNumber}`)).rawPayload);
    const line = (label: string) => texts.slice(texts.indexOf(label), texts.indexOf(label) + 4);
    expect(line('Netznutzungsentgelt Arbeitspreis')).toEqual([
      'Netznutzungsentgelt Arbeitspreis',
      `${formatDecimal(billed.value)} kWh`,
      '5,22 ct/kWh',
      `${formatDecimal(Math.round(billed.value * 5.22) / 100)} €`,
    ]);
    expect(line('Elektrizitätsabgabe')).toEqual([
      'Elektrizitätsabgabe',
      `${formatDecimal(billed.value)} kWh`,
      '1,50 ct/kWh',
      `${formatDecimal(Math.round(billed.value * 1.5) / 100)} €`,
    ]);
    expect(line('Messentgelt')).toEqual(['Messentgelt', '365 Tage', '2,40 €/Monat', '28,80 €']);
    expect(texts).toContain('Netzverlustentgelt');
    expect(texts).toContain('Erneuerbaren-Förderpauschale');
    // The feed-in contract of the meter point bills no network charges.
    expect(texts.filter((t) => t === 'Netznutzungsentgelt Arbeitspreis')).toHaveLength(1);

    const gas = await accountDetail(BPN, '400012345002');
    const gasInvoice = gas.invoices[0];
    const gasEntry = gas.contracts[0].readingsHistory!.meters[0].readings[0];
    const gasTexts = await pdfTexts((await get(`/service/v1.0/invoices/${BPN}/400012345002/${gasInvoice.invoiceNumber}`)).rawPayload);
    const nm3 = Math.round(gasEntry.calculatedConsumption! * gasEntry.conversionFactor! * 100) / 100;
    const erdgas = gasTexts.slice(gasTexts.indexOf('Erdgasabgabe'), gasTexts.indexOf('Erdgasabgabe') + 4);
    expect(erdgas).toEqual(['Erdgasabgabe', `${formatDecimal(nm3)} Nm³`, '0,066 €/Nm³', `${formatDecimal(Math.round(nm3 * 6.6) / 100)} €`]);
    expect(gasTexts).toContain('Netznutzungsentgelt Grundpauschale');
  });

  it('states the due date and the payment: direct debit from the masked IBAN, or transfer to the operator', async () => {
    const [debit] = await invoicesOf('400012345001');
    const debitTexts = await pdfTexts((await get(`/service/v1.0/invoices/${BPN}/400012345001/${debit.invoiceNumber}`)).rawPayload);
    expect(debitTexts[debitTexts.indexOf('Fällig am') + 1]).toBe(germanDate(addDays(debit.invoiceDate, 14)));
    const how = debitTexts[debitTexts.indexOf('Zahlung') + 1];
    expect(how).toMatch(/^SEPA-Lastschrift von Ihrem Konto AT\d{2} \*{4} \*{4} \*{4} 2345$/);

    // Max's holiday home has no bank account: transfer, with the invoice number as reference.
    const holiday = await accountDetail('1000012346', '400012346001');
    expect(holiday.bankAccountIn).toEqual({});
    const transfer = holiday.invoices[0];
    const transferTexts = await pdfTexts(
      (await get(`/service/v1.0/invoices/1000012346/400012346001/${transfer.invoiceNumber}`)).rawPayload,
    );
    expect(transferTexts[transferTexts.indexOf('Zahlung') + 1]).toBe('Überweisung auf unser Konto AT61 1904 3002 3457 3201');
    expect(transferTexts[transferTexts.indexOf('Verwendungszweck') + 1]).toBe(`Rechnung ${transfer.invoiceNumber}`);
  });

  it('every demo invoice has a positive total computed from its billed periods', async () => {
    const { rows } = await ctx.db.query<{
      user_id: number;
      business_partner_number: string;
      contract_account_number: string;
      invoice_number: string;
      total: number;
    }>(
      `SELECT bp.user_id, ca.business_partner_number, ca.contract_account_number, i.invoice_number, i.total::float8 AS total
         FROM invoices i JOIN contract_accounts ca USING (contract_account_number) JOIN business_partners bp USING (business_partner_number)`,
    );
    expect(rows.length).toBeGreaterThan(100);
    for (const row of rows) {
      const detail = await loadContractAccountDetail(ctx.db, row.user_id, row.business_partner_number, row.contract_account_number, {
        trends: false,
      });
      const amounts = invoiceAmounts(billedPeriodsOf(detail!, row.invoice_number));
      expect({ invoice: row.invoice_number, total: row.total }).toEqual({ invoice: row.invoice_number, total: amounts.gross });
      expect(row.total).toBeGreaterThan(0);
    }
  });
});

describe('names and addresses outside WinAnsi', () => {
  const ADDRESSES = [
    { country: 'HU', postcode: '9021', city: 'Győr', street: 'Árpád út', housenumber: '12' },
    { country: 'HR', postcode: '40000', city: 'Čakovec', street: 'Ulica kralja Tomislava', housenumber: '3' },
    { country: 'CZ', postcode: '30100', city: 'Plzeň', street: 'Náměstí Republiky', housenumber: '1' },
  ];

  afterAll(() =>
    ctx.db.query(
      `UPDATE business_partners SET country = 'AT', postcode = '4020', city = 'Linz', street = 'Lindenweg', housenumber = '7' WHERE business_partner_number = $1`,
      [BPN],
    ),
  );

  it.each(ADDRESSES)('prints the invoice and its detail for an address in $city', async (address) => {
    const stored = await ctx.app.inject({
      method: 'PUT',
      url: `/service/v1.0/business-partners/${BPN}/address`,
      headers: { cookie: max.jar.header(), 'x-xsrf-token': max.token },
      payload: address,
    });
    expect(stored.statusCode).toBe(200);
    const [latest] = await invoicesOf('400012345001');
    for (const suffix of ['', '/detail']) {
      const response = await get(`/service/v1.0/invoices/${BPN}/400012345001/${latest.invoiceNumber}${suffix}`);
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      await expect(PDFDocument.load(response.rawPayload)).resolves.toBeDefined();
    }
    const text = await pdfText((await get(`/service/v1.0/invoices/${BPN}/400012345001/${latest.invoiceNumber}`)).rawPayload);
    expect(text).toContain(`${address.street} ${address.housenumber}`);
    expect(text).toContain(`${address.postcode} ${address.city}`);
    // A letter abroad names the country.
    expect(text).toContain(COUNTRY_NAMES[address.country as Country].toUpperCase());
  });

  it('draws characters the font lacks as "?" instead of failing', async () => {
    await ctx.db.query(
      `UPDATE business_partners SET street = 'Sonnenweg ☀️ 日本', housenumber = '7', postcode = '9021', city = E'Győr\\u0007' WHERE business_partner_number = $1`,
      [BPN],
    );
    const [latest] = await invoicesOf('400012345001');
    const response = await get(`/service/v1.0/invoices/${BPN}/400012345001/${latest.invoiceNumber}`);
    expect(response.statusCode).toBe(200);
    const text = await pdfText(response.rawPayload);
    // Sun and variation selector, two CJK characters, a control character: each one '?'.
    expect(text).toContain('Sonnenweg ?? ?? 7');
    expect(text).toContain('9021 Győr?');
  });
});

describe('an issued invoice does not change', () => {
  it('keeps its text, the payment with the IBAN it was issued with, after the account’s IBAN changes', async () => {
    const oldest = (await invoicesOf('400012345001')).at(-1)!;
    const url = `/service/v1.0/invoices/${BPN}/400012345001/${oldest.invoiceNumber}`;
    const before = await pdfTexts((await get(url)).rawPayload);
    expect(before[before.indexOf('Zahlung') + 1]).toMatch(/^SEPA-Lastschrift von Ihrem Konto AT\d{2} \*{4} \*{4} \*{4} 2345$/);

    const changed = await ctx.app.inject({
      method: 'POST',
      url: `/service/bank-account/${BPN}/400012345001`,
      headers: { cookie: max.jar.header(), 'x-xsrf-token': max.token },
      payload: { applicability: 'BOTH', iban: 'DE89370400440532013000', depositor: 'Max Mustermann', directDebitAuthority: true },
    });
    expect(changed.statusCode).toBe(200);
    expect((await accountDetail(BPN, '400012345001')).bankAccountIn?.iban).toBe('DE89370400440532013000');

    expect(await pdfTexts((await get(url)).rawPayload)).toEqual(before);
  });
});
