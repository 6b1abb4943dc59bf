import { expect, test } from '@playwright/test';
import { login } from '../support/portal';

// Keyboard use of two shared controls that rewrite or disable themselves while the user works with them: the IBAN
// mask (the caret stays where the user types) and the paginator (the focus stays on previous/next at either end).

test('editing the middle of an IBAN keeps the caret where the user types', async ({ page }) => {
  await page.goto('/app/login');
  await login(page, 'max.mustermann');
  await expect(page).toHaveURL(/dashboard/);
  await page.goto('/app/portal/payment/1000012346/400012346001');
  const iban = page.getByRole('textbox', { name: /IBAN/ });
  await iban.fill('AT611904300234573201');
  await expect(iban).toHaveValue('AT61 1904 3002 3457 3201');
  // Caret after 'AT61 1904' (9 characters), then two digits typed: both land there, in order.
  await iban.evaluate((input: HTMLInputElement) => input.setSelectionRange(9, 9));
  await page.keyboard.type('98');
  await expect(iban).toHaveValue('AT61 1904 9830 0234 5732 01');
  expect(await iban.evaluate((input: HTMLInputElement) => input.selectionStart)).toBe(12);
  // Backspace behind a group space removes the digit before it, and the caret stays there.
  await iban.evaluate((input: HTMLInputElement) => input.setSelectionRange(10, 10));
  await page.keyboard.press('Backspace');
  await expect(iban).toHaveValue('AT61 1909 8300 2345 7320 1');
  expect(await iban.evaluate((input: HTMLInputElement) => input.selectionStart)).toBe(8);
});

test('paging to the last and back to the first page by keyboard keeps the focus on the button', async ({ page }) => {
  await page.goto('/app/login');
  await login(page, 'hausverwaltung.gruber');
  await expect(page).toHaveURL(/dashboard/);
  const paginator = page.getByRole('navigation', { name: 'Seiten der Vertragskonten' });
  const status = paginator.getByText(/^Seite \d+ von \d+$/);
  const total = Number(/von (\d+)/.exec((await status.textContent()) ?? '')?.[1]);
  expect(total).toBeGreaterThan(2);
  const next = paginator.getByRole('button', { name: 'Nächste Seite' });
  await next.focus();
  for (let page_ = 1; page_ < total; page_ += 1) await page.keyboard.press('Enter');
  await expect(status).toHaveText(`Seite ${total} von ${total}`);
  await expect(next).toBeFocused();
  await expect(next).toHaveAttribute('aria-disabled', 'true');
  await page.keyboard.press('Enter');
  await expect(status).toHaveText(`Seite ${total} von ${total}`);
  // Tab goes on from there, into the rows-per-page select.
  await page.keyboard.press('Tab');
  await expect(paginator.getByRole('combobox', { name: 'Zeilen pro Seite' })).toBeFocused();

  const previous = paginator.getByRole('button', { name: 'Vorherige Seite' });
  await previous.focus();
  for (let page_ = total; page_ > 1; page_ -= 1) await page.keyboard.press('Enter');
  await expect(status).toHaveText(`Seite 1 von ${total}`);
  await expect(previous).toBeFocused();
});
