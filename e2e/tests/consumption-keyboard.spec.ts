import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, login } from '../support/portal';

// Keyboard alone through the consumption and energy-community views (WCAG 2.1 AA): typed dates, selects browsed
// with arrow keys, buttons, the calendar, the live region, 320 px without sideways scrolling.
const BASE = '/app/portal/consumptions/1000012345/400012345001/300012345001/base';
const COMMUNITY = '/app/portal/energy-community-consumptions/1000012345/400012345001/300012345001';

async function open(page: Page, path: string) {
  await page.goto('/app/login');
  await login(page, 'max.mustermann');
  await expect(page).toHaveURL(/dashboard/);
  await page.goto(path);
  // The values of a busy shared machine can take a while.
  await expect(page.getByRole('img', { name: /^Balkendiagramm/ })).toBeVisible({ timeout: 30_000 });
}

/** What the polite live region says about the loaded view. */
const announcement = (page: Page) => page.locator('[role="status"][aria-live="polite"]');

const focusedName = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return el
      ? `${el.tagName}:${el.getAttribute('aria-label') ?? (el as HTMLInputElement).labels?.[0]?.textContent ?? el.textContent ?? ''}`
      : '';
  });

test('a date is typed digit by digit and applies only on Enter, the focus stays in the field', async ({ page }) => {
  await open(page, BASE);
  const from = page.getByLabel('Von', { exact: true });
  const before = page.url();
  const to = await page.getByLabel('Bis', { exact: true }).inputValue();
  const day = `05.${to.slice(3)}`;
  await from.focus();
  await page.keyboard.press('Control+A');
  for (const key of day) {
    await page.keyboard.press(key);
    // Nothing applies while typing; the focus does not jump to the heading.
    await expect(from).toBeFocused();
  }
  expect(page.url()).toBe(before);
  await expect(from).toHaveValue(day);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`von=${day.split('.').reverse().join('-')}`));
  await expect(from).toBeFocused();
  await expect(announcement(page)).toHaveText(
    new RegExp(`^Tag, ${day.replace(/\./g, '\\.')} – ${to.replace(/\./g, '\\.')}: [\\d.,]+ kWh$`),
  );

  // An impossible date is refused with a message and changes nothing.
  const applied = page.url();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('31.02.2026');
  await page.keyboard.press('Tab');
  await expect(page.getByText(/^Bitte ein Datum zwischen .* im Format TT\.MM\.JJJJ eingeben\.$/)).toBeVisible();
  await expect(from).toHaveAttribute('aria-invalid', 'true');
  expect(page.url()).toBe(applied);
});

test('arrowing through "Auflösung" applies nothing until Enter; buttons keep the focus; the result is announced', async ({ page }) => {
  await open(page, BASE);
  const granularity = page.getByLabel('Auflösung', { exact: true });
  await granularity.focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(granularity).toBeFocused();
  await expect(page).toHaveURL(/aufloesung=DAY/);
  // The third option can be reached: Enter applies it, the focus stays on the select.
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/aufloesung=YEAR/);
  await expect(granularity).toBeFocused();
  await expect(announcement(page)).toHaveText(/^Jahr, \d\d\.\d\d\.\d{4} – \d\d\.\d\d\.\d{4}: [\d.,]+ kWh$/);

  await granularity.selectOption('DAY');
  await expect(page).toHaveURL(/aufloesung=DAY/);
  const previous = page.getByRole('button', { name: /Vorheriger Monat/ });
  await previous.focus();
  const url = page.url();
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(url);
  await expect(previous).toBeFocused();
  await page.keyboard.press('Space');
  await expect(previous).toBeFocused();

  // The step-up button goes once the overview is reached: focus to the resolution it changed, not to the page.
  await page.getByRole('button', { name: 'Übersicht nach Monaten' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/aufloesung=MONTH/);
  await page.getByRole('button', { name: 'Übersicht nach Jahren' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/aufloesung=YEAR/);
  await expect(granularity).toBeFocused();
  expect(await focusedName(page)).not.toMatch(/^H1/);
});

test('the calendar: keyboard operable, weeks from Monday, a range counts when both ends are chosen', async ({ page }) => {
  await open(page, BASE);
  const button = page.getByRole('button', { name: 'Kalender öffnen: Zeitraum' });
  await button.focus();
  // The portal's focus ring on the calendar button.
  expect(await button.evaluate((el) => getComputedStyle(el).boxShadow)).not.toBe('none');
  await page.keyboard.press('Enter');
  const calendar = page.getByRole('dialog', { name: 'Kalender: Zeitraum' });
  await expect(calendar).toBeVisible();
  await expect(calendar.getByRole('columnheader')).toHaveText(['Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa', 'So']);
  await expect(calendar.getByRole('combobox', { name: 'Monat' })).toBeVisible();
  await expect(calendar.getByRole('combobox', { name: 'Jahr' })).toBeVisible();
  await expectAccessible(page);
  // Escape closes it and gives the focus back to its button.
  await page.keyboard.press('Escape');
  await expect(calendar).toHaveCount(0);
  await expect(button).toBeFocused();

  await page.keyboard.press('Enter');
  const first = await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
  expect(first).toMatch(/^\w+, 01\.\d\d\.\d{4}$/);
  const url = page.url();
  // A month back, then the start; nothing applies yet.
  await page.keyboard.press('PageUp');
  await page.keyboard.press('Enter');
  await expect(calendar.getByText(/^Beginn \d\d\.\d\d\.\d{4} – jetzt das Ende wählen$/)).toBeVisible();
  expect(page.url()).toBe(url);
  // A week later, the end: the calendar closes, the range applies, the focus is back on the button.
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(calendar).toHaveCount(0);
  await expect(button).toBeFocused();
  await expect(page).not.toHaveURL(url);
  // The fields follow the address in the render after it changed: read them until they show the range.
  const isoOf = (german: string) => Date.parse(german.split('.').reverse().join('-'));
  const fieldDays = async () =>
    (isoOf(await page.getByLabel('Bis', { exact: true }).inputValue()) -
      isoOf(await page.getByLabel('Von', { exact: true }).inputValue())) /
    86_400_000;
  await expect.poll(fieldDays).toBe(7);
});

test('"Alle Gemeinschaften": a community that joined later has no values in the months before', async ({ page }) => {
  await open(page, `${COMMUNITY}?gemeinschaft=ALL&aufloesung=MONTH`);
  await page.getByRole('button', { name: 'Werte als Tabelle anzeigen' }).click();
  const table = page.getByRole('table', { name: /^Werte:/ });
  const headers = await table.getByRole('columnheader').allInnerTexts();
  const later = headers.findIndex((h) => h.startsWith('Eigendeckung (Bürgerenergie Mühlviertel)'));
  const earlier = headers.findIndex((h) => h.startsWith('Eigendeckung (Sonnenstrom Lindenviertel)'));
  expect(later).toBeGreaterThan(0);
  const rows = table.locator('tbody tr');
  const count = await rows.count();
  const cell = (row: number, column: number) => rows.nth(row).locator('th, td').nth(column).innerText();
  // Bürgerenergie Mühlviertel takes part for the last 200 days: January is empty for it, not filled with its May.
  expect((await cell(0, later)).trim()).toBe('');
  expect((await cell(0, earlier)).trim()).not.toBe('');
  expect((await cell(count - 1, later)).trim()).not.toBe('');
  // The row buttons are named by their date once: "01.2026 genauer anzeigen".
  await expect(rows.first().getByRole('button')).toHaveAccessibleName(/^\d\d\.\d{4} genauer anzeigen$/);
  await expectAccessible(page);
});

for (const path of [BASE, COMMUNITY]) {
  test(`no sideways scrolling at 320 px: ${path.split('/')[3]}`, async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 800 });
    await open(page, path);
    await page.getByRole('button', { name: 'Werte als Tabelle anzeigen' }).click();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(320);
  });
}

test('the download configuration: several profiles as one CSV, an empty choice refused with a field message', async ({ page }) => {
  await open(page, BASE);
  const opener = page.getByRole('button', { name: 'Download konfigurieren' });
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Download konfigurieren' });
  const own = dialog.getByRole('checkbox', { name: /Strom Wohnhaus: Wirkenergie/ });
  await expect(own).toBeChecked();
  await own.focus();
  await page.keyboard.press('Space');
  await dialog.getByRole('button', { name: 'CSV herunterladen' }).click();
  await expect(dialog.getByText('Bitte wählen Sie mindestens ein Profil.')).toBeVisible();
  await expectAccessible(page);

  await own.check();
  await dialog.getByRole('checkbox', { name: /Ferienhaus/ }).check();
  await dialog.getByRole('radio', { name: /ISO 8601/ }).check();
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'CSV herunterladen' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^Profile_\d{8}-\d{8}\.csv$/);
  const { readFile } = await import('node:fs/promises');
  const header = (await readFile(await download.path(), 'utf8')).slice(1).split('\r\n')[0];
  expect(header).toMatch(
    /^"Beginn";"Ende";"AT0030000000000000000000000100001 Wirkenergie \(kWh\)";"Status [^"]+";"AT0030000000000000000000000100004 Wirkenergie \(kWh\)";"Status [^"]+";$/,
  );
  // Escape closes the dialog and gives the focus back to its button.
  await page.keyboard.press('Escape');
  await expect(opener).toBeFocused();
});

test("the download configuration bounds its dates by the chosen profiles' data and says why at the field", async ({ page }) => {
  await open(page, BASE);
  await page.getByRole('button', { name: 'Download konfigurieren' }).click();
  const dialog = page.getByRole('dialog', { name: 'Download konfigurieren' });
  await dialog.getByRole('checkbox', { name: /Ferienhaus/ }).check();
  // The holiday home has 90 days of values: the range hint names the days both profiles have.
  const from = dialog.getByLabel('Von', { exact: true });
  await expect(from).toHaveAccessibleDescription(/^Daten von \d\d\.\d\d\.\d{4} bis \d\d\.\d\d\.\d{4}\./);
  // A start the household has data for, the holiday home not.
  await from.fill('01.01.2025');
  await dialog.getByRole('button', { name: 'CSV herunterladen' }).click();
  await expect(from).toHaveAccessibleDescription(/Daten sind nur von \d\d\.\d\d\.\d{4} bis \d\d\.\d\d\.\d{4} verfügbar\./);
  await expect(dialog.getByText('Der Download ist derzeit nicht möglich. Bitte versuchen Sie es später erneut.')).toHaveCount(0);
  await expectAccessible(page);
});
