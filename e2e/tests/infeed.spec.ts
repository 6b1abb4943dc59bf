import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { runQuickCheck } from '../support/infeed';
import { expectAccessible, login } from '../support/portal';

// The in-feeder pages of remote-contracts (portal-processes §2.4 items 14–15) against the demo grid data (README,
// "In-feeder processes"): max's PV feed-in is behind a green station, his holiday home behind a yellow one with 7 kW
// free; gruber 026 is a small in-feeder whose deactivation is possible. E2E_SCREENSHOTS=<folder> saves the pages at
// 360 and 1280 px.

const QUICK_CHECK = '/app/portal/infeed/quick-check';

async function loginAs(page: Page, username: string) {
  await page.goto('/app/login');
  await login(page, username);
  await expect(page.getByRole('heading', { level: 1, name: 'Übersicht' })).toBeVisible();
}

async function screenshots(page: Page, name: string) {
  const folder = process.env.E2E_SCREENSHOTS;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: join(folder, `${name}-${width}.png`), fullPage: true });
  }
}

test.describe('in-feeder processes', () => {
  test('max’s feed-in under a green light: all of the desired power fits', async ({ page }) => {
    await loginAs(page, 'max.mustermann');
    await page.goto(`${QUICK_CHECK}/1000012345/400012345001/300012345009`);
    await expect(page.getByRole('heading', { level: 1, name: 'Einspeisemöglichkeit prüfen' })).toBeVisible();
    await page.getByRole('button', { name: 'Jetzt prüfen' }).click();
    await expect(page.getByText('Bitte bestätigen Sie.').first()).toBeVisible();
    await expectAccessible(page);
    await screenshots(page, 'quick-check-errors');

    await runQuickCheck(page, '8');
    await expect(
      page.getByText('Positiv: Das Netz an Ihrem Standort kann die gewünschten 8 kW derzeit vollständig aufnehmen.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Anfrage senden' })).toBeVisible();
    await expect(page.getByText(/Die Einspeisung Ihrer Anlage wird auf/)).toHaveCount(0);
    await expectAccessible(page);
    await screenshots(page, 'quick-check-positive');
  });

  // Sending the inquiry for the holiday home adds a running application: processes.spec.ts does it last, where the
  // count of max's applications is checked (one instance serves every spec).
  test('max’s holiday home under a yellow light: part of it fits, the inquiry form offers the plant', async ({ page }) => {
    await loginAs(page, 'max.mustermann');
    await page.goto(`${QUICK_CHECK}/1000012346/400012346001/300012346001`);
    await runQuickCheck(page, '12');
    await expect(
      page.getByText('Teilweise: Von den gewünschten 12 kW kann das Netz an Ihrem Standort derzeit 7 kW aufnehmen.'),
    ).toBeVisible();
    const figures = page.getByRole('region', { name: 'Ergebnis der Sofortprüfung' });
    await expect(figures).toContainText('Gewünschte Einspeiseleistung12 kW');
    await expect(figures).toContainText('Derzeit mögliche Einspeiseleistung7 kW');
    await expectAccessible(page);
    await screenshots(page, 'quick-check-partial');

    // The plant's size in kVA (the application shows it so), and the limitation the inquiry will carry.
    await expect(page.getByLabel(/Maximale Anlagenleistung in kVA/)).toHaveValue('12');
    const inquiry = page.getByRole('region', { name: 'Anfrage für Ihre Photovoltaikanlage senden' });
    await expect(inquiry.getByText('Die Einspeisung Ihrer Anlage wird auf 7 kW begrenzt.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Anfrage senden' })).toBeVisible();
  });

  test('gruber deregisters a small in-feeder: the dashboard shows the request instead of the link', async ({ page }) => {
    await loginAs(page, 'hausverwaltung.gruber');
    await page.getByRole('button', { name: /Filter/ }).click();
    await page.getByLabel('Suchbegriff').fill('400034567026');
    const toggle = page.getByRole('row').filter({ hasText: '400034567026' }).getByRole('button').first();
    await toggle.click();
    await page
      .getByRole('button', { name: /Strom|AT 003000/, expanded: false })
      .first()
      .click();
    await page.getByRole('link', { name: 'Kleineinspeiser abmelden' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Kleineinspeiser abmelden' })).toBeVisible();
    await page.getByRole('button', { name: 'Abmeldung senden' }).click();
    await expect(page.getByText('Bitte bestätigen Sie.')).toHaveCount(2);
    await page.getByLabel(/Informationen für Kleineinspeiser/).check();
    await page.getByLabel(/Bedingungen der Abmeldung/).check();
    await expectAccessible(page);
    await screenshots(page, 'small-infeeder-deactivate');
    await page.getByRole('button', { name: 'Abmeldung senden' }).click();
    await expect(
      page.getByText('Ihre Abmeldung als Kleineinspeiser ist eingelangt. Sie erhalten eine Bestätigung per E-Mail.'),
    ).toBeVisible();

    await page.getByRole('link', { name: 'Zurück zur Übersicht' }).click();
    // Count rows only once the table has drawn its accounts (count() does not wait); the filter may still be set.
    await expect(
      page
        .getByRole('row')
        .filter({ hasText: /\d{12}/ })
        .first(),
    ).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: '400034567026' });
    if ((await row.count()) === 0) {
      await page.getByRole('button', { name: /Filter/ }).click();
      await page.getByLabel('Suchbegriff').fill('400034567026');
    }
    const again = page.getByRole('row').filter({ hasText: '400034567026' }).getByRole('button').first();
    if ((await again.getAttribute('aria-expanded')) !== 'true') await again.click();
    const contract = page.getByRole('button', { name: /Strom|AT 003000/ }).first();
    if ((await contract.getAttribute('aria-expanded')) !== 'true') await contract.click();
    await expect(page.getByText(/^Ihre Abmeldung als Kleineinspeiser vom \d{2}\.\d{2}\.\d{4} ist in Bearbeitung\.$/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Kleineinspeiser abmelden' })).toHaveCount(0);
    await expectAccessible(page);
  });
});
