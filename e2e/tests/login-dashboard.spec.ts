import { expect, test } from '@playwright/test';
import { expectAccessible, login } from '../support/portal';

test('a property manager logs in, filters the contract accounts and expands one', async ({ page }) => {
  await page.goto('/app/');
  await expect(page).toHaveURL(/\/app\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeVisible();
  await expectAccessible(page);

  await login(page, 'hausverwaltung.gruber');
  await expect(page).toHaveURL(/\/app\/portal\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Übersicht' })).toBeVisible();
  await expect(page.getByText('60 Vertragskonten')).toBeVisible();

  const table = page.getByRole('table');
  // 5 rows per page by default (plus the header row).
  await expect(table.getByRole('row')).toHaveCount(6);
  await expectAccessible(page);

  await page.getByRole('button', { name: /Filter/ }).click();
  await page.getByLabel('Sparte').selectOption('GAS');
  await expect(table.getByRole('row').nth(1)).toContainText('Gas');
  await expect(table.getByRole('row').filter({ hasText: 'Strom' })).toHaveCount(0);

  const firstRowToggle = table.getByRole('row').nth(1).getByRole('button');
  await firstRowToggle.click();
  await expect(firstRowToggle).toHaveAttribute('aria-expanded', 'true');
  // One collapsible section per contract, its header shows the grouped meter point number.
  await expect(page.getByText(/AT 003000 \d{5} \d+/).first()).toBeVisible();
  await expectAccessible(page);
});

test('a household customer sees only their own contract accounts and logs out', async ({ page }) => {
  await page.goto('/app/login');
  await login(page, 'max.mustermann');
  await expect(page.getByRole('heading', { level: 1, name: 'Übersicht' })).toBeVisible();
  // Max has a partner without electronic communication: the banner links to its activation.
  await expect(page.getByRole('link', { name: /Elektronische Kommunikation aktivieren/ }).first()).toBeVisible();
  await expect(page.getByRole('table')).toContainText('Strom');
  await expect(page.getByRole('table')).toContainText('Gas');

  await page.getByRole('button', { name: /Max Mustermann|Benutzermenü/ }).click();
  await page
    .getByRole('menuitem', { name: 'Abmelden' })
    .or(page.getByRole('button', { name: 'Abmelden' }))
    .click();
  await expect(page).toHaveURL(/\/app\/login$/);
  await page.goto('/app/portal/dashboard');
  await expect(page).toHaveURL(/\/app\/login$/);
});

test('a wrong password shows the login failure message', async ({ page }) => {
  await page.goto('/app/login');
  await page.getByLabel('Benutzername').fill('erika.musterfrau');
  await page.getByLabel('Passwort', { exact: true }).fill('Falsch!12345');
  // Sent with Enter: the focus leaves the password field for the failure message.
  await page.getByLabel('Passwort', { exact: true }).press('Enter');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Die Anmeldung ist fehlgeschlagen');
  await expect(alert).toContainText('30 Minuten');
  await expect(page).toHaveURL(/\/app\/login$/);
  // The emptied password is no mistake of the user: no field error beside the failure message.
  const password = page.getByLabel('Passwort', { exact: true });
  await expect(password).toHaveValue('');
  await expect(password).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Bitte geben Sie Ihr Passwort ein.')).toHaveCount(0);
});
