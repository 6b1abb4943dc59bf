import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, login } from '../support/portal';

// Whole-portal keyboard and reflow checks (WCAG 2.1 AA): 320 px, focus after login and logout, the user menu,
// heading levels, table regions.

const scrollWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

async function loginAsMax(page: Page) {
  await page.goto('/app/login');
  await login(page, 'max.mustermann');
  await expect(page).toHaveURL(/dashboard/);
}

test('at 320 px no logged-in page scrolls sideways; the user menu fits', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  await loginAsMax(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await scrollWidth(page)).toBeLessThanOrEqual(320);
  const menu = page.locator('.shell-user-menu__toggle');
  const box = await menu.boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(320);
  // The operator's short name stays on one line beside the menu button and the user menu.
  const brandLines = await page.locator('.shell-brand > :last-child').evaluate((name) => {
    const range = document.createRange();
    range.selectNodeContents(name);
    return new Set([...range.getClientRects()].map((line) => Math.round(line.top))).size;
  });
  expect(brandLines).toBe(1);
  // The dashboard with an account open (invoices as labelled rows).
  await page.getByRole('row').filter({ hasText: '400012345001' }).getByRole('button').first().click();
  await expect(page.getByRole('region', { name: /Rechnungen/ }).first()).toBeVisible();
  expect(await scrollWidth(page)).toBeLessThanOrEqual(320);
  // Every area's pages: tables become cards of labelled lines, forms and lists fit.
  const account = '1000012345/400012345001';
  for (const path of [
    `/app/portal/invoices/${account}`,
    `/app/portal/payment/${account}`,
    `/app/portal/installment/${account}`,
    `/app/portal/smartmeter/key/${account}/300012345001`,
    '/app/portal/consents',
    '/app/portal/processes',
    '/app/portal/callback',
    '/app/portal/profile',
    '/app/portal/api',
    '/app/portal/notifications',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await scrollWidth(page), path).toBeLessThanOrEqual(320);
  }
  for (const path of ['/app/termsOfService', '/app/privacy', '/app/accessibility']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await scrollWidth(page), path).toBeLessThanOrEqual(320);
  }
});

test('at 320 px the menu closes on every entry, also the current page’s, and the page scrolls again', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  await loginAsMax(page);
  const burger = page.getByRole('button', { name: 'Menü' });
  const navigation = page.getByRole('navigation', { name: 'Hauptnavigation' });
  const bodyOverflow = () => page.evaluate(() => document.body.style.overflow);

  await burger.click();
  await expect(burger).toHaveAttribute('aria-expanded', 'true');
  expect(await bodyOverflow()).toBe('hidden');
  // The dashboard is the page shown: the path stays the same, the menu must close all the same.
  const overview = navigation.getByRole('link', { name: 'Übersicht' });
  await overview.focus();
  await overview.press('Enter');
  await expect(burger).toHaveAttribute('aria-expanded', 'false');
  await expect(navigation).toBeHidden();
  expect(await bodyOverflow()).toBe('');
  await expect(burger).toBeFocused();

  // Another page: the menu closes and its heading takes the focus.
  await burger.click();
  await navigation.getByRole('link', { name: 'Rückruf' }).click();
  await expect(page).toHaveURL(/\/app\/portal\/callback$/);
  await expect(burger).toHaveAttribute('aria-expanded', 'false');
  expect(await bodyOverflow()).toBe('');
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
});

test('focus after login is on the page heading; after logout on the message; Escape in the user menu returns to its button', async ({
  page,
}) => {
  await page.goto('/app/login');
  await login(page, 'max.mustermann');
  await expect(page).toHaveURL(/dashboard/);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();

  const toggle = page.locator('.shell-user-menu__toggle');
  await toggle.focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Escape');
  await expect(toggle).toBeFocused();

  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Abmelden' }).focus();
  // Every element that takes the focus from here on (the page is not reloaded: the listener stays).
  await page.evaluate(() => {
    const focused: string[] = [];
    (window as unknown as { focusedAfterLogout: string[] }).focusedAfterLogout = focused;
    document.addEventListener('focusin', (event) => focused.push((event.target as HTMLElement).tagName));
  });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/login/);
  // The login page draws first; the message takes the focus once it is shown, and the heading never had it before.
  await expect.poll(() => page.evaluate(() => document.activeElement?.textContent ?? '')).toMatch(/abgemeldet/i);
  const focused = await page.evaluate(() => (window as unknown as { focusedAfterLogout: string[] }).focusedAfterLogout);
  expect(focused).not.toContain('H1');
});

test('privacy and accessibility pages go from h1 to h2, without skipping a level', async ({ page }) => {
  for (const path of ['/app/privacy', '/app/accessibility']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expect(page.locator('main h3')).toHaveCount(0);
  }
});

test('a table region that does not scroll is no tab stop', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await loginAsMax(page);
  const region = page.getByRole('region', { name: /Vertragskonten/ }).first();
  await expect(region).toBeVisible();
  const scrolls = await region.evaluate((el) => el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1);
  expect(scrolls).toBe(false);
  await expect(region).not.toHaveAttribute('tabindex', '0');
  await expectAccessible(page);
});
