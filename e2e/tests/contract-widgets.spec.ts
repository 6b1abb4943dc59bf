import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, login } from '../support/portal';

// The contract widgets of an expanded contract account (portal-processes §2.3), against the demo contracts the README
// lists under "Contract widgets".

/** Expands the dashboard row of a contract account; its detail is loaded once it names its contracts. */
async function expandAccount(page: Page, contractAccountNumber: string) {
  const toggle = page.getByRole('row').filter({ hasText: contractAccountNumber }).getByRole('button').first();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('heading', { level: 2, name: new RegExp(contractAccountNumber) })).toBeAttached();
}

/** Opens the (first closed) contract section whose heading names the text (description, scale type or meter point). */
async function openContract(page: Page, name: string | RegExp) {
  await page.getByRole('button', { name, expanded: false }).first().click();
  await expect(page.getByRole('button', { name, expanded: true }).first()).toBeVisible();
}

/** Today in Vienna plus some days, as DD.MM.YYYY (the demo data count from the seed day). */
function viennaDatePlus(days: number): string {
  const [y, m, d] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Vienna' }).format(new Date()).split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d + days));
  return `${String(date.getUTCDate()).padStart(2, '0')}.${String(date.getUTCMonth() + 1).padStart(2, '0')}.${date.getUTCFullYear()}`;
}

async function filterDashboard(page: Page, text: string) {
  await page.getByRole('button', { name: /Filter/ }).click();
  await page.getByLabel('Suchbegriff').fill(text);
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(2);
}

test.describe('contract widgets', () => {
  test('max’s smart meter: net data copied twice and mailed once, reading, trends, M-Bus key; the PV plant’s light and inquiry link', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(baseURL!).origin });
    await page.goto('/app/login');
    await login(page, 'max.mustermann');
    await expandAccount(page, '400012345001');

    await openContract(page, /Strom Wohnhaus|Haushalt/);
    const netData = page.getByRole('group', { name: 'Netzdaten' }).first();
    await expect(netData).toContainText('AT 003000 00000 00000000000000100001');
    await expect(netData).toContainText('11,00 kW');
    await expect(netData).toContainText(/UW Linz/);

    // Copy: the net data land on the clipboard, and the button can be used again.
    const copy = netData.getByRole('button', { name: 'Netzdaten kopieren' });
    await copy.click();
    await expect(page.getByText('Netzdaten in die Zwischenablage kopiert').first()).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain('Zählpunktnummer: AT0030000000000000000000000100001');
    expect(copied).toContain('Vertragsleistung: 11,00 kW');
    await page.evaluate(() => navigator.clipboard.writeText(''));
    await copy.click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(copied);

    // E-mail: sent once, then the button is done.
    const mail = netData.getByRole('button', { name: 'Netzdaten per E-Mail senden' });
    await mail.click();
    await expect(page.getByText('Die Netzdaten wurden an Ihre E-Mail-Adresse gesendet.').first()).toBeVisible();
    await expect(mail).toBeDisabled();
    const outbox = await (await page.request.get('/service/dev/mailbox?to=max.mustermann@example.at')).json();
    expect(JSON.stringify(outbox)).toContain('Ihre Netzdaten – Zählpunkt AT0030000000000000000000000100001');

    // Current reading of the advanced smart meter, the trends, and the M-Bus key with the wifi reader head (editable).
    // The day of the reading, without an invented time of day.
    await expect(page.getByRole('group', { name: 'Aktueller Zählerstand' }).first()).toContainText(
      /Stand vom \d{2}\.\d{2}\.\d{4}(?! \d{2}:\d{2})/,
    );
    await expect(page.getByRole('group', { name: 'Verbrauchstrend (30 Tage)' }).first()).toContainText(/gestiegen|gesunken|unverändert/);
    await expect(page.getByRole('group', { name: 'Verbrauchstrend (Jahr)' }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Schlüssel der Kundenschnittstelle (M-Bus) anzeigen' })).toHaveAttribute(
      'href',
      '/app/portal/smartmeter/key/1000012345/400012345001/300012345001',
    );
    await expect(page.getByRole('link', { name: /Häufige Fragen zum WLAN-Lesekopf/ })).toHaveAttribute('target', '_blank');
    // A smart meter is read remotely: no reading button.
    await expect(page.getByRole('link', { name: 'Zählerstand bekannt geben' })).toHaveCount(0);

    await openContract(page, /Photovoltaikanlage 5 kWp/);
    const light = page.getByRole('group', { name: 'Netzampel für Photovoltaik' }).first();
    await expect(light).toContainText('Ampelfarbe: Grün');
    await expect(light).toContainText('Erweiterung Ihrer bestehenden Anlage');
    await expect(page.getByRole('link', { name: 'Einspeisemöglichkeit jetzt prüfen' })).toHaveAttribute(
      'href',
      '/app/portal/infeed/quick-check/1000012345/400012345001/300012345009',
    );
    await expect(page.getByRole('link', { name: 'Kleineinspeiser abmelden' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Leistungsüberwachung der Einspeisung anzeigen' })).toBeVisible();
    await expectAccessible(page);

    // The sections close again.
    const pvToggle = page.getByRole('button', { name: /Photovoltaikanlage 5 kWp/, expanded: true });
    await pvToggle.click();
    await expect(page.getByRole('group', { name: 'Netzampel für Photovoltaik' })).toHaveCount(0);
  });

  test('max’s gas meter offers the reading, his holiday home tells the pending load profile and links the quick check', async ({
    page,
  }) => {
    await page.goto('/app/login');
    await login(page, 'max.mustermann');
    await expandAccount(page, '400012345002');
    await openContract(page, /Gas/);
    await expect(page.getByRole('link', { name: 'Zählerstand bekannt geben' })).toHaveAttribute(
      'href',
      '/app/portal/reading/1000012345/400012345002/300012345002',
    );
    const widget = page.getByRole('group', { name: 'Aktueller Zählerstand' }).first();
    await expect(widget).toContainText('m³');
    // Gas has no net-data buttons.
    await expect(page.getByRole('button', { name: 'Netzdaten kopieren' })).toHaveCount(0);
    // The widget and the reading page tell the same reading: its value with the register's decimals, and its day.
    const [, value, day] =
      /(\d[\d.]*,\d{3} m³).*Stand vom (\d{2}\.\d{2}\.\d{4})(?! \d{2}:\d{2})/.exec((await widget.textContent()) ?? '') ?? [];
    expect(value && day).toBeTruthy();
    await page.getByRole('link', { name: 'Zählerstand bekannt geben' }).click();
    await expect(page.getByText(`${value} (${day})`)).toBeVisible();
    await page.goBack();

    await expandAccount(page, '400012346001');
    await openContract(page, /Ferienhaus|AT 003000 00000 00000000000000100004|100004/);
    await expect(page.getByText('Die Aktivierung der Viertelstundenwerte (Lastprofil) ist beantragt und in Bearbeitung.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Smart-Meter-Funktionen wählen (Opt-in)' })).toBeVisible();
    const light = page.getByRole('group', { name: 'Netzampel für Photovoltaik' }).first();
    await expect(light).toContainText('Ampelfarbe: Gelb');
    await expect(light).toContainText('neue Anlage');
    await expect(page.getByRole('link', { name: 'Einspeisemöglichkeit jetzt prüfen' })).toHaveAttribute(
      'href',
      '/app/portal/infeed/quick-check/1000012346/400012346001/300012346001',
    );
    await expect(page.getByRole('link', { name: 'Kleineinspeiser anmelden' })).toBeVisible();
    await expectAccessible(page);
  });

  test('max’s ended account shows its payment data without a link to the bank data, which it does not take', async ({ page }) => {
    await page.goto('/app/login');
    await login(page, 'max.mustermann');
    await expandAccount(page, '400012345003');
    await expect(page.getByRole('group', { name: 'Bankverbindung' })).toContainText('Keine Bankverbindung hinterlegt');
    await expect(page.getByRole('link', { name: /Bankverbindung/ })).toHaveCount(0);
  });

  test('gruber 026: a green light whose quick check is offered only from a later date', async ({ page }) => {
    await page.goto('/app/login');
    await login(page, 'hausverwaltung.gruber');
    await filterDashboard(page, '400034567026');
    await expandAccount(page, '400034567026');
    await openContract(page, /Strom|AT 003000/);
    await expect(page.getByRole('group', { name: 'Netzampel für Photovoltaik' }).first()).toContainText('Ampelfarbe: Grün');
    // 14 days after the seed day: the portal of a test run is seeded once, so a run across Vienna's midnight sees the
    // date of the day before.
    const from = [viennaDatePlus(14), viennaDatePlus(13)].map((date) => date.replaceAll('.', '\\.')).join('|');
    await expect(page.getByText(new RegExp(`^Die Sofortprüfung steht Ihnen ab (${from}) zur Verfügung\\.$`))).toBeVisible();
    await expect(page.getByRole('link', { name: 'Einspeisemöglichkeit jetzt prüfen' })).toHaveCount(0);
  });

  test('gruber: red light with its footnote and two registers; a not editable account offers no processes', async ({ page }) => {
    await page.goto('/app/login');
    await login(page, 'hausverwaltung.gruber');
    await filterDashboard(page, '400034567001');
    await expandAccount(page, '400034567001');
    await openContract(page, /Allgemeinstrom|AT 003000/);
    const light = page.getByRole('group', { name: 'Netzampel für Photovoltaik' }).first();
    await expect(light).toContainText('Ampelfarbe: Rot');
    await expect(light).toContainText('Mittelspannungsnetz');
    const reading = page.getByRole('group', { name: 'Aktueller Zählerstand' }).first();
    await expect(reading).toContainText('Zählwerk 1.8.1');
    await expect(reading).toContainText('Zählwerk 1.8.2');
    await expect(page.getByText('Die Aktivierung Ihres Smart Meters ist beantragt und in Bearbeitung.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Zählerstand bekannt geben' })).toBeVisible();

    await page.getByLabel('Suchbegriff').fill('400034567005');
    await expect(page.getByRole('table').getByRole('row')).toHaveCount(2);
    await expandAccount(page, '400034567005');
    await openContract(page, /Strom|AT 003000/);
    await expect(page.getByRole('group', { name: 'Netzdaten' }).first()).toBeVisible();
    for (const name of [
      'Zählerstand bekannt geben',
      'Schlüssel der Kundenschnittstelle (M-Bus) anzeigen',
      'Smart-Meter-Funktionen wählen (Opt-in)',
    ]) {
      await expect(page.getByRole('link', { name })).toHaveCount(0);
    }
    await expect(page.getByRole('group', { name: 'WLAN-Lesekopf' })).toHaveCount(0);
    // Nor the bank data: its IBAN is shown, the change would be refused.
    await expect(page.getByRole('group', { name: 'Bankverbindung' }).first()).toContainText('IBAN');
    await expect(page.getByRole('link', { name: /Bankverbindung/ })).toHaveCount(0);
  });
});
