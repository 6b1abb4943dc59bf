import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { expectAccessible, login } from '../support/portal';

// The wifi reader head order (from the dashboard's wifi widget) and the callback request (main navigation), against
// max's demo data: the smart meter of 400012345001 and his stored landline +43 732 123456 (extension 12).

const DESK = 'kundenservice@netzportal.example';
const ORDER_PAGE = '/app/portal/wifi-reader/1000012345/400012345001/300012345001';

async function loginAsMax(page: Page) {
  await page.goto('/app/login');
  await login(page, 'max.mustermann');
  await expect(page.getByRole('heading', { level: 1, name: 'Übersicht' })).toBeVisible();
}

/** The mails of one recipient in the outbox (DEV_MAILBOX), newest first. */
async function mailsTo(page: Page, to: string): Promise<{ subject: string; text: string }[]> {
  return (await page.request.get(`/service/dev/mailbox?to=${encodeURIComponent(to)}`)).json();
}

/** No sideways scrolling at this width (WCAG 1.4.10 reflow). */
async function expectNoHorizontalScroll(page: Page) {
  const wide = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    return [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > width + 1)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`)
      .slice(0, 5);
  });
  expect(wide).toEqual([]);
}

/** Full-page screenshots at 360 and 1280 px (kept with the test's results), each checked for reflow at 360. */
async function screenshots(page: Page, testInfo: TestInfo, name: string) {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    if (width === 360) await expectNoHorizontalScroll(page);
    await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true });
  }
}

test.describe.configure({ mode: 'serial' });

test('wifi reader head: ordered from the dashboard widget with a changed invoice address, a second order is refused', async ({
  page,
}, testInfo) => {
  await loginAsMax(page);
  await page.getByRole('row').filter({ hasText: '400012345001' }).getByRole('button').first().click();
  await page
    .getByRole('button', { name: /Strom Wohnhaus|Haushalt/, expanded: false })
    .first()
    .click();
  const widget = page.getByRole('group', { name: 'WLAN-Lesekopf' }).first();
  await widget.getByRole('link', { name: 'WLAN-Lesekopf bestellen' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'WLAN-Lesekopf bestellen' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Lieferadresse und Kontakt' }).getByLabel('Name')).toHaveValue('Max Mustermann');
  const invoice = page.getByRole('group', { name: 'Rechnungsadresse' });
  await expect(invoice.getByRole('combobox', { name: 'PLZ und Ort' })).toHaveValue(/^\d{4} /);
  await expectAccessible(page);
  await screenshots(page, testInfo, 'wifi-order');

  // Without the conditions nothing is sent; the field says why.
  await page.getByRole('button', { name: 'Verbindlich bestellen' }).click();
  await expect(page.getByText('Bitte akzeptieren Sie die Bedingungen.')).toBeVisible();
  await expectAccessible(page);

  await invoice.getByLabel('Straße und Hausnummer').fill('Postfach 77');
  // The places of a typed Austrian postcode are suggested (GeoNames postcode data).
  const postcodeAndCity = invoice.getByRole('combobox', { name: 'PLZ und Ort' });
  await postcodeAndCity.fill('4600 W');
  await page.getByRole('option', { name: '4600 Wels' }).click();
  await expect(postcodeAndCity).toHaveValue('4600 Wels');
  await page.getByRole('checkbox', { name: /Bedingungen für den Kauf/ }).check();
  await page.getByRole('button', { name: 'Verbindlich bestellen' }).click();
  await expect(page.getByText(/Vielen Dank für Ihre Bestellung/)).toBeVisible();
  const [desk] = await mailsTo(page, DESK);
  expect(desk.subject).toContain('WLAN-Lesekopf-Bestellung');
  expect(desk.text).toContain('Rechnungsadresse: Max Mustermann, Postfach 77, 4600 Wels');

  // The same meter again: the page shows the open order instead of the form, and the service refuses with 409.
  await page.goto(ORDER_PAGE);
  await expect(page.getByText(/bereits ein WLAN-Lesekopf bestellt/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Verbindlich bestellen' })).toHaveCount(0);
  await expectAccessible(page);
  const status = await page.evaluate(async () => {
    const token = decodeURIComponent(document.cookie.match(/XSRF-TOKEN=([^;]+)/)?.[1] ?? '');
    const address = { name: 'Max Mustermann', streetAndHouseNumber: 'Hauptstraße 1', postcodeAndCity: '4020 Linz' };
    const form = await (await fetch('/service/v1.0/wifi-reader-orders/1000012345/400012345001/300012345001')).json();
    const response = await fetch('/service/v1.0/wifi-reader-orders/1000012345/400012345001', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-xsrf-token': token },
      body: JSON.stringify({
        contractNumber: '300012345001',
        ...address,
        phone: '0732 1',
        email: 'max@example.at',
        invoiceAddress: address,
        meterNumbers: form.meterNumbers,
        acceptConditions: true,
      }),
    });
    return response.status;
  });
  expect(status).toBe(409);
});

test('callback: by keyboard only, with a stored phone, a weekday and hours', async ({ page }, testInfo) => {
  await loginAsMax(page);
  const nav = page.getByRole('link', { name: 'Rückruf' });
  await nav.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Rückruf anfordern' })).toBeVisible();

  const subject = page.getByLabel('Betreff');
  await subject.focus();
  await page.keyboard.type('Frage zur Abrechnung');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Nachricht')).toBeFocused();
  await page.keyboard.type('Bitte um Rückruf.');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('radio', { name: 'Per E-Mail' })).toBeFocused();
  // Arrow keys move within the radio group and choose.
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'Telefonisch' })).toBeChecked();

  // The stored phones are offered; the first Tab lands on the group, Space chooses the focused phone.
  await page.keyboard.press('Tab');
  const landline = page.getByRole('radio', { name: '+43 732 123456 DW 12 (Festnetz)' });
  await expect(landline).toBeFocused();
  await page.keyboard.press('Space');
  await expect(landline).toBeChecked();
  await expect(page.getByLabel('Durchwahl')).toHaveCount(0);

  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Wochentag')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByLabel('Wochentag')).toHaveValue('TUESDAY');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Von (Uhrzeit)')).toHaveValue('08:00');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByLabel('Von (Uhrzeit)')).toHaveValue('09:00');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Bis (Uhrzeit)')).toHaveValue('17:00');
  await expectAccessible(page);
  await screenshots(page, testInfo, 'callback-phone');

  await page.getByRole('button', { name: 'Anfrage senden' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(/Vielen Dank für Ihre Anfrage/)).toBeVisible();
  await expectAccessible(page);

  const [desk] = await mailsTo(page, DESK);
  expect(desk.subject).toContain('Frage zur Abrechnung');
  expect(desk.text).toContain('Telefon: +43 732 123456 DW 12 (AT)');
  expect(desk.text).toContain('Erreichbar: Dienstag');
  expect(desk.text).toContain('Uhrzeit: 09:00 bis 17:00 Uhr');
  const [confirmation] = await mailsTo(page, 'max.mustermann@example.at');
  expect(confirmation.subject).toBe('Ihre Anfrage an unseren Kundenservice');
});
