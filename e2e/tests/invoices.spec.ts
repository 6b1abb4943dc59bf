import { expect, test } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { inflateSync } from 'node:zlib';
import { expectAccessible, login } from '../support/portal';

/** PDF text strings (title, author) are UTF-16BE hex with a byte-order mark, e.g. <FEFF0052…>. */
const pdfHexString = (text: string) =>
  `FEFF${Array.from(text, (c) => c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')).join('')}`;

/** The PDF's bytes with every compressed stream (pages, object streams) inflated, to search in. */
function inflatedPdf(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const streams = [...raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)].map((m) => {
    try {
      return inflateSync(Buffer.from(m[1], 'latin1')).toString('latin1');
    } catch {
      return '';
    }
  });
  return [raw, ...streams].join('\n');
}

test('the payment section lists invoices and downloads one as a PDF with its number', async ({ page }) => {
  await page.goto('/app/login');
  await login(page, 'max.mustermann');
  await page.getByRole('row').filter({ hasText: '400012345001' }).getByRole('button').first().click();
  const invoices = page.getByRole('region', { name: 'Rechnungen' });
  await expect(invoices.getByRole('row')).toHaveCount(4);
  await expect(page.getByRole('link', { name: 'Alle 4 Rechnungen anzeigen' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Papierlose Rechnung aktivieren' })).toBeVisible();
  await expectAccessible(page);

  const first = invoices.getByRole('button', { name: /^Rechnung \d{12} als PDF herunterladen$/ }).first();
  const invoiceNumber = /\d{12}/.exec((await first.getAttribute('aria-label')) ?? '')![0];
  const downloading = page.waitForEvent('download');
  await first.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(new RegExp(`^Rechnung_\\d{4}-\\d{2}-\\d{2}_${invoiceNumber}\\.pdf$`));
  const pdf = await readFile(await download.path());
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  expect(pdf.toString('latin1').trimEnd().endsWith('%%EOF')).toBe(true);
  expect(inflatedPdf(pdf)).toContain(pdfHexString(`Rechnung ${invoiceNumber}`));
});
