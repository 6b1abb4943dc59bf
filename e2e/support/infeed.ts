import { expect, type Page } from '@playwright/test';

/** Fills the quick check as a keyboard user would and sends it. */
export async function runQuickCheck(page: Page, kilowatts: string) {
  const field = page.getByLabel(/Gewünschte Einspeiseleistung in kW/);
  await field.focus();
  await page.keyboard.type(kilowatts);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await expect(page.getByLabel(/Netzverträglichkeit/)).toBeChecked();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await expect(page.getByLabel(/zur Kenntnis genommen/)).toBeChecked();
  await page.getByRole('button', { name: 'Jetzt prüfen' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Ergebnis der Sofortprüfung' })).toBeVisible();
}
