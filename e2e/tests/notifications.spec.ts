import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, login } from '../support/portal';

// One server and database for the whole file: the steps change Max's notification settings in order.
test.describe.configure({ mode: 'serial' });

async function openNotifications(page: Page) {
  await page.goto('/app/login');
  await login(page, 'max.mustermann');
  await expect(page).toHaveURL(/\/app\/portal\/dashboard$/);
  await page.getByRole('button', { name: /Max Mustermann/ }).click();
  await page.getByRole('link', { name: 'Meine Daten' }).click();
  await page.getByRole('link', { name: 'Benachrichtigungen zu Ihren Messwerten' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Benachrichtigungen' })).toBeVisible();
}

/** The form of the first meter point (its fieldset's legend starts with the meter point number). */
const firstMeterPoint = (page: Page) =>
  page
    .locator('form')
    .filter({ has: page.getByRole('group', { name: /^Zählpunkt AT/ }) })
    .first();

async function noSidewaysScrolling(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test('notifications: rules per meter point are checked, saved and shown again', async ({ page }) => {
  await openNotifications(page);
  await expectAccessible(page);
  const meterPoint = firstMeterPoint(page);

  await meterPoint.getByRole('checkbox', { name: 'Tagesverbrauch über einer Schwelle' }).check();
  await meterPoint.getByRole('textbox', { name: /Schwelle Tagesverbrauch/ }).fill('25,5');
  await meterPoint.getByRole('checkbox', { name: 'Fehlende Messwerte' }).check();
  const hours = meterPoint.getByRole('textbox', { name: /Melden nach/ });
  await expect(hours).toHaveValue('12');
  await hours.fill('0');
  const form = meterPoint;
  await form.getByRole('button', { name: 'Einstellungen speichern' }).click();
  await expect(form.getByText('Bitte geben Sie eine ganze Zahl von 1 bis 168 ein.')).toBeVisible();
  await expect(hours).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);

  await hours.fill('24');
  await form.getByRole('button', { name: 'Einstellungen speichern' }).click();
  await expect(page.getByText(/Die Einstellungen für Zählpunkt AT 003000 00000 \d{20} wurden gespeichert\./)).toBeVisible();

  await page.reload();
  const again = firstMeterPoint(page);
  await expect(again.getByRole('checkbox', { name: 'Fehlende Messwerte' })).toBeChecked();
  await expect(again.getByRole('textbox', { name: /Melden nach/ })).toHaveValue('24');
  await expect(again.getByRole('textbox', { name: /Schwelle Tagesverbrauch/ })).toHaveValue('25,5');
  await expect(again.getByRole('checkbox', { name: 'Leistung einer Viertelstunde über einer Schwelle' })).not.toBeChecked();
});

test('notifications: the webhook is saved with a secret that can be rotated; the page fits 360 px', async ({ page }) => {
  await openNotifications(page);
  const section = page.getByRole('region', { name: 'Webhook' });
  await section.getByRole('textbox', { name: /Webhook-Adresse/ }).fill('ftp://example.at/hook');
  await section.getByRole('button', { name: 'Webhook speichern' }).click();
  await expect(section.getByText('Die Adresse muss mit https:// beginnen.')).toBeVisible();

  // The browser tests' service allows http and this machine (WEBHOOK_ALLOW_INSECURE).
  await section.getByRole('textbox', { name: /Webhook-Adresse/ }).fill('http://127.0.0.1:9/netzportal');
  await section.getByRole('button', { name: 'Webhook speichern' }).click();
  await expect(section.getByText('Der Webhook wurde gespeichert.')).toBeVisible();
  const secret = section.getByRole('textbox', { name: 'Geheimnis zum Prüfen der Signatur' });
  await expect(secret).toHaveValue(/^whsec_/);
  const first = await secret.inputValue();
  await expect(section.locator('dd')).toHaveText(/^✓ Aktiv$/);
  await section.getByRole('button', { name: 'Neues Geheimnis erzeugen' }).click();
  await expect(section.getByText('Ein neues Geheimnis wurde erzeugt.', { exact: false })).toBeVisible();
  await expect(secret).not.toHaveValue(first);
  await expect(page.getByRole('region', { name: 'Zustellprotokoll' })).toContainText('Bisher wurde nichts an Ihren Webhook gesendet.');
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/notifications-1280.png', fullPage: true });

  await page.setViewportSize({ width: 360, height: 800 });
  await noSidewaysScrolling(page);
  await page.screenshot({ path: 'test-results/notifications-360.png', fullPage: true });
  await page.setViewportSize({ width: 320, height: 800 });
  await noSidewaysScrolling(page);
  await expectAccessible(page);
});

test('notifications: removing the webhook asks first; afterwards the focus is on the webhook heading', async ({ page }) => {
  await openNotifications(page);
  const section = page.getByRole('region', { name: 'Webhook' });
  const remove = section.getByRole('button', { name: 'Webhook entfernen' });

  // Cancelled by keyboard: the webhook stays and the focus is back on the button.
  await remove.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Webhook entfernen?' });
  await expect(dialog).toContainText('das Geheimnis geht verloren');
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(remove).toBeFocused();

  await page.keyboard.press('Enter');
  await dialog.getByRole('button', { name: 'Webhook entfernen' }).press('Enter');
  await expect(dialog).toBeHidden();
  await expect(section.getByText('Der Webhook wurde entfernt.')).toBeVisible();
  await expect(section.getByRole('textbox', { name: 'Geheimnis zum Prüfen der Signatur' })).toHaveCount(0);
  await expect(section.getByRole('textbox', { name: /Webhook-Adresse/ })).toHaveValue('');
  await expect(section.getByRole('heading', { name: 'Webhook' })).toBeFocused();
  await expectAccessible(page);
});
