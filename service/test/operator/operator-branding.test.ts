import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEMO_PASSWORD } from '../../src/demo/seed';
import { readOutbox } from '../../src/mail/outbox';
import { createTestApp, loginWithCsrf, type CookieJar, type TestContext } from '../helpers';
import { pdfText } from '../pdf-text';

// A second grid operator's file: the same build and the same seeded texts, branded by the file the service runs with.
const NETZ_SUED = {
  portalName: 'Netz Süd Kundenportal',
  operatorName: 'Netz Süd & Co GmbH',
  postalAddress: 'Südring 5, 8010 Graz',
  paymentIban: 'AT483200000012345864',
  customerServiceHotline: '0800 123 456',
  customerCentreHours: 'Mo–Fr 08:00–17:00',
  contactEmails: {
    customerService: 'service@netz-sued.example',
    accessibility: 'barrierefrei@netz-sued.example',
    privacy: 'datenschutz@netz-sued.example',
  },
  meterPointPrefixes: { STROM: 'AT008100', GAS: 'AT008200' },
};

let dir: string;
let file: string;
let ctx: TestContext;
let max: { jar: CookieJar; token: string };

function writeOperatorFile(content: object) {
  writeFileSync(file, JSON.stringify(content));
  // A new modification time even within the same millisecond: the service re-reads the file when it changes.
  const later = new Date(Date.now() + Math.floor(Math.random() * 100_000));
  utimesSync(file, later, later);
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'operator-branding-'));
  file = path.join(dir, 'operator.json');
  writeOperatorFile(NETZ_SUED);
  ctx = await createTestApp({ config: { operatorFile: file } });
  max = await loginWithCsrf(ctx.app, 'max.mustermann');
});
afterAll(async () => {
  await ctx.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: { cookie: max.jar.header() } });

describe('a second operator’s operator.json', () => {
  it('is what the shell reads as /app/operator.json', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/app/operator.json' });
    expect(response.json()).toMatchObject({ operatorName: 'Netz Süd & Co GmbH', meterPointPrefixes: { GAS: 'AT008200' } });
  });

  it('fills the legal texts: name and address escaped in the HTML body, as written in the plain one', async () => {
    const impress = (await ctx.app.inject({ method: 'GET', url: '/service/v1.0/contents/impress' })).json();
    expect(impress.body).toContain('<strong>Netz Süd &amp; Co GmbH</strong><br>Südring 5, 8010 Graz');
    expect(impress.body).toContain('service@netz-sued.example, Kundenservice-Hotline 0800 123 456 (Mo–Fr 08:00–17:00)');
    expect(impress.bodyText).toContain('Netz Süd & Co GmbH');
    expect(impress.body).not.toMatch(/Musternetz|\{\{/);

    const plain = (await ctx.app.inject({ method: 'GET', url: '/service/v1.0/contents/plain/privacy' })).json();
    expect(plain.body).toContain('Netz Süd & Co GmbH, Südring 5, 8010 Graz. Datenschutzbeauftragte: datenschutz@netz-sued.example');
    const all = (await ctx.app.inject({ method: 'GET', url: '/service/v1.0/contents/multiple/access' })).json();
    expect(all[0].body).toContain('mailto:barrierefrei@netz-sued.example');
  });

  it('signs the mails with the operator’s name', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/service/v1.0/emails/network-data',
      headers: { cookie: max.jar.header(), 'x-xsrf-token': max.token },
      payload: { businessPartnerNumber: '1000012345', contractAccountNumber: '400012345001', contractNumber: '300012345001' },
    });
    expect(response.statusCode).toBe(204);
    const [mail] = await readOutbox(ctx.db, { to: 'max.mustermann@example.at', limit: 1 });
    expect(mail.text).toContain('über das Kundenportal der Netz Süd & Co GmbH versandt');
    expect(mail.html).toContain('der Netz Süd &amp; Co GmbH versandt');
  });

  it('issues the invoice PDFs in the operator’s name, with its account for a transfer', async () => {
    // 400012346001 has no bank account: its invoices ask for a transfer to the operator's IBAN.
    const detail = (await get('/service/v1.0/contract-accounts/1000012346/400012346001')).json();
    const [invoice] = detail.invoices as { invoiceNumber: string }[];
    const pdf = await get(`/service/v1.0/invoices/1000012346/400012346001/${invoice.invoiceNumber}`);
    expect(pdf.statusCode).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Netz Süd & Co GmbH');
    expect(text).toContain('Südring 5, 8010 Graz');
    expect(text).toContain('AT48 3200 0000 1234 5864');
    expect(text).not.toContain('Musternetz');

    const detailPdf = await get(`/service/v1.0/invoices/1000012346/400012346001/${invoice.invoiceNumber}/detail`);
    expect(await pdfText(detailPdf.rawPayload)).toContain('Netz Süd & Co GmbH');
  });

  it('names the operator’s portal in the authenticator app and the passkey dialog', async () => {
    const erika = await loginWithCsrf(ctx.app, 'erika.musterfrau');
    const post = (url: string, payload: object) =>
      ctx.app.inject({ method: 'POST', url, headers: { cookie: erika.jar.header(), 'x-xsrf-token': erika.token }, payload });

    const setup = await post('/service/v1.0/two-factor/totp/setup', {});
    expect(setup.statusCode).toBe(200);
    const uri = new URL(setup.json().otpauthUri as string);
    expect(decodeURIComponent(uri.pathname)).toBe('/Netz Süd Kundenportal:erika.musterfrau');
    expect(uri.searchParams.get('issuer')).toBe('Netz Süd Kundenportal');
    expect(setup.json().otpauthUri).not.toContain('Netzportal');

    const options = await post('/service/v1.0/two-factor/passkeys/options', { name: 'Laptop', currentPassword: DEMO_PASSWORD });
    expect(options.statusCode).toBe(200);
    expect(options.json().rp).toEqual({ id: 'localhost', name: 'Netz Süd Kundenportal' });
  });

  it('follows the file while running: a changed name is in the next text, a removed one is the demo operator’s again', async () => {
    writeOperatorFile({ ...NETZ_SUED, operatorName: 'Netz Nord GmbH' });
    const impress = (await ctx.app.inject({ method: 'GET', url: '/service/v1.0/contents/impress' })).json();
    expect(impress.body).toContain('<strong>Netz Nord GmbH</strong>');

    writeOperatorFile({});
    const demo = (await ctx.app.inject({ method: 'GET', url: '/service/v1.0/contents/impress' })).json();
    expect(demo.body).toContain('<strong>Musternetz GmbH</strong><br>Netzstraße 1, 4020 Linz');
  });
});
