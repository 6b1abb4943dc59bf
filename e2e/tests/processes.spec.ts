import { expect, test, type Page } from '@playwright/test';
import { runQuickCheck } from '../support/infeed';
import { expectAccessible, login } from '../support/portal';

// Customer processes (portal-processes §2.4 item 6): max's solar power applications as the README lists them under
// "Customer processes". The tests change max's demo applications (the extension and the increase happen once), so
// they run in this order.

const PROCESSES = '/app/portal/processes';

async function loginAs(page: Page, username: string) {
  await page.goto('/app/login');
  await login(page, username);
  await expect(page.getByRole('heading', { level: 1, name: 'Übersicht' })).toBeVisible();
}

const navEntry = (page: Page) => page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: /Meine Prozesse/ });

const applicationToggles = (page: Page) => page.getByRole('button', { name: /Antrag für Photovoltaikanlage/ });

/** The application (list item) that shows this text once open. */
const applicationWith = (page: Page, text: RegExp | string) =>
  page
    .getByRole('listitem')
    .filter({ has: applicationToggles(page) })
    .filter({ hasText: text });

/** Opens every application (a closed one shows only its header), then answers the one that shows this text. */
async function openApplication(page: Page, text: RegExp | string) {
  await expect(applicationToggles(page).first()).toBeVisible();
  for (const toggle of await applicationToggles(page).all()) {
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  }
  const application = applicationWith(page, text);
  await expect(application).toHaveCount(1);
  return application;
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

test('the list: count in the navigation, first application open with its running step, accessible at 360 and 1280 px', async ({ page }) => {
  await loginAs(page, 'max.mustermann');
  // max has three running applications (OPEN or IN_PROGRESS) of four.
  await expect(navEntry(page)).toHaveAccessibleName('Meine Prozesse 3 laufende Anträge');
  await navEntry(page).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Meine Prozesse' })).toBeVisible();
  const toggles = applicationToggles(page);
  await expect(toggles).toHaveCount(4);
  await expect(toggles.first()).toHaveAttribute('aria-expanded', 'true');
  await expect(toggles.nth(1)).toHaveAttribute('aria-expanded', 'false');
  // The newest is the queued one: its running step is open with the queue position.
  await expect(page.getByText('Ihre Position in der Warteschlange: 3')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Prüfung der Netzverträglichkeit' })).toHaveAttribute('aria-expanded', 'true');
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/processes-1280.png', fullPage: true });

  await page.setViewportSize({ width: 360, height: 800 });
  await expectNoHorizontalScroll(page);
  await page.screenshot({ path: 'test-results/processes-360.png', fullPage: true });
});

test('copy is repeatable, the mail goes once', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await loginAs(page, 'max.mustermann');
  await page.goto(PROCESSES);
  const first = applicationWith(page, /Warteschlange/);
  await first.getByRole('button', { name: 'Daten kopieren' }).click();
  await expect(first.getByText('Die Antragsdaten wurden in die Zwischenablage kopiert.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^Zählpunkt: AT0030/);
  await expect(first.getByRole('button', { name: 'Daten kopieren' })).toBeEnabled();
  const mail = first.getByRole('button', { name: 'Daten per E-Mail senden' });
  await mail.click();
  await expect(first.getByText('Die Antragsdaten wurden an Ihre E-Mail-Adresse gesendet.')).toBeVisible();
  await expect(mail).toBeDisabled();
});

test('the approval-validity extension works once; afterwards the button is gone', async ({ page }) => {
  await loginAs(page, 'max.mustermann');
  await page.goto(PROCESSES);
  const application = await openApplication(page, /Elektroinstallationsunternehmen/);
  const validUntil = (await application.locator('dt:text-is("Netzzusage gültig bis") + dd').textContent())!.trim();
  const [d, m, y] = validUntil.split('.');
  const nextYear = `${d}.${m}.${Number(y) + 1}`;

  await application.getByRole('button', { name: 'Gültigkeit der Netzzusage verlängern' }).click();
  const dialog = page.getByRole('dialog', { name: 'Gültigkeit der Netzzusage verlängern' });
  await expect(
    dialog.getByLabel(`Ich nehme zur Kenntnis, dass die Anlage bis spätestens ${nextYear} in Betrieb gehen muss.`),
  ).toBeVisible();
  await expectAccessible(page);
  await dialog.getByLabel(/einmalige Verlängerung/).check();
  await dialog.getByLabel(/in Betrieb gehen muss/).check();
  await dialog.getByLabel(/Reservierung/).check();
  await dialog.getByRole('button', { name: 'Verlängerung beantragen' }).click();
  await expect(dialog.getByText(/wurde verlängert/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Schließen' }).last().click();
  // The button that opened the dialog is gone: the focus goes to its section's heading, not to the page's start.
  await expect(application.getByRole('heading', { name: 'Antragsdaten' })).toBeFocused();

  await expect(application.locator('dt:text-is("Netzzusage gültig bis") + dd')).toHaveText(nextYear);
  await expect(application.getByRole('button', { name: 'Gültigkeit der Netzzusage verlängern' })).toHaveCount(0);
  await expect(application.getByText('Die Gültigkeit der Netzzusage wurde bereits verlängert.')).toBeVisible();
  // Also after a reload: the service keeps it.
  await page.reload();
  const again = await openApplication(page, /Elektroinstallationsunternehmen/);
  await expect(again.getByRole('button', { name: 'Gültigkeit der Netzzusage verlängern' })).toHaveCount(0);
});

test('the limitation increase with the slider by keyboard; then "requested"; the count in the navigation is loaded again', async ({
  page,
}) => {
  await loginAs(page, 'max.mustermann');
  await page.goto(PROCESSES);
  await expect(navEntry(page)).toHaveAccessibleName('Meine Prozesse 3 laufende Anträge');
  const application = await openApplication(page, /4,20 kW/);
  await application.getByRole('button', { name: 'Erhöhung der Einspeisebegrenzung anfragen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Erhöhung der Einspeisebegrenzung anfragen' });
  const slider = dialog.getByRole('slider', { name: /Gewünschte Einspeiseleistung/ });
  // Restriction 4,2 kW rounded up to max capacity 12,5 kVA rounded down.
  await expect(slider).toHaveAttribute('min', '5');
  await expect(slider).toHaveAttribute('max', '12');
  await expect(dialog.getByText('Max. 12 kW')).toBeVisible();
  await expectAccessible(page);
  // Ticks by screen width: 11 above 992 px (here 8: the range holds 8 whole kW), 3 below 480 px.
  await expect(dialog.locator('.np-slider__tick')).toHaveCount(8);
  await page.setViewportSize({ width: 360, height: 800 });
  await expect(dialog.locator('.np-slider__tick')).toHaveText(['5', '9', '12']);
  await expectNoHorizontalScroll(page);
  await page.screenshot({ path: 'test-results/processes-increase-dialog-360.png' });
  await page.setViewportSize({ width: 1280, height: 800 });

  await slider.focus();
  await page.keyboard.press('Home');
  await expect(slider).toHaveValue('5');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(slider).toHaveValue('7');
  await expect(slider).toHaveAttribute('aria-valuetext', '7 kW');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await expect(dialog.getByLabel(/Ich möchte ein Angebot/)).toBeChecked();
  await expect(dialog.getByLabel(/Wartezeiten/)).toBeChecked();

  // Something else changed the running applications meanwhile (an in-feeder inquiry, the operator): the count that
  // the navigation loads after the dialog says so.
  let reloaded = false;
  await page.route('**/service/partner-processes/count', async (route) => {
    reloaded = true;
    const response = await route.fetch();
    const { count } = (await response.json()) as { count: number };
    await route.fulfill({ response, json: { count: count + 1 } });
  });
  await dialog.getByRole('button', { name: 'Erhöhung anfragen' }).click();
  await expect(dialog.getByText(/Ihre Anfrage wurde gesendet/)).toBeVisible();
  await expect(navEntry(page)).toHaveAccessibleName('Meine Prozesse 4 laufende Anträge');
  expect(reloaded).toBe(true);
  await dialog.getByRole('button', { name: 'Schließen' }).last().click();
  await expect(application.getByText('Erhöhung auf 7 kW angefragt')).toBeVisible();
  await expect(application.getByRole('button', { name: 'Erhöhung der Einspeisebegrenzung anfragen' })).toHaveCount(0);
  await page.screenshot({ path: 'test-results/processes-requested-1280.png', fullPage: true });
});

test('gruber sees only his own applications, one completed with an error; the count is gone after logout', async ({ page }) => {
  await loginAs(page, 'hausverwaltung.gruber');
  await expect(navEntry(page)).toHaveAccessibleName('Meine Prozesse 2 laufende Anträge');
  await page.goto(PROCESSES);
  await expect(applicationToggles(page)).toHaveCount(4);
  const rejected = await openApplication(page, /Abgeschlossen mit Fehler/);
  await expect(rejected.getByText('Nicht erfolgreich')).toBeVisible();
  await expect(rejected.getByText(/keine weitere Einspeisung aufnehmen/)).toBeVisible();
  await expectAccessible(page);
  await page.setViewportSize({ width: 360, height: 800 });
  await expectNoHorizontalScroll(page);
  await page.screenshot({ path: 'test-results/processes-gruber-360.png', fullPage: true });

  // After logout the count goes with the session: erika, logged in next in the same tab, has no running application.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page
    .getByRole('banner')
    .getByRole('button', { name: /Gruber/i })
    .click();
  await page
    .getByRole('menuitem', { name: 'Abmelden' })
    .or(page.getByRole('button', { name: 'Abmelden' }))
    .click();
  await expect(page).toHaveURL(/\/app\/login$/);
  await login(page, 'erika.musterfrau');
  await expect(page.getByRole('heading', { level: 1, name: 'Übersicht' })).toBeVisible();
  await expect(navEntry(page)).toHaveAccessibleName('Meine Prozesse');
  await navEntry(page).click();
  await expect(page.getByText('Derzeit gibt es keine Anträge zu Ihren Verträgen.')).toBeVisible();
});

// Last in this file (the tests of a file run in order): the inquiry adds a running application of max's.
test('an in-feeder inquiry from the quick check adds a running application: the count goes up without a reload', async ({ page }) => {
  await loginAs(page, 'max.mustermann');
  await expect(navEntry(page)).toHaveAccessibleName('Meine Prozesse 3 laufende Anträge');
  await page.goto('/app/portal/infeed/quick-check/1000012346/400012346001/300012346001');
  await runQuickCheck(page, '12');
  await page.getByRole('button', { name: 'Anfrage senden' }).click();
  await expect(page.getByText(/Ihre Anfrage ist eingelangt \(Anfragenummer \d{10}\)/)).toBeVisible();
  await expect(navEntry(page)).toHaveAccessibleName('Meine Prozesse 4 laufende Anträge');
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Zu meinen Prozessen' }).click();
  await expect(applicationToggles(page)).toHaveCount(5);
  await expect(applicationToggles(page).first()).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText('Offen').first()).toBeVisible();
});
