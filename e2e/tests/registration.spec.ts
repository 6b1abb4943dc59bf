import { expect, request as playwrightRequest, test, type APIRequestContext, type Page } from '@playwright/test';
import { REGISTRATION_DEMO } from '../../service/src/demo/seed-accounts';
import { expectAccessible, login } from '../support/portal';

// A demo customer without portal account (service/src/demo/seed-accounts.ts) who identifies with the last name, so the
// form also asks for contract account number and postcode. Other specs register other customers of that list.
const customer = REGISTRATION_DEMO.find((c) => c.identifier === 'LAST_NAME' && c.branch === 'STROM');
if (!customer || !('lastname' in customer)) throw new Error('demo data: no STROM customer registering with the last name');
const email = 'florian.pichler@example.at';
const username = 'florian.pichler';
const password = 'Zaehler!Punkt7';
const newPassword = 'Neu!Zaehler8';

test.describe.configure({ mode: 'serial' });

/** The API token the registered customer makes (test 3); the password change by link must end it (test 4). */
let apiToken = '';

/** A script's HTTP client: only the token, no cookies (a context of its own). */
const tokenClient = (baseURL: string | undefined, token: string) =>
  playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { Authorization: `Bearer ${token}` } });

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}

/** The newest mail to `to` whose subject matches, from the development mailbox (the service runs with DEV_MAILBOX=1). */
async function newestMail(request: APIRequestContext, to: string, subject: RegExp): Promise<OutboxMail> {
  let found: OutboxMail | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`/service/dev/mailbox?to=${encodeURIComponent(to)}`);
      const mails = (await response.json()) as OutboxMail[];
      found = mails.find((mail) => subject.test(mail.subject));
      return found !== undefined;
    })
    .toBe(true);
  return found as OutboxMail;
}

/** The portal path of the link in a mail (the mail's host is PUBLIC_URL, the test's server may differ). */
function linkPath(mail: OutboxMail, path: string): string {
  const match = new RegExp(`${path.replace(/\//g, '\\/')}\\?code=([^\\s"&<]+)`).exec(mail.text);
  if (!match) throw new Error(`no ${path} link in the mail "${mail.subject}"`);
  return `${path}?code=${match[1]}`;
}

async function fillRegistration(page: Page, postcode: string) {
  if (!customer) return;
  await expect(page.getByRole('radiogroup', { name: 'Sparte' }).getByRole('radio', { name: 'Strom' })).toBeChecked();
  // The fixed prefix of the branch stands before the input; the customer types the last 10 digits.
  await expect(page.getByText('AT 003000 00000 0000000000')).toBeVisible();
  const meterPoint = page.getByRole('textbox', { name: 'Zählpunktnummer' });
  await meterPoint.pressSequentially(customer.meterPointAdministrationNumber.slice(-10));
  await expect(meterPoint).toHaveValue(customer.meterPointAdministrationNumber.slice(-10));
  await page.getByRole('textbox', { name: 'Zählernummer' }).fill(customer.meterNumber);
  await page.getByRole('combobox', { name: 'Zusätzliche Angabe zur Identifikation' }).selectOption({ label: 'Nachname' });
  await page.getByRole('textbox', { name: 'Nachname' }).fill(customer.lastname);
  await page.getByRole('textbox', { name: 'Vertragskontonummer' }).fill(customer.contractAccountNumber);
  await page.getByRole('textbox', { name: 'Postleitzahl der Anlage' }).fill(postcode);
  await page.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill(email);
  await page.getByRole('textbox', { name: 'Benutzername' }).fill(username);
  await page.getByLabel('Passwort', { exact: true }).fill(password);
  await page.getByRole('checkbox', { name: /Nutzungsbedingungen/ }).check();
  await page.getByRole('checkbox', { name: /Datenschutzerklärung/ }).check();
}

test('a customer without account registers, confirms by the e-mailed link and logs in', async ({ page }) => {
  // The whole way of a new customer: two registrations, three logins (each a password hash), five accessibility
  // checks. It took 50–60 s on a slow phase of the 2-core machine, with other tests running beside it.
  test.setTimeout(120_000);
  if (!customer) return;
  await page.goto('/app/login');
  await page.getByRole('link', { name: 'Registrieren' }).click();
  await expect(page).toHaveURL(/\/app\/registration$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Registrierung' })).toBeVisible();
  await expectAccessible(page);

  // Data that match no customer: the service's message at the top of the form, nothing registered.
  await fillRegistration(page, '9999');
  await page.getByRole('button', { name: 'Registrieren' }).click();
  await expect(page.getByRole('alert')).toContainText('Die Angaben passen zu keinem Kunden');
  await expectAccessible(page);

  await page.getByRole('textbox', { name: 'Postleitzahl der Anlage' }).fill(customer.postcode);
  await page.getByRole('button', { name: 'Registrieren' }).click();
  const success = page.getByRole('status').filter({ hasText: 'Bitte bestätigen Sie Ihre E-Mail-Adresse.' });
  await expect(success).toBeVisible();
  await expect(success).toContainText(email);
  await expect(page.getByRole('form', { name: 'Registrierung' })).toHaveCount(0);
  await expectAccessible(page);

  // Not active before the confirmation.
  await page.goto('/app/login');
  await login(page, username, password);
  await expect(page.getByRole('alert')).toContainText('Die Anmeldung ist fehlgeschlagen.');

  const mail = await newestMail(page.request, email, /Registrierung/);
  const confirmPath = linkPath(mail, '/app/registration/confirm');
  await page.goto(confirmPath);
  await expect(page.getByRole('heading', { level: 1, name: 'Registrierung bestätigen' })).toBeVisible();
  await expect(page.getByText('Ihr Benutzerkonto ist aktiviert.')).toBeVisible();
  await expectAccessible(page);

  // The link works once.
  await page.goto(confirmPath);
  await expect(page.getByRole('alert')).toContainText('Dieser Bestätigungslink ist ungültig oder abgelaufen');
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Zur Anmeldung' }).click();
  await login(page, username, password);
  await expect(page).toHaveURL(/\/app\/portal\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Übersicht' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(customer.contractAccountNumber);

  // Public-only: a logged-in user is sent on from the registration.
  await page.goto('/app/registration');
  await expect(page).toHaveURL(/\/app\/portal\/dashboard$/);
});

test('the registered customer moves through the postcode lookup and reads own data with an API token', async ({ page, baseURL }) => {
  // Its mails and logins took 45 s of 60 on a slow phase of the machine.
  test.setTimeout(120_000);
  if (!customer) return;
  await page.goto('/app/login');
  await login(page, username, password);
  await expect(page).toHaveURL(/\/app\/portal\/dashboard$/);

  await page.getByRole('button', { name: new RegExp(customer.name) }).click();
  await page.getByRole('link', { name: 'Meine Daten' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Meine Daten' })).toBeVisible();
  const partner = page.getByRole('region', { name: `${customer.name} (${customer.businessPartnerNumber})` });
  await expect(partner).toContainText(`${customer.street} ${customer.housenumber}`);
  await expect(partner).toContainText(`${customer.postcode} ${customer.city}`);
  await expectAccessible(page);

  const opener = partner.getByRole('button', { name: /^Adresse ändern/ });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Adresse ändern' });
  await expect(dialog.getByLabel('Postleitzahl')).toHaveValue(customer.postcode);
  // 4020 has several places (GeoNames data): the customer chooses one from the dropdown.
  await dialog.getByLabel('Postleitzahl').fill('4020');
  const city = dialog.getByRole('combobox', { name: 'Ort' });
  await expect(city.getByRole('option', { name: 'Leonding' })).toHaveCount(1);
  await city.selectOption('Linz');
  const street = dialog.getByRole('combobox', { name: 'Straße' });
  await street.fill('');
  await street.pressSequentially('Haupt');
  const suggestion = dialog.getByRole('listbox', { name: 'Straße' }).getByRole('option', { name: 'Hauptstraße' });
  await expect(suggestion).toBeVisible();
  await expectAccessible(page);
  await suggestion.click();
  await expect(street).toHaveValue('Hauptstraße');
  await dialog.getByLabel('Hausnummer').fill('40');
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(dialog).toBeHidden();
  await expect(partner).toContainText('Die Adresse wurde geändert.');
  await expect(partner).toContainText('Hauptstraße 40');
  await expect(partner).toContainText('4020 Linz');
  await expectAccessible(page);

  await page.getByRole('link', { name: 'API-Zugang' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'API-Zugang' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Token erzeugen' }).click();
  const tokenField = page.getByLabel('API-Token', { exact: true });
  await expect(tokenField).not.toHaveValue('');
  await expect(page.getByText('Der Token ist unbegrenzt gültig, bis Sie ihn ungültig machen.')).toBeVisible();
  await expectAccessible(page);
  apiToken = await tokenField.inputValue();

  // A script with the token alone reads the customer's own data, and nothing else.
  const api = await tokenClient(baseURL, apiToken);
  const dashboard = await api.get('/service/v1.0/dashboard');
  expect(dashboard.status()).toBe(200);
  const body = (await dashboard.json()) as {
    businessPartners: { businessPartnerNumber: string }[];
    contractAccounts: { contractAccountNumber: string }[];
  };
  expect(body.businessPartners.map((p) => p.businessPartnerNumber)).toEqual([customer.businessPartnerNumber]);
  expect(body.contractAccounts.map((a) => a.contractAccountNumber)).toEqual([customer.contractAccountNumber]);

  // It never changes anything: the address stays as the customer set it.
  const change = await api.put(`/service/v1.0/business-partners/${customer.businessPartnerNumber}/address`, {
    data: { country: 'AT', postcode: '4600', city: 'Wels', street: 'Salzburger Straße', housenumber: '8' },
  });
  expect(change.status()).toBe(403);
  expect(await change.json()).toMatchObject({ type: 'FORBIDDEN' });
  expect((await api.put('/service/api-tokens/invalidate-all')).status()).toBe(403);
  await api.dispose();
  const profile = await (await page.request.get('/service/v1.0/profiles')).json();
  expect(profile.businessPartners[0].entity.address).toMatchObject({
    postcode: '4020',
    city: 'Linz',
    street: 'Hauptstraße',
    housenumber: '40',
  });
});

test('the registered customer gets the username by meter point and sets a new password by link', async ({ page, baseURL }) => {
  // Its mails and logins took 45 s of 60 on a slow phase of the machine.
  test.setTimeout(120_000);
  if (!customer) return;
  await page.goto('/app/login');
  await page.getByRole('link', { name: 'Benutzername vergessen?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Benutzername vergessen' })).toBeVisible();
  await expectAccessible(page);
  // Pasting the whole number from the invoice keeps its last 10 digits.
  await page.getByRole('textbox', { name: 'Zählpunktnummer' }).fill(customer.meterPointAdministrationNumber);
  await expect(page.getByRole('textbox', { name: 'Zählpunktnummer' })).toHaveValue(customer.meterPointAdministrationNumber.slice(-10));
  await page.getByRole('textbox', { name: 'Zählernummer' }).fill(customer.meterNumber);
  await page.getByRole('button', { name: 'Benutzername anfordern' }).click();
  await expect(page.getByText(/Wenn die Angaben zu einem Benutzerkonto passen/)).toBeVisible();
  await expectAccessible(page);
  const usernameMail = await newestMail(page.request, email, /Benutzername/);
  expect(usernameMail.text).toContain(username);

  await page.goto('/app/login');
  await page.getByRole('link', { name: 'Passwort vergessen?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Passwort vergessen' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('textbox', { name: 'Benutzername' }).fill(username);
  await page.getByRole('button', { name: 'Link anfordern' }).click();
  await expect(page.getByText(/Wenn zu diesem Benutzernamen ein Benutzerkonto besteht/)).toBeVisible();

  const resetMail = await newestMail(page.request, email, /Passwort/);
  const changePath = linkPath(resetMail, '/app/password/change');
  await page.goto(changePath);
  await expect(page.getByRole('heading', { level: 1, name: 'Neues Passwort festlegen' })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Neues Passwort', { exact: true }).fill(newPassword);
  await page.getByLabel('Neues Passwort wiederholen').fill(newPassword);
  await page.getByRole('button', { name: 'Passwort speichern' }).click();
  await expect(page.getByText('Ihr neues Passwort ist gespeichert.')).toBeVisible();
  await expectAccessible(page);

  // The link is used up.
  await page.goto(changePath);
  await page.getByLabel('Neues Passwort', { exact: true }).fill(newPassword);
  await page.getByLabel('Neues Passwort wiederholen').fill(newPassword);
  await page.getByRole('button', { name: 'Passwort speichern' }).click();
  await expect(page.getByRole('alert')).toContainText('Dieser Link ist ungültig oder abgelaufen.');
  await expect(page.getByRole('link', { name: 'Neuen Link anfordern' })).toHaveAttribute('href', '/app/password/reset');

  await page.goto('/app/login');
  await login(page, username, newPassword);
  await expect(page).toHaveURL(/\/app\/portal\/dashboard$/);
  // The new password ended the API token made before it.
  expect(apiToken).not.toBe('');
  const api = await tokenClient(baseURL, apiToken);
  expect((await api.get('/service/v1.0/dashboard')).status()).toBe(401);
  await api.dispose();
});

test('without a code the link pages send the visitor on', async ({ page }) => {
  await page.goto('/app/registration/confirm');
  await expect(page).toHaveURL(/\/app\/registration$/);
  await page.goto('/app/password/change');
  await expect(page).toHaveURL(/\/app\/password\/reset$/);
});
