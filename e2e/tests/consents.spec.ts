import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, login } from '../support/portal';

// Max's consents demo (service/src/demo/seed-consents.ts): the energy-data app Stromblick (EP100845) asks with the
// request SB7K3M9Q for the quarter-hour load profile of the smart meter AT…100001; his holiday home AT…100004 fits too.
const REQUEST_ID = 'SB7K3M9Q';
/** Metering points as the portal shows them: grouped 2+6+5+rest (portal-core, numbers). */
const SMART_METER = 'AT 003000 00000 00000000000000100001';
const PROVIDER = 'Stromblick Energiedaten GmbH';

/** Today in Vienna as the page writes it (DD.MM.YYYY): the new consent starts today. */
const TODAY = new Intl.DateTimeFormat('de-AT', { timeZone: 'Europe/Vienna', day: '2-digit', month: '2-digit', year: 'numeric' }).format(
  new Date(),
);

// One server and database for the whole file: the steps change Max's consents in order.
test.describe.configure({ mode: 'serial' });

/** The consents table's row of the new consent: Stromblick's load profile on the smart meter from today. */
const newConsentRow = (page: Page) =>
  page
    .getByRole('table', { name: 'Zustimmungen' })
    .getByRole('row')
    .filter({ hasText: PROVIDER })
    .filter({ hasText: SMART_METER })
    .filter({ hasText: 'Lastprofil, Viertelstundenwerte, täglich' })
    .filter({ hasText: `${TODAY} bis ` });

test('a provider’s deep link survives the login, confirms for a chosen metering point, and the consent is revoked', async ({ page }) => {
  // The whole flow with an axe audit and 25 Tab presses: beyond 60 s once on a slow phase of the machine.
  test.setTimeout(120_000);
  await page.goto(`/app/portal/consents?requestId=${REQUEST_ID.toLowerCase()}`);
  await expect(page).toHaveURL(/\/app\/login$/);
  await login(page, 'max.mustermann');

  // Back on the consents page with the request's confirm dialog open.
  await expect(page).toHaveURL(/\/app\/portal\/consents\?requestId=sb7k3m9q$/);
  const dialog = page.getByRole('dialog', { name: 'Anfrage bestätigen' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(PROVIDER);
  await expect(dialog).toContainText('EP100845');
  await expect(dialog).toContainText('Lastprofil, Viertelstundenwerte, täglich');
  await expect(dialog.getByRole('heading', { name: 'Datenfreigabe bestätigen' })).toBeVisible();
  await expectAccessible(page);

  // Keyboard: focus starts inside the dialog and Tab stays there.
  const inDialog = () => page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null);
  expect(await inDialog()).toBe(true);
  for (let i = 0; i < 25; i += 1) {
    await page.keyboard.press('Tab');
    expect(await inDialog()).toBe(true);
  }

  // Conditions missing: the form says so and nothing is sent.
  await dialog.getByRole('button', { name: 'Bestätigen' }).click();
  await expect(dialog.getByText('Bitte stimmen Sie den Bedingungen zu.')).toBeVisible();
  const conditions = dialog.getByRole('checkbox', { name: /Ich stimme der Datenfreigabe/ });
  // The form takes the focus to the first field in error.
  await expect(conditions).toBeFocused();

  // The requested metering point (the smart meter's supply) is chosen; the PV feed-in has its own metering point on the
  // same meter and is offered, not chosen. Choosing it and back leaves supply only.
  const feedIn = dialog.getByRole('checkbox', { name: /100001 \(Vertrag 300012345009\) wählen/ });
  await expect(feedIn).not.toBeChecked();
  await feedIn.press('Space');
  await expect(feedIn).toBeChecked();
  await feedIn.press('Space');
  await expect(feedIn).not.toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: /100001 \(Vertrag 300012345001\) wählen/ })).toBeChecked();
  await conditions.focus();
  await page.keyboard.press('Space');
  await expect(conditions).toBeChecked();
  await dialog.getByRole('button', { name: 'Bestätigen' }).press('Enter');
  await expect(dialog).toBeHidden();

  // Listed under Existing (the default filter); the request is no longer open.
  await expect(newConsentRow(page)).toHaveCount(1);
  await expect(newConsentRow(page)).toContainText('Aktiv');
  await expect(page.getByRole('table', { name: 'Offene Anfragen' }).getByText(REQUEST_ID)).toHaveCount(0);
  await expectAccessible(page);

  // Revoke: it leaves Existing …
  await newConsentRow(page)
    .getByRole('button', { name: /widerrufen/ })
    .click();
  const revoke = page.getByRole('dialog', { name: 'Zustimmung widerrufen' });
  await expect(revoke).toContainText('Mit dem Widerruf endet Ihre Zustimmung heute.');
  await expectAccessible(page);
  await revoke.getByRole('button', { name: 'Widerrufen' }).click();
  await expect(revoke).toBeHidden();
  await expect(newConsentRow(page)).toHaveCount(0);

  // … and is listed under Ended.
  await page.getByRole('checkbox', { name: 'Bestehende' }).uncheck();
  await page.getByRole('checkbox', { name: 'Beendete' }).check();
  // Revoked today: it ends today.
  await expect(
    newConsentRow(page)
      .filter({ hasText: `${TODAY} bis ${TODAY}` })
      .filter({ hasText: 'Widerrufen' }),
  ).toHaveCount(1);
  await expect(newConsentRow(page).getByRole('button')).toHaveCount(0);
});

test('an unknown request id says so; at 360 px the lists read as cards without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/app/login');
  await login(page, 'max.mustermann');
  await expect(page).toHaveURL(/\/app\/portal\/dashboard$/);
  await page.goto('/app/portal/consents');
  await expect(page.getByRole('heading', { level: 1, name: 'Zustimmungen' })).toBeVisible();
  await page.getByRole('textbox', { name: /Anfrage-ID/ }).fill('zz99zz');
  await expect(page.getByRole('textbox', { name: /Anfrage-ID/ })).toHaveValue('ZZ99ZZ');
  await page.getByRole('button', { name: 'Anfrage anzeigen' }).click();
  await expect(page.getByText('Für diese Anfrage-ID ist keine Anfrage hinterlegt.')).toBeVisible();

  await expect(page.getByRole('heading', { name: /Offene Anfragen \(\d+\)/ })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Zustimmungen' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectAccessible(page);

  // The energy-community request opens its dialog with the share; it fits only the feed-in contract.
  await page.getByRole('button', { name: 'Anfrage EG4R8T2W bestätigen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Anfrage bestätigen' });
  await expect(dialog).toContainText('100 %');
  await expect(dialog).toContainText('Einspeisung');
  await expect(dialog.getByRole('checkbox', { name: /wählen/ })).toHaveCount(1);
  const dialogOverflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(dialogOverflow).toBeLessThanOrEqual(0);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // Wider screens: the tables' seven columns need ~1,100 px; below 1,200 px they stay cards, above they are tables,
  // and the page never scrolls sideways in between (a laptop, a tablet held across). Nor does a table within its
  // region: a long compound ("Bürgerenergiegemeinschaft") once pushed the "Widerrufen" buttons out of sight.
  for (const width of [900, 1024, 1199, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), {
        message: `sideways scrolling at ${width} px`,
      })
      .toBeLessThanOrEqual(0);
    await expect
      .poll(
        () =>
          page.evaluate(() => Math.max(...[...document.querySelectorAll('.np-scroll-region')].map((r) => r.scrollWidth - r.clientWidth))),
        { message: `a table scrolls sideways in its region at ${width} px` },
      )
      .toBeLessThanOrEqual(0);
  }
  await expect(page.getByRole('table', { name: 'Zustimmungen' }).getByRole('columnheader', { name: 'Zählpunkt' })).toBeVisible();
});

test('a running consent is extended to another of the customer’s metering points in a modal, by keyboard', async ({ page }) => {
  // Erika's Stromblick consent covers her flat (AT…100005); her garden house AT…234563 has a smart meter too.
  const GARDEN = 'AT 003000 00000 00000000000000234563';
  await page.goto('/app/login');
  await login(page, 'erika.musterfrau');
  await expect(page).toHaveURL(/\/app\/portal\/dashboard$/);
  await page.goto('/app/portal/consents');
  const table = page.getByRole('table', { name: 'Zustimmungen' });
  const opener = table.getByRole('button', {
    name: 'Weiteren Zählpunkt zur Zustimmung für Stromblick Energiedaten GmbH am Zählpunkt AT 003000 00000 00000000000000100005 hinzufügen',
  });
  await expect(opener).toHaveCount(1);
  // Her card at 320 px has two actions; they stand under their label instead of pushing the page sideways.
  await page.setViewportSize({ width: 320, height: 800 });
  await expect(opener).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  // Escape closes the dialog and the focus returns to the row's button.
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Weiteren Zählpunkt hinzufügen' });
  await expect(dialog).toBeVisible();
  const garden = dialog.getByRole('checkbox', { name: new RegExp(`${GARDEN} \\(Vertrag 300023456003\\) wählen`) });
  // The only fitting metering point is chosen already.
  await expect(garden).toBeChecked();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  // Again: focus stays inside while tabbing; nothing chosen is refused in the form.
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  const inDialog = () => page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null);
  for (let i = 0; i < 8; i += 1) {
    await page.keyboard.press('Tab');
    expect(await inDialog()).toBe(true);
  }
  await garden.focus();
  await page.keyboard.press('Space');
  await dialog.getByRole('button', { name: 'Hinzufügen' }).press('Enter');
  await expect(dialog.getByText('Bitte wählen Sie mindestens einen Zählpunkt.')).toBeVisible();
  await garden.focus();
  await page.keyboard.press('Space');
  await dialog.getByRole('button', { name: 'Hinzufügen' }).press('Enter');
  await expect(dialog).toBeHidden();

  // A consent of its own, from today, listed under Existing; the result is announced.
  await expect(page.getByRole('status').filter({ hasText: 'Ein Zählpunkt wurde hinzugefügt.' })).toBeVisible();
  const added = table.getByRole('row').filter({ hasText: GARDEN });
  await expect(added).toHaveCount(1);
  await expect(added).toContainText('Stromblick Energiedaten GmbH');
  await expect(added).toContainText(`${TODAY} bis `);
  await expect(added).toContainText('Aktiv');
  await expectAccessible(page);

  // Nothing left to add: the dialog says so.
  await opener.click();
  await expect(dialog.getByText(/Keiner Ihrer weiteren Zählpunkte passt/)).toBeVisible();
  await page.keyboard.press('Escape');
});

test('after a request is confirmed or rejected from its row, the focus goes on from the open requests’ heading', async ({ page }) => {
  // The row's buttons are disabled once it is answered: the dialog hands the focus to the heading of their section.
  await page.goto('/app/login');
  await login(page, 'max.mustermann');
  await expect(page).toHaveURL(/\/app\/portal\/dashboard$/);
  await page.goto('/app/portal/consents');
  const heading = page.getByRole('heading', { level: 2, name: /^Offene Anfragen/ });
  const onBody = () => page.evaluate(() => document.activeElement === document.body);

  // The energy community's request fits the feed-in only, which is chosen already.
  await page.getByRole('button', { name: 'Anfrage EG4R8T2W bestätigen' }).focus();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: 'Anfrage bestätigen' });
  await expect(confirm.getByRole('checkbox', { name: /wählen/ })).toBeChecked();
  await confirm.getByRole('checkbox', { name: /Ich stimme der Datenfreigabe/ }).check();
  await confirm.getByRole('button', { name: 'Bestätigen' }).press('Enter');
  await expect(confirm).toBeHidden();
  await expect(heading).toBeFocused();
  expect(await onBody()).toBe(false);
  await expect(page.getByRole('button', { name: 'Anfrage EG4R8T2W bestätigen' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Anfrage SBQR5H6J ablehnen' }).focus();
  await page.keyboard.press('Enter');
  const reject = page.getByRole('dialog', { name: 'Anfrage ablehnen' });
  await reject.getByRole('button', { name: 'Ablehnen' }).press('Enter');
  await expect(reject).toBeHidden();
  await expect(heading).toBeFocused();
  expect(await onBody()).toBe(false);
  await expect(page.getByRole('button', { name: 'Anfrage SBQR5H6J ablehnen' })).toHaveCount(0);
});
