import { inflateSync } from 'node:zlib';
import { PDFDocument } from 'pdf-lib';
import { formatDecimal } from '../src/format/de-at-number';
import { createTestApp, loginWithCsrf, type CookieJar, type TestContext } from './helpers';

// Quarter-hour values cover all of 2025, the period max's January 2026 invoice bills.
const TODAY = '2026-03-15';
const BPN = '1000012345';

let ctx: TestContext;
let max: { jar: CookieJar; token: string };

beforeAll(async () => {
  ctx = await createTestApp({ seed: { today: TODAY, days: 450 } });
  max = await loginWithCsrf(ctx.app, 'max.mustermann');
});
afterAll(() => ctx.close());

const get = (url: string, who: { jar: CookieJar } | null = max) =>
  ctx.app.inject({ method: 'GET', url, headers: who ? { cookie: who.jar.header() } : {} });

async function invoicesOf(can: string) {
  const detail = (await get(`/service/v1.0/contract-accounts/${BPN}/${can}`)).json();
  return detail.invoices as { invoiceNumber: string; invoiceDate: string; total: number }[];
}

/** WinAnsi is Latin-1 except in 0x80–0x9F; the invoice uses € and the en dash from there. */
const WIN_ANSI_EXTRA: Record<number, string> = { 0x80: '€', 0x96: '–', 0x97: '—' };
const winAnsi = { decode: (bytes: Buffer) => Array.from(bytes, (b) => WIN_ANSI_EXTRA[b] ?? String.fromCharCode(b)).join('') };

/** The text a PDF draws: pdf-lib writes standard-font text as WinAnsi hex strings in (deflated) content streams. */
function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const parts: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    const bytes = Buffer.from(match[1], 'latin1');
    let content: string;
    try {
      content = inflateSync(bytes).toString('latin1');
    } catch {
      content = match[1];
    }
    for (const hex of content.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g)) parts.push(winAnsi.decode(Buffer.from(hex[1], 'hex')));
  }
  return parts.join('\n');
}

describe('GET /service/v1.0/invoices/{bpn}/{can}/{invoiceNumber}', () => {
  it('answers the invoice as a PDF named with date and number, stating meter point, load profile, readings and amounts', async () => {
    const [latest] = await invoicesOf('400012345001');
    const response = await get(`/service/v1.0/invoices/${BPN}/400012345001/${latest.invoiceNumber}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="Rechnung_${latest.invoiceDate}_${latest.invoiceNumber}.pdf"`);
    const pdf = response.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const document = await PDFDocument.load(pdf);
    expect(document.getTitle()).toBe(`Rechnung ${latest.invoiceNumber}`);

    const text = pdfText(pdf);
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
    const text = pdfText(response.rawPayload);
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
    const text = pdfText(response.rawPayload);
    expect(text).toContain(`Rechnungsdetail zur Rechnung ${latest.invoiceNumber}`);
    for (const month of ['01.2025', '06.2025', '12.2025']) expect(text).toContain(month);
    expect(text).toContain('Summen der gemessenen Viertelstundenwerte.');
  });

  it('falls back to the readings where no quarter-hour values exist', async () => {
    const invoices = await invoicesOf('400012345001');
    const oldest = invoices[invoices.length - 1];
    const text = pdfText((await get(`/service/v1.0/invoices/${BPN}/400012345001/${oldest.invoiceNumber}/detail`)).rawPayload);
    expect(text).toContain('Keine Viertelstundenwerte für diesen Zeitraum: verrechnet nach Zählerständen.');
  });
});
