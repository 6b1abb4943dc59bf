import { expect, request as playwrightRequest, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectAccessible, login } from '../support/portal';

// Max's data (service/src/demo/seed-accounts.ts): partner 1000012345 (Lindenweg 7, 4020 Linz) and partner 1000012346
// (holiday home) waiting for its letter activation with the code BRIEF2026MAX; e-communication inactive there.
const MAIN_PARTNER = '1000012345';
const HOLIDAY_PARTNER = '1000012346';
const LETTER_CODE = 'BRIEF2026MAX';

// One server and database for the whole file: the steps change Max's data in order.
test.describe.configure({ mode: 'serial' });

async function loginAsMax(page: Page) {
  await page.goto('/app/login');
  await login(page, 'max.mustermann');
  await expect(page).toHaveURL(/\/app\/portal\/dashboard$/);
}

interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
}

/** The newest message (mail or SMS) to `to` in the development outbox (the service runs with DEV_MAILBOX=1). */
async function newestMessage(request: APIRequestContext, to: string): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`/service/dev/mailbox?to=${encodeURIComponent(to)}`);
      found = ((await response.json()) as OutboxMessage[])[0];
      return found !== undefined;
    })
    .toBe(true);
  return found as OutboxMessage;
}

test('my data: the address changes through the postcode lookup and a suggested street', async ({ page }) => {
  await loginAsMax(page);
  await page.getByRole('button', { name: /Max Mustermann/ }).click();
  await page.getByRole('link', { name: 'Meine Daten' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Meine Daten' })).toBeVisible();
  const partner = page.getByRole('region', { name: `Max Mustermann (${MAIN_PARTNER})` });
  await expect(partner).toContainText('aktiv');
  await expect(partner).toContainText('4020 Linz');
  await expectAccessible(page);

  const opener = partner.getByRole('button', { name: /^Adresse ändern/ });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Adresse ändern' });
  await expect(dialog.getByLabel('Land')).toHaveValue('AT');

  // Another postcode first: its places come from the GeoNames data.
  const postcode = dialog.getByLabel('Postleitzahl');
  await postcode.fill('5020');
  await expect(dialog.getByRole('combobox', { name: 'Ort' })).toHaveValue('Salzburg');
  await postcode.fill('4020');
  // 4020 has several places (Linz, Leonding, …): the user chooses.
  const city = dialog.getByRole('combobox', { name: 'Ort' });
  await expect(city.getByRole('option', { name: 'Leonding' })).toHaveCount(1);
  await expect(city).toHaveValue('');
  await city.selectOption('Linz');

  const street = dialog.getByRole('combobox', { name: 'Straße' });
  await street.fill('');
  // Suggested from the operator's supply addresses in Linz (never from what customers typed).
  await street.pressSequentially('Lin');
  const suggestions = dialog.getByRole('listbox', { name: 'Straße' });
  await expect(suggestions.getByRole('option', { name: 'Lindenweg' })).toBeVisible();
  await expectAccessible(page);
  // Keyboard: the first suggestion, taken with Enter.
  await street.press('ArrowDown');
  await expect(street).toHaveAttribute('aria-activedescendant', /.+/);
  await street.press('Enter');
  await expect(street).toHaveValue('Lindenweg');
  await expect(street).toHaveAttribute('aria-expanded', 'false');
  await dialog.getByLabel('Hausnummer').fill('15');
  await dialog.getByLabel('Stock').fill('2');
  await dialog.getByRole('button', { name: 'Speichern' }).click();

  await expect(dialog).toBeHidden();
  await expect(partner).toContainText('Die Adresse wurde geändert.');
  await expect(partner).toContainText('Lindenweg 15/2');
  await expect(opener).toBeFocused();

  const profile = await (await page.request.get('/service/v1.0/profiles')).json();
  const stored = profile.businessPartners.find((p: { businessPartnerNumber: string }) => p.businessPartnerNumber === MAIN_PARTNER);
  expect(stored.entity.address).toMatchObject({
    country: 'AT',
    postcode: '4020',
    city: 'Linz',
    street: 'Lindenweg',
    housenumber: '15',
    floor: '2',
  });
});

test('my data and e-communication: labels stay whole words at 1280 px, nothing scrolls sideways at 320 px', async ({ page }) => {
  await loginAsMax(page);
  for (const path of ['/app/portal/profile', `/app/portal/e-communication/${HOLIDAY_PARTNER}`]) {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(path);
    await expect(page.locator('dl dt').first()).toBeVisible();
    // A label with n words takes at most n lines ("Geschäftspartnernumm|er" took two).
    const broken = await page.locator('dl dt').evaluateAll((labels) =>
      labels.flatMap((label) => {
        const range = document.createRange();
        range.selectNodeContents(label);
        const lines = new Set([...range.getClientRects()].map((line) => Math.round(line.top))).size;
        return lines > (label.textContent ?? '').trim().split(/\s+/).length ? [label.textContent] : [];
      }),
    );
    expect(broken, path).toEqual([]);
    for (const width of [320, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      const sideways = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(sideways, `${path} at ${width} px`).toBeLessThanOrEqual(0);
    }
  }
});

test('my data: a new mobile number is confirmed with the code of the SMS', async ({ page }) => {
  await loginAsMax(page);
  await page.goto('/app/portal/profile');
  const partner = page.getByRole('region', { name: `Max Mustermann (${MAIN_PARTNER})` });
  await partner.getByRole('button', { name: /^Mobilnummer ändern/ }).click();
  const numberDialog = page.getByRole('dialog', { name: 'Mobilnummer ändern' });
  await numberDialog.getByLabel('Telefonnummer').fill('+43 660 1112233');
  await numberDialog.getByRole('button', { name: 'Code anfordern' }).click();

  const codeDialog = page.getByRole('dialog', { name: 'Mobilnummer bestätigen' });
  await expect(codeDialog).toContainText('+43 660 1112233');
  // The code step takes the focus, and Tab keeps it in the modal.
  await expect(codeDialog.getByLabel('Bestätigungscode')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(codeDialog.getByRole('button', { name: 'Bestätigen' })).toBeFocused();
  await expectAccessible(page);
  await codeDialog.getByLabel('Bestätigungscode').fill('ZZZZZZ');
  await codeDialog.getByRole('button', { name: 'Bestätigen' }).click();
  await expect(codeDialog.getByRole('alert')).toContainText('Bitte überprüfen Sie den Aktivierungscode.');

  // The SMS goes to the outbox as 'sms:<number without spaces>'.
  const sms = await newestMessage(page.request, 'sms:+436601112233');
  const code = /lautet ([A-Za-z0-9]+)/.exec(sms.text)?.[1] ?? '';
  expect(code).toHaveLength(6);
  await codeDialog.getByLabel('Bestätigungscode').fill(code);
  await codeDialog.getByRole('button', { name: 'Bestätigen' }).click();
  await expect(codeDialog).toBeHidden();
  await expect(partner).toContainText('Aktivierung erfolgreich!');
  await expect(partner).toContainText('+43 660 1112233');
});

test('letter activation: a wrong code is refused, the demo code activates the partner', async ({ page }) => {
  await loginAsMax(page);
  await page.getByRole('link', { name: 'Geschäftspartner aktivieren' }).click();
  await expect(page).toHaveURL(/\/app\/portal\/activation$/);
  const form = page.getByRole('form', { name: `Geschäftspartner ${HOLIDAY_PARTNER} aktivieren` });
  await expect(form.getByLabel('Geschäftspartnernummer')).toHaveValue(HOLIDAY_PARTNER);
  await expectAccessible(page);

  const code = form.getByLabel('Aktivierungscode');
  await code.fill('FALSCH123');
  await form.getByRole('button', { name: 'Aktivieren' }).click();
  await expect(page.getByRole('alert').first()).toContainText('Das Benutzerkonto konnte nicht erfolgreich aktiviert werden');
  await expect(code).toHaveAttribute('aria-invalid', 'true');

  await code.fill(LETTER_CODE);
  await form.getByRole('button', { name: 'Aktivieren' }).click();
  await expect(page.getByText(`Der Geschäftspartner ${HOLIDAY_PARTNER} wurde erfolgreich aktiviert.`)).toBeVisible();
  await expect(form).toBeHidden();
  // The focus was in the form that is gone: the success banner holds it now.
  await expect(page.locator(':focus')).toContainText(`Der Geschäftspartner ${HOLIDAY_PARTNER} wurde erfolgreich aktiviert.`);
  await expect(page.getByText('Es gibt keine Geschäftspartner, die auf eine Aktivierung warten.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Zur Anmeldung' })).toBeVisible();
  await expectAccessible(page);

  await page.goto('/app/portal/profile');
  await expect(page.getByRole('region', { name: `Max Mustermann (${HOLIDAY_PARTNER})` })).toContainText('aktiv');
});

test('e-communication: activated for the partner the dashboard banner names', async ({ page }) => {
  await loginAsMax(page);
  await page.getByRole('link', { name: 'Elektronische Kommunikation aktivieren' }).click();
  await expect(page).toHaveURL(new RegExp(`/app/portal/e-communication/${HOLIDAY_PARTNER}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Elektronische Kommunikation' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'E-Mail-Adresse' })).toHaveAttribute('readonly', '');
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Aktivieren' }).click();
  await expect(page.getByText('Bitte stimmen Sie der elektronischen Kommunikation zu.')).toBeVisible();
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Aktivieren' }).click();
  await expect(page.getByText('Die elektronische Kommunikation wurde aktiviert.')).toBeVisible();
  await page.getByRole('link', { name: 'Zurück zur Übersicht' }).click();
  await expect(page).toHaveURL(/\/app\/portal\/dashboard$/);
  await expect(page.getByRole('table')).toBeVisible();
  await expect(page.getByText(new RegExp(`Geschäftspartner .*\\(${HOLIDAY_PARTNER}\\) nicht aktiv`))).toHaveCount(0);
});

test('API token: generated once, reads the dashboard with Bearer, stops after invalidate-all', async ({ page, baseURL }) => {
  await loginAsMax(page);
  await page.getByRole('link', { name: 'API-Zugang' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'API-Zugang' })).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Unbegrenzt gültig' })).toBeChecked();
  await expectAccessible(page);

  // Limited: switching forever off proposes 365 days.
  await page.getByRole('switch', { name: 'Unbegrenzt gültig' }).uncheck();
  await expect(page.getByLabel('Gültigkeit in Tagen')).toHaveValue('365');
  await page.getByLabel('Gültigkeit in Tagen').fill('30');
  await page.getByRole('button', { name: 'Token erzeugen' }).click();
  const tokenField = page.getByLabel('API-Token', { exact: true });
  await expect(tokenField).not.toHaveValue('');
  await expect(page.getByText(/Der Token ist bis \d{2}\.\d{2}\.\d{4} gültig\./)).toBeVisible();
  await expect(page.getByText('Dieser Token wird nur jetzt angezeigt.', { exact: false })).toBeVisible();
  await expectAccessible(page);
  const token = await tokenField.inputValue();

  // A script without cookies, only the token.
  const api = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { Authorization: `Bearer ${token}` } });
  const dashboard = await api.get('/service/v1.0/dashboard');
  expect(dashboard.status()).toBe(200);
  const body = await dashboard.json();
  expect(body.businessPartners.map((p: { businessPartnerNumber: string }) => p.businessPartnerNumber)).toContain(MAIN_PARTNER);

  // A reload: the token is not shown again.
  await page.reload();
  await expect(page.getByLabel('API-Token', { exact: true })).toHaveCount(0);

  const invalidate = page.getByRole('button', { name: 'Alle Tokens ungültig machen' });
  await invalidate.click();
  const confirm = page.getByRole('dialog', { name: 'Alle Tokens ungültig machen?' });
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Ja, alle ungültig machen' }).click();
  await expect(page.getByText('Alle Ihre API-Tokens wurden ungültig gemacht.')).toBeVisible();
  await expect(invalidate).toBeFocused();

  expect((await api.get('/service/v1.0/dashboard')).status()).toBe(401);
  await api.dispose();
});
