import { expect, test } from '@playwright/test';
import { expectAccessible, login } from '../support/portal';

test('a deep link while logged out leads to login and back to the deep link', async ({ page }) => {
  await page.goto('/app/portal/changePassword');
  await expect(page).toHaveURL(/\/app\/login$/);
  await login(page, 'erika.musterfrau');
  await expect(page).toHaveURL(/\/app\/portal\/changePassword$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Passwort ändern' })).toBeVisible();
  // A logged-in user on a public-only page goes to the dashboard.
  await page.goto('/app/login');
  await expect(page).toHaveURL(/\/app\/portal\/dashboard$/);
  // /app/portal redirects to the dashboard.
  await page.goto('/app/portal');
  await expect(page).toHaveURL(/\/app\/portal\/dashboard$/);
});

test('a user who must change the password reaches only the change-password page', async ({ page }) => {
  await page.goto('/app/login');
  await login(page, 'neu.kunde');
  await expect(page).toHaveURL(/\/app\/portal\/changePassword$/);
  await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toHaveCount(0);
  await page.goto('/app/portal/dashboard');
  await expect(page).toHaveURL(/\/app\/portal\/changePassword$/);
  // No breadcrumb "Übersicht": it would only lead back here.
  await expect(page.getByRole('navigation', { name: 'Brotkrümelnavigation' })).toHaveCount(0);
  await expectAccessible(page);

  // The current password again does not end the forced change.
  await page.getByLabel('Aktuelles Passwort').fill('Netzportal!2026');
  await page.getByLabel('Neues Passwort', { exact: true }).fill('Netzportal!2026');
  await page.getByLabel('Neues Passwort wiederholen').fill('Netzportal!2026');
  await page.getByRole('button', { name: 'Passwort ändern' }).click();
  await expect(page.getByText('Das neue Passwort muss sich von Ihrem aktuellen Passwort unterscheiden.')).toBeVisible();
  await expect(page.getByLabel('Neues Passwort', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await page.goto('/app/portal/dashboard');
  await expect(page).toHaveURL(/\/app\/portal\/changePassword$/);

  await page.getByLabel('Aktuelles Passwort').fill('Netzportal!2026');
  await page.getByLabel('Neues Passwort', { exact: true }).fill('Neu.Passwort#2026');
  await page.getByLabel('Neues Passwort wiederholen').fill('Neu.Passwort#2026');
  await page.getByRole('button', { name: 'Passwort ändern' }).click();
  await expect(page.getByText('Ihr Passwort wurde erfolgreich geändert.')).toBeVisible();
  await page.goto('/app/portal/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Übersicht' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toBeVisible();
});

test('an unknown path shows the not-found page with a link home', async ({ page }) => {
  await page.goto('/app/gibt-es-nicht');
  await expect(page.getByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: /Startseite/ }).click();
  await expect(page).toHaveURL(/\/app\/login$/);
  // A dot in the last segment does not make a typed address a missing file: the portal's page says it is unknown.
  for (const path of ['/app/impress.', '/app/nope.html']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeVisible();
  }
});

test('content pages load their texts by key', async ({ page }) => {
  await page.goto('/app/accessibility');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Barrierefreiheit');
  await page.goto('/app/impress');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Impressum');
});
