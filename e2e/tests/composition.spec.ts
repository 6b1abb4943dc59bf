import { expect, test } from '@playwright/test';
import { PORTS, url } from '../support/ports';
import { login } from '../support/portal';

test('during maintenance every page shows the maintenance notice', async ({ page }) => {
  await page.goto(url(PORTS.maintenance, '/app/login'));
  await expect(page).toHaveURL(/\/app\/maintenance$/);
  await expect(page.getByText('Derzeit wird das System gewartet.')).toBeVisible();
  const api = await page.request.get(url(PORTS.maintenance, '/service/v1.0/session'));
  expect(api.status()).toBe(503);
  expect(await api.json()).toMatchObject({ type: 'MAINTENANCE' });
});

test('a remote that cannot load shows "area unavailable" and every other area keeps working', async ({ page }) => {
  await page.goto(url(PORTS.brokenRemote, '/app/login'));
  await login(page, 'max.mustermann');
  await expect(page).toHaveURL(/\/app\/portal\/dashboard$/);
  await expect(page.getByText('Dieser Bereich ist derzeit nicht verfügbar.')).toBeVisible();
  // The shell and the account remote still work.
  await page.goto(url(PORTS.brokenRemote, '/app/portal/changePassword'));
  await expect(page.getByRole('heading', { level: 1, name: 'Passwort ändern' })).toBeVisible();
});

test('a remote rebuilt alone and served from another origin is picked up through remotes.json', async ({ page }) => {
  const foreignRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(url(PORTS.remoteOrigin, '/'))) foreignRequests.push(request.url());
  });
  await page.goto(url(PORTS.foreignRemote, '/app/login'));
  await login(page, 'max.mustermann');
  await expect(page.getByRole('heading', { level: 1, name: 'Übersicht' })).toBeVisible();
  await expect(page.getByRole('table')).toContainText('Strom');
  expect(foreignRequests.some((u) => u.endsWith('/mf-manifest.json'))).toBe(true);
  expect(foreignRequests.some((u) => u.endsWith('.js'))).toBe(true);
});
