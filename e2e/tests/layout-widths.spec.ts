import { expect, test, type Page } from '@playwright/test';
import { login } from '../support/portal';

// No page scrolls sideways, at 320 px (WCAG 1.4.10) nor at the widths of tablets and laptops in between, where a
// table of records has to turn into cards before its columns stop fitting (the consents needed 1,200 px and scrolled
// 86–260 px at 320 and 900–1,199 px until 29 Nov 2026). Each customer's own pages, read only.
const WIDTHS = [320, 600, 900, 1024, 1280];
/** From here on no table scrolls within its region either. */
const WIDE = 1024;

const PAGES: Record<string, string[]> = {
  'max.mustermann': [
    '/app/portal/dashboard',
    '/app/portal/consents',
    '/app/portal/processes',
    '/app/portal/invoices/1000012345/400012345001',
    '/app/portal/consumptions/1000012345/400012345001/300012345001/base',
    '/app/portal/energy-community-consumptions/1000012345/400012345001/300012345001',
    '/app/portal/reading/1000012345/400012345002/300012345002',
    '/app/portal/smartmeter/key/1000012345/400012345001/300012345001',
    '/app/portal/infeed/quick-check/1000012346/400012346001/300012346001',
    '/app/portal/notifications',
    '/app/portal/profile',
    '/app/portal/api',
    '/app/portal/callback',
  ],
  'hausverwaltung.gruber': [
    '/app/portal/dashboard',
    '/app/portal/consents',
    '/app/portal/processes',
    '/app/portal/reading/1000034567/400034567001/300034567001',
  ],
  'erika.musterfrau': ['/app/portal/dashboard', '/app/portal/consents'],
};

/**
 * How far the page reaches beyond the viewport at `width`. A chart follows a new width a few frames later (its resize
 * observer), so the page gets up to two seconds to settle before what it still reaches beyond counts.
 */
async function sidewaysAt(page: Page, width: number): Promise<number> {
  await page.setViewportSize({ width, height: 800 });
  const measure = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  const until = Date.now() + 2000;
  let overflow = await measure();
  while (overflow > 0 && Date.now() < until) {
    await page.waitForTimeout(100);
    overflow = await measure();
  }
  return overflow;
}

/** The text spacing a user may set (WCAG 1.4.12): nothing may be lost or pushed sideways by it. */
const TEXT_SPACING = `* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
  p { margin-bottom: 2em !important; }`;

/** Each page of `paths` at each width (with the user's text spacing: `spaced`): where it reaches beyond the viewport. */
async function sidewaysOn(page: Page, paths: string[], widths = WIDTHS, spaced = false): Promise<string[]> {
  const sideways: string[] = [];
  for (const path of paths) {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    if (spaced) await page.addStyleTag({ content: TEXT_SPACING });
    for (const width of widths) {
      const overflow = await sidewaysAt(page, width);
      if (overflow > 0) sideways.push(`${path} at ${width} px: ${overflow} px`);
      // From a laptop's width on, every table fits its region too: a region that scrolls there hides a column or an
      // action at the table's end (erika's "Widerrufen" at 1,280 px until 29 Nov 2026).
      if (width >= WIDE && !spaced) {
        const region = await page.evaluate(() =>
          Math.max(0, ...[...document.querySelectorAll('.np-scroll-region')].map((r) => r.scrollWidth - r.clientWidth)),
        );
        if (region > 0) sideways.push(`${path} at ${width} px: a table scrolls ${region} px in its region`);
      }
    }
  }
  return sideways;
}

for (const [user, paths] of Object.entries(PAGES)) {
  test(`${user}: no page scrolls sideways at ${WIDTHS.join(', ')} px`, async ({ page }) => {
    // Up to 15 pages at five widths, each width given up to 2 s to settle: beyond 60 s on a slow phase of the machine.
    test.setTimeout(180_000);
    await page.goto('/app/login');
    await login(page, user);
    await expect(page).toHaveURL(/\/app\/portal\/dashboard$/);
    expect(await sidewaysOn(page, paths)).toEqual([]);
  });
}

test(`the anonymous pages: none scrolls sideways at ${WIDTHS.join(', ')} px`, async ({ page }) => {
  expect(await sidewaysOn(page, ['/app/login', '/app/registration', '/app/username/retrieve', '/app/password/reset'])).toEqual([]);
});

// With the text spacing of WCAG 1.4.12 at the narrowest and a wide screen: max's pages with two contract processes
// more, and gruber's.
const SPACED: Record<string, string[]> = {
  'max.mustermann': [
    ...PAGES['max.mustermann'],
    '/app/portal/installment/1000012345/400012345001',
    '/app/portal/wifi-reader/1000012345/400012345001/300012345001',
    // The gas meter's readings history: the longest glossary of reading types and gas terms.
    '/app/portal/consumptions/1000012345/400012345002/300012345002/base',
  ],
  'hausverwaltung.gruber': PAGES['hausverwaltung.gruber'],
};

for (const [user, paths] of Object.entries(SPACED)) {
  test(`${user}, with the text spacing of WCAG 1.4.12: no page scrolls sideways at 320 or 1280 px`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.goto('/app/login');
    await login(page, user);
    await expect(page).toHaveURL(/\/app\/portal\/dashboard$/);
    expect(await sidewaysOn(page, paths, [320, 1280], true)).toEqual([]);
  });
}

test('the instalment schedule, a plain table, keeps its columns apart and under their headers below 900 px', async ({ page }) => {
  await page.goto('/app/login');
  await login(page, 'max.mustermann');
  await expect(page).toHaveURL(/\/app\/portal\/dashboard$/);
  await page.goto('/app/portal/installment/1000012345/400012345001');
  const schedule = page.getByRole('table', { name: 'Ihre Teilbeträge' });
  for (const width of [320, 600, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await expect(schedule).toBeVisible();
    const layout = await schedule.evaluate((table) => {
      const textBox = (cell: Element) => {
        const range = document.createRange();
        range.selectNodeContents(cell);
        return range.getBoundingClientRect();
      };
      const heads = [...table.querySelectorAll('thead th')];
      const rows = [...table.querySelectorAll('tbody tr')].map((tr) => [...tr.querySelectorAll('td')]);
      // A header's text lines up with its cells' text: at the right edge in the right-aligned amount column, else left.
      const edge = (cell: Element) => {
        const box = textBox(cell);
        return getComputedStyle(cell).textAlign === 'right' ? box.right : box.left;
      };
      return {
        // Space between "85,00" and "EUR": the end of the amount's text to the start of the currency's.
        gaps: rows.map(([, amount, currency]) => textBox(currency).left - textBox(amount).right),
        offsets: rows.flatMap((cells) => cells.map((cell, i) => Math.abs(edge(cell) - edge(heads[i])))),
      };
    });
    expect(layout.gaps.length).toBeGreaterThan(0);
    for (const gap of layout.gaps) expect(gap, `${width} px`).toBeGreaterThanOrEqual(8);
    for (const offset of layout.offsets) expect(offset, `${width} px`).toBeLessThan(1);
  }
});
