import { expect, test, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { expectAccessible, login } from '../support/portal';

// Max's smart meter (demo data): supply contract 300012345001, PV feed-in contract 300012345009 (its own meter point),
// member of Sonnenstrom Lindenviertel (market-partner id RC100417).
const BASE = '/app/portal/consumptions/1000012345/400012345001/300012345001/base';
const PERFORMANCE = '/app/portal/consumptions/1000012345/400012345001/300012345009/performance-monitoring';
const COMMUNITY = '/app/portal/energy-community-consumptions/1000012345/400012345001/300012345001';

/** The date fields show `DD.MM.YYYY`: → `YYYY-MM-DD`. */
const isoOf = (german: string) => german.split('.').reverse().join('-');

/** `1.234,56 kWh` → 1234.56 */
const deAt = (text: string) => Number(text.replace(/[^\d,-]/g, '').replace(',', '.'));

async function open(page: Page, path: string) {
  await page.goto('/app/login');
  await login(page, 'max.mustermann');
  await expect(page).toHaveURL(/dashboard/);
  await page.goto(path);
}

/** The chart, named by how it is drawn: bars, or lines for very many values. */
const chart = (page: Page) => page.getByRole('img', { name: /^(Balken|Linien)diagramm/ });

/** A click inside the chart at a fraction of its width (the chart picks the nearest bar on the x axis). */
async function clickChartAt(page: Page, fraction: number) {
  await chart(page).scrollIntoViewIfNeeded();
  const box = await chart(page).boundingBox();
  if (!box) throw new Error('chart not drawn');
  await page.mouse.click(box.x + box.width * fraction, box.y + box.height * 0.5);
}

test('the consumption view: controls, comparison, zoom by bar, table, CSV against the info box, axe', async ({ page }) => {
  // Many steps with two axe audits: 51 s of its 60 s on a slow phase of the machine.
  test.setTimeout(120_000);
  await open(page, BASE);
  await expect(page.getByRole('heading', { level: 1, name: 'Verbrauch' })).toBeVisible();
  await expect(chart(page)).toBeVisible();
  // Initial view (§9): the month of the latest date, by day; the URL holds it.
  await expect(page).toHaveURL(/aufloesung=DAY/);
  const from = isoOf(await page.getByLabel('Von', { exact: true }).inputValue());
  const to = isoOf(await page.getByLabel('Bis', { exact: true }).inputValue());
  expect(from).toBe(`${to.slice(0, 7)}-01`);
  await expect(page.getByRole('button', { name: /Nächster Monat/ })).toBeDisabled();
  await expectAccessible(page);

  // The CSV's kWh column adds up to the sum in the info box.
  const info = page.getByRole('region', { name: 'Wirkenergie' });
  const shownSum = deAt(await info.getByTestId('series-sum').innerText());
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'CSV herunterladen' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`AT0030000000000000000000000100001_${from.replace(/-/g, '')}-${to.replace(/-/g, '')}.csv`);
  const csv = await readFile(await download.path(), 'utf8');
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  const rows = csv.slice(1).trim().split(/\r?\n/);
  expect(rows[0]).toBe('"Datum";"kWh";"kW";"Status";');
  const csvSum = rows.slice(1).reduce((total, row) => total + (deAt(row.split(';')[1]) || 0), 0);
  expect(Math.abs(csvSum - shownSum)).toBeLessThan(0.01);

  // Comparison with the preceding period: a second info box, no download for two series.
  await page.getByLabel('Vergleich', { exact: true }).selectOption('DIFFERENT_TIMERANGE');
  await expect(page.getByRole('region', { name: /\(Vergleich\)$/ })).toBeVisible();
  await expect(page).toHaveURL(/vergleich=DIFFERENT_TIMERANGE/);
  await expect(page.getByRole('button', { name: 'CSV herunterladen' })).toHaveCount(0);
  // The standard load profile as comparison.
  await page.getByLabel('Vergleich', { exact: true }).selectOption('COMPARISON_PROFILE');
  await expect(page.getByLabel('Vergleichsprofil', { exact: true })).toBeVisible();
  // Named once as the comparison: "Vergleich mit Standardlastprofil H0", not "… (Vergleich)" on top.
  await expect(page.getByRole('region', { name: /^Vergleich mit Standardlastprofil [A-Z0-9]+$/ })).toBeVisible();
  await expectAccessible(page);
  // Another meter point: max has two more (his PV feed-in's own meter point and the holiday home), so he chooses.
  await page.getByLabel('Vergleich', { exact: true }).selectOption('DIFFERENT_PROFILE');
  await page.getByLabel('Vergleichszählpunkt', { exact: true }).selectOption('AT0030000000000000000000000100004');
  await expect(page.getByLabel('Vergleichszählpunkt', { exact: true })).toHaveValue('AT0030000000000000000000000100004');
  await expect(page.getByRole('region', { name: 'AT003000…100004 (Vergleich)' })).toBeVisible();
  await page.getByLabel('Vergleich', { exact: true }).selectOption('COMPARISON_PROFILE');
  // Going back a month keeps a profile comparison.
  await page.getByRole('button', { name: /Vorheriger Monat/ }).click();
  await expect(page.getByLabel('Von', { exact: true })).toHaveValue(/^01\./);
  await expect(page.getByLabel('Vergleich', { exact: true })).toHaveValue('COMPARISON_PROFILE');
  await page.getByLabel('Vergleich', { exact: true }).selectOption('NONE');

  // Step up to months, then a click on a bar zooms into that month by day.
  await page.getByRole('button', { name: 'Übersicht nach Monaten' }).click();
  await expect(page).toHaveURL(/aufloesung=MONTH/);
  await expect(page.getByRole('button', { name: 'Übersicht nach Jahren' })).toBeVisible();
  await clickChartAt(page, 0.3);
  await expect(page).toHaveURL(/aufloesung=DAY/);
  const zoomedFrom = isoOf(await page.getByLabel('Von', { exact: true }).inputValue());
  const zoomedTo = isoOf(await page.getByLabel('Bis', { exact: true }).inputValue());
  expect(zoomedFrom.slice(0, 7)).toBe(zoomedTo.slice(0, 7));
  expect(zoomedFrom.endsWith('-01')).toBe(true);

  // A quarter-hour day in the table: the status in words, 92 … 100 rows on DST days, here an ordinary day.
  await page.getByLabel('Auflösung', { exact: true }).selectOption('QUARTER_OF_AN_HOUR');
  await expect(page.getByLabel('Datum', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Darstellung', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Werte als Tabelle anzeigen' }).click();
  const table = page.getByRole('table', { name: /^Werte:/ });
  await expect(table.getByRole('row')).toHaveCount(97);
  await expect(table.getByRole('cell', { name: 'gemessen' }).first()).toBeVisible();
  await expectAccessible(page);

  // The URL is the bookmark: reloading shows the same view.
  const url = page.url();
  await page.reload();
  await expect(page.getByLabel('Datum', { exact: true })).toHaveValue(zoomedTo.split('-').reverse().join('.'));
  expect(page.url()).toBe(url);
});

/** The latest autumn DST day (last Sunday of October) before today: always inside the demo's two years of values. */
function latestAutumnDstDay(): string {
  const today = new Date().toISOString().slice(0, 10);
  for (let year = Number(today.slice(0, 4)); ; year -= 1) {
    const day = new Date(Date.UTC(year, 9, 31));
    day.setUTCDate(31 - day.getUTCDay());
    const iso = day.toISOString().slice(0, 10);
    if (iso < today) return iso;
  }
}

test('the autumn DST day has 100 quarter-hours', async ({ page }) => {
  const day = latestAutumnDstDay();
  await open(page, `${BASE}?von=${day}&bis=${day}&aufloesung=QUARTER_OF_AN_HOUR&dimension=ENERGY`);
  await page.getByRole('button', { name: 'Werte als Tabelle anzeigen' }).click();
  const table = page.getByRole('table', { name: /^Werte:/ });
  await expect(table.getByRole('row')).toHaveCount(101);
  // The hour from 02:00 to 03:00 is there twice.
  const german = `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`;
  await expect(table.getByRole('rowheader', { name: `${german} 02:15` })).toHaveCount(2);
});

test('performance monitoring: the latest quarter-hour day in kW with the contract power and max feed-in power', async ({ page }) => {
  await open(page, PERFORMANCE);
  await expect(chart(page)).toBeVisible();
  // Its own page title, and power named as such (not "Wirkenergie").
  await expect(page.getByRole('heading', { level: 1, name: 'Leistungsüberwachung der Einspeisung' })).toBeVisible();
  await expect(page).toHaveTitle(/^Leistungsüberwachung der Einspeisung/);
  await expect(page.getByRole('region', { name: 'Wirkleistung – Erzeugung' })).toBeVisible();
  await expect(page.getByLabel('Darstellung', { exact: true })).toHaveValue('POWER');
  await expect(page.getByText('Maximale Einspeiseleistung')).toBeVisible();
  await expect(page.getByRole('button', { name: /Nächster Tag/ })).toBeDisabled();
  await page.getByRole('button', { name: /Vorheriger Tag/ }).click();
  await expect(page).toHaveURL(/aufloesung=QUARTER_OF_AN_HOUR/);
  await expectAccessible(page);
});

test("the energy-community view: communities, stacked chart, totals, CSV; the feed-in's generation side", async ({ page }) => {
  await open(page, COMMUNITY);
  await expect(page.getByRole('heading', { level: 1, name: 'Energiegemeinschaft' })).toBeVisible();
  const select = page.getByLabel('Energiegemeinschaft', { exact: true });
  await expect(select).toHaveValue('AT00300000000RC100417000000731208');
  await expect(select.getByRole('option')).toHaveText([
    'Sonnenstrom Lindenviertel',
    'Bürgerenergie Mühlviertel',
    'Alle Gemeinschaften',
    'Gemeinschaftsübergreifend',
  ]);
  await expect(chart(page)).toBeVisible();
  const totals = page.getByRole('region', { name: 'Summen im Zeitraum' });
  await expect(totals).toContainText('Eigendeckung');
  await expect(totals).toContainText('Restnetzbezug');
  await expect(page.getByRole('region', { name: 'Status der Werte' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'CSV herunterladen' })).toBeVisible();
  await expectAccessible(page);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'CSV herunterladen' }).click();
  const csv = await readFile(await (await downloading).path(), 'utf8');
  // The live portal's community layout, which existing parsers recognise by its first column.
  expect(csv.replace(/^\uFEFF/, '')).toMatch(
    /^"Startdatum";"Startzeit";"Enddatum";"Endzeit";"Zählpunkt";"Energiegemeinschaft";"Bezeichnung";"kWh";"Status";/,
  );
  expect(csv).toContain('"Bezug aus der Energiegemeinschaft"');

  await select.selectOption('ALL');
  await expect(page).toHaveURL(/gemeinschaft=ALL/);
  await expect(chart(page)).toBeVisible();
  // Each community's own coverage, named.
  await expect(totals).toContainText('Eigendeckung (Sonnenstrom Lindenviertel)');
  await expect(totals).toContainText('Eigendeckung (Bürgerenergie Mühlviertel)');
  // The meter point's remaining grid usage (consumption minus every community's own coverage) is listed once.
  await expect(totals.getByRole('term').filter({ hasText: /^Restnetzbezug$/ })).toHaveCount(1);

  // The feed-in (its own meter point) takes part in the citizen community with half its generation: the generation side.
  await page.goto('/app/portal/energy-community-consumptions/1000012345/400012345001/300012345009');
  await expect(page).toHaveURL(/\/portal\/energy-community-consumptions\/1000012345\/400012345001\/300012345009/);
  await expect(chart(page)).toBeVisible();
  await expect(totals).toContainText('Erzeugung (Teilnahmefaktor)');
  await expect(totals).toContainText('Nicht in der Gemeinschaft verbraucht (Teilnahmefaktor)');
});

test('gas: billed consumptions and the readings history with state number, calorific value and reading types explained', async ({
  page,
}) => {
  await open(page, '/app/portal/consumptions/1000012345/400012345002/300012345002/base');
  await expect(chart(page)).toBeVisible();
  const billed = page.getByRole('table', { name: 'Verrechnete Verbräuche je Abrechnungszeitraum' });
  await expect(billed.getByRole('row')).toHaveCount(5);
  await expect(billed.getByRole('rowheader').first()).toHaveText(/^01\.02\.\d{4} – 31\.01\.\d{4}$/);
  const readings = page.getByRole('table', { name: /^Zähler / });
  await expect(readings.getByRole('columnheader', { name: 'Zustandszahl' })).toBeVisible();
  await expect(readings.getByRole('cell', { name: '0,9464' }).first()).toBeVisible();
  // Every reading-type letter shown in the table is explained below it.
  const explanations = page.getByRole('heading', { name: 'Erläuterungen' });
  await expect(explanations).toBeVisible();
  for (const letter of ['K', 'N', 'R']) await expect(page.locator('dt', { hasText: new RegExp(`^${letter}$`) })).toBeVisible();
  await expectAccessible(page);
});

test('the dashboard links a contract to its consumption and energy-community views', async ({ page }) => {
  await page.goto('/app/login');
  await login(page, 'max.mustermann');
  await page.getByRole('row').filter({ hasText: '400012345001' }).getByRole('button').first().click();
  // The supply contract's section (the first of the meter point's two contracts) opens to its links.
  await page
    .getByRole('button', { name: /AT 003000/ })
    .first()
    .click();
  const links = page.getByRole('list', { name: 'Verbrauchsansichten' }).first();
  await expect(links.getByRole('link', { name: 'Energiegemeinschaft anzeigen' })).toBeVisible();
  await expect(links.getByRole('link', { name: /Leistungsüberwachung/ })).toHaveCount(0);
  await links.getByRole('link', { name: 'Verbrauch anzeigen' }).click();
  await expect(page).toHaveURL(/\/app\/portal\/consumptions\/1000012345\/400012345001\/300012345001\/base/);
  await expect(chart(page)).toBeVisible();
});

test('an hour view of a week steps by one day and keeps its length; month maxima are "im <Monat>"', async ({ page }) => {
  const to = new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10);
  const from = new Date(Date.parse(to) - 6 * 86_400_000).toISOString().slice(0, 10);
  await open(page, `${BASE}?von=${from}&bis=${to}&aufloesung=HOUR&dimension=ENERGY`);
  await expect(chart(page)).toBeVisible();
  await page.getByRole('button', { name: /Vorheriger Tag/ }).click();
  const dayBefore = (iso: string) => new Date(Date.parse(iso) - 86_400_000).toISOString().slice(0, 10);
  await expect(page).toHaveURL(new RegExp(`von=${dayBefore(from)}&bis=${dayBefore(to)}&aufloesung=HOUR`));

  await page.goto(`${BASE}?von=${to.slice(0, 4)}-01-01&bis=${to}&aufloesung=MONTH&dimension=ENERGY`);
  const info = page.getByRole('region', { name: 'Wirkenergie' });
  await expect(info).toContainText(
    /Maximum[\d.,\s]+kWh im (Jänner|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember) \d{4}/,
  );
  await expect(info).not.toContainText(/ am \d\d\.\d{4}/);
});

test('performance monitoring only for a feed-in: a gas contract and an unknown view type show the base view', async ({ page }) => {
  await open(page, '/app/portal/consumptions/1000012345/400012345002/300012345002/performance-monitoring');
  await expect(page).toHaveURL(/\/app\/portal\/consumptions\/1000012345\/400012345002\/300012345002\/base/);
  await expect(page.getByRole('heading', { level: 1, name: 'Verbrauch' })).toBeVisible();
  await expect(page.getByText('Leistungsüberwachung der Einspeisung')).toHaveCount(0);
  await page.goto('/app/portal/consumptions/1000012345/400012345001/300012345001/leistung');
  await expect(page).toHaveURL(/\/300012345001\/base/);
  await expect(chart(page)).toBeVisible();
});

test("the feed-in's billed amounts and readings are its generation, as its chart says", async ({ page }) => {
  await open(page, '/app/portal/consumptions/1000012345/400012345001/300012345009/base');
  await expect(chart(page)).toBeVisible();
  const billed = page.getByRole('table', { name: 'Verrechnete Erzeugung je Abrechnungszeitraum' });
  await expect(billed.getByRole('columnheader')).toHaveText(['Zeitraum', 'Erzeugung', 'Tage', 'Erzeugung pro Tag', 'Rechnung']);
  const readings = page.getByRole('table', { name: /^Zähler / });
  await expect(readings.getByRole('columnheader', { name: 'Erzeugung pro Tag' })).toBeVisible();
  await expect(readings.getByRole('cell', { name: /^2\.8\.0$/ }).first()).toBeVisible();
  await expect(page.getByRole('columnheader', { name: /^Verbrauch/ })).toHaveCount(0);
});

test('a long hourly community range is drawn as lines and named so', async ({ page }) => {
  const to = new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10);
  const from = new Date(Date.parse(to) - 90 * 86_400_000).toISOString().slice(0, 10);
  await open(page, `${COMMUNITY}?von=${from}&bis=${to}&aufloesung=HOUR&gemeinschaft=AT00300000000RC100417000000731208`);
  await expect(page.getByRole('img', { name: 'Liniendiagramm: Werte der Energiegemeinschaft: Sonnenstrom Lindenviertel' })).toBeVisible({
    timeout: 30_000,
  });
  await expectAccessible(page);
});

test("another customer's contract is not shown", async ({ page }) => {
  await page.goto('/app/login');
  await login(page, 'erika.musterfrau');
  await expect(page).toHaveURL(/dashboard/);
  await page.goto(BASE);
  await expect(page.getByText('Der Vertrag wurde nicht gefunden.')).toBeVisible();
});
