import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEMO_OPERATOR } from '@portal/shared/contract/operator';
import { renderInvoiceDetailPdf, renderInvoicePdf } from '../../src/invoices/invoice-pdf';
import { createTestApp, loginWithCsrf, type CookieJar, type TestContext } from '../helpers';
import { pdfTextColours } from '../pdf-text';

/** A dark red that reads on white (contrast about 10:1), not the demo operator's blue. */
const WINE = '#8a1538';
const DEMO_HEADING = '#005299'; // rgb(0, 0.32, 0.6): the default heading colour
const INK = '#1a1f29'; // rgb(0.1, 0.12, 0.16): the dark text colour

const colourOf = async (pdf: Uint8Array, text: string) => (await pdfTextColours(pdf)).find((drawn) => drawn.text === text)?.colour;

const detail = (primaryColour?: string | null) =>
  renderInvoiceDetailPdf({
    operator: 'Netz Süd GmbH',
    primaryColour,
    invoiceNumber: '9000000001',
    invoiceDate: '2026-01-15',
    contractAccountNumber: '400012345001',
    sections: [],
  });

describe('the heading colour of the invoice PDFs', () => {
  it('is the operator’s primary colour', async () => {
    expect(await colourOf(await detail(WINE), 'Netz Süd GmbH')).toBe(WINE);
    const invoice = await renderInvoicePdf({
      operator: 'Netz Süd GmbH',
      operatorAddress: 'Südring 5, 8010 Graz',
      primaryColour: WINE,
      invoiceNumber: '9000000001',
      invoiceDate: '2026-01-15',
      customer: { name: 'Frau Lena Sicher', lines: ['Hauptplatz 1', '8010 Graz'] },
      businessPartnerNumber: '1000012345',
      contractAccountNumber: '400012345001',
      positions: [],
      amounts: { groups: [], net: 0, vat: 0, gross: 0 },
      payment: { dueDate: '2026-01-29', method: 'TRANSFER', iban: 'AT483200000012345864' },
    });
    expect(await colourOf(invoice, 'Netz Süd GmbH')).toBe(WINE);
  });

  it('is the dark text colour when the operator’s colour is too light to read on white (below 4.5:1)', async () => {
    // #4d9fe0 has about 2.9:1 on white, #767676 4.54:1.
    expect(await colourOf(await detail('#4d9fe0'), 'Netz Süd GmbH')).toBe(INK);
    expect(await colourOf(await detail('#767676'), 'Netz Süd GmbH')).toBe('#767676');
  });

  it('is the default only without a (valid) colour', async () => {
    expect(await colourOf(await detail(null), 'Netz Süd GmbH')).toBe(DEMO_HEADING);
    expect(await colourOf(await detail('red'), 'Netz Süd GmbH')).toBe(DEMO_HEADING);
  });
});

describe('the invoice PDFs of a service run with an operator file', () => {
  let dir: string;
  let ctx: TestContext;
  let max: { jar: CookieJar; token: string };

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'invoice-colour-'));
    const file = path.join(dir, 'operator.json');
    writeFileSync(file, JSON.stringify({ operatorName: 'Netz Süd GmbH', colours: { primary: WINE, primaryHover: '#5c0e25' } }));
    ctx = await createTestApp({ config: { operatorFile: file } });
    max = await loginWithCsrf(ctx.app, 'max.mustermann');
  });
  afterAll(async () => {
    await ctx.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('head invoice and detail in the configured colour, not the demo blue', async () => {
    expect(DEMO_OPERATOR.colours.primary).not.toBe(WINE);
    const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: { cookie: max.jar.header() } });
    const account = (await get('/service/v1.0/contract-accounts/1000012346/400012346001')).json();
    const [invoice] = account.invoices as { invoiceNumber: string }[];
    const url = `/service/v1.0/invoices/1000012346/400012346001/${invoice.invoiceNumber}`;
    expect(await colourOf((await get(url)).rawPayload, 'Netz Süd GmbH')).toBe(WINE);
    expect(await colourOf((await get(`${url}/detail`)).rawPayload, 'Netz Süd GmbH')).toBe(WINE);
  });
});
