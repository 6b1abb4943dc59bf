import { createHmac } from 'node:crypto';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectAccessible, DEMO_PASSWORD } from '../support/portal';
import { PORTS } from '../support/ports';

// lena.sicher has the authenticator app on (service/src/demo/seed-two-factor.ts, README); no other spec uses her.
const LENA = 'lena.sicher';
const DEMO_SECRET = 'NETZPORTALZWEIFAKTORDEMOKUNDE234';

// One server for the file: the passkey test signs in with a recovery code of the app test.
test.describe.configure({ mode: 'serial' });

/** RFC 6238 (SHA-1, 6 digits, 30 s), computed here independently of the service. */
function totp(secretBase32: string, timestamp = Date.now()): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of secretBase32.replace(/\s/g, '')) bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  const key = Buffer.from((bits.match(/.{8}/g) ?? []).map((byte) => parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(timestamp / 30_000)));
  const hmac = createHmac('sha1', key).update(counter).digest();
  const offset = hmac[hmac.length - 1] & 0xf;
  return String((hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

/** A code of a 30-second step not used yet for this secret (a code counts once): waits for the next step if needed. */
async function freshCode(secret: string, used: Set<string>): Promise<string> {
  for (;;) {
    const code = totp(secret);
    if (!used.has(code)) {
      used.add(code);
      return code;
    }
    await new Promise((resolve) => setTimeout(resolve, 30_000 - (Date.now() % 30_000) + 200));
  }
}

// Keyboard only: every field is typed into and every button pressed with the keyboard.
async function typeInto(field: Locator, text: string) {
  await field.focus();
  await field.press('ControlOrMeta+a');
  await field.pressSequentially(text);
}
async function press(control: Locator) {
  await control.focus();
  await expect(control).toBeFocused();
  await control.press('Enter');
}

async function passwordStep(page: Page) {
  await page.goto('/app/login');
  await typeInto(page.getByLabel('Benutzername'), LENA);
  await typeInto(page.getByLabel('Passwort', { exact: true }), DEMO_PASSWORD);
  await page.getByLabel('Passwort', { exact: true }).press('Enter');
  // The second step replaces the password form, and the focus moves to its heading.
  await expect(page.getByRole('heading', { name: 'Anmeldung bestätigen' })).toBeFocused();
}

async function secondStepWithCode(page: Page, code: string) {
  const field = page.getByLabel(/^Code/);
  await typeInto(field, code);
  await field.press('Enter');
  await expect(page).toHaveURL(/\/app\/portal\/dashboard$/);
}

async function logout(page: Page) {
  await press(page.getByRole('button', { name: 'Lena Sicher', exact: true }));
  await press(page.getByRole('menuitem', { name: 'Abmelden' }).or(page.getByRole('button', { name: 'Abmelden' })));
  await expect(page.getByLabel('Benutzername')).toBeVisible();
}

const section = (page: Page) => page.getByRole('region', { name: 'Zwei-Faktor-Anmeldung' });

let recoveryCodes: string[] = [];

test('authenticator app: sign in with the demo key, set up a new app from the shown key, log out, log in with its code', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const used = new Set<string>();
  await passwordStep(page);
  // Cancelling the second step returns to the password form: the username is kept and has the focus.
  await press(page.getByRole('button', { name: 'Abbrechen und zurück zur Anmeldung' }));
  await expect(page.getByLabel('Benutzername')).toBeFocused();
  await expect(page.getByLabel('Benutzername')).toHaveValue(LENA);
  await passwordStep(page);
  await expectAccessible(page);
  await secondStepWithCode(page, await freshCode(DEMO_SECRET, used));

  await page.goto('/app/portal/profile');
  const twoFactor = section(page);
  await expect(twoFactor).toContainText('eingeschaltet');
  await expect(twoFactor.getByRole('link', { name: 'API-Token einrichten' })).toHaveAttribute('href', '/app/portal/api');
  await expectAccessible(page);

  // Remove the demo app (password), then set up a new one.
  await press(twoFactor.getByRole('button', { name: 'Authenticator-App entfernen' }));
  let dialog = page.getByRole('dialog', { name: 'Authenticator-App entfernen?' });
  await typeInto(dialog.getByLabel(/^Aktuelles Passwort/), DEMO_PASSWORD);
  await dialog.getByLabel(/^Aktuelles Passwort/).press('Enter');
  await expect(twoFactor).toContainText('ausgeschaltet');

  await press(twoFactor.getByRole('button', { name: 'Authenticator-App einrichten' }));
  dialog = page.getByRole('dialog', { name: 'Authenticator-App einrichten' });
  await expect(dialog.getByRole('img', { name: /QR-Code zum Einrichten/ })).toBeVisible();
  await expectAccessible(page);
  const secret = ((await dialog.locator('.np-account__secret code').textContent()) ?? '').replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  const newUsed = new Set<string>();
  await typeInto(dialog.getByLabel(/^Code aus der App/), await freshCode(secret, newUsed));
  await typeInto(dialog.getByLabel(/^Aktuelles Passwort/), DEMO_PASSWORD);
  await press(dialog.getByRole('button', { name: 'Einschalten' }));

  const codesDialog = page.getByRole('dialog', { name: 'Ihre Wiederherstellungscodes' });
  const codes = codesDialog.getByRole('list', { name: 'Wiederherstellungscodes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  recoveryCodes = (await codes.allTextContents()).map((code) => code.trim());
  await expectAccessible(page);
  const download = page.waitForEvent('download');
  await press(codesDialog.getByRole('button', { name: 'Als Textdatei herunterladen' }));
  expect((await download).suggestedFilename()).toBe('netzportal-wiederherstellungscodes.txt');
  await press(codesDialog.getByRole('button', { name: 'Ich habe die Codes gespeichert' }));
  await expect(twoFactor).toContainText('eingeschaltet');
  await expect(twoFactor).toContainText('noch 10 Codes unbenutzt');

  await logout(page);
  await passwordStep(page);
  await secondStepWithCode(page, await freshCode(secret, newUsed));
});

test('passkey: registered with a virtual authenticator, then the second step with it', async ({ browser }) => {
  test.setTimeout(90_000);
  expect(recoveryCodes).toHaveLength(10);
  // WebAuthn needs a secure context and a domain as relying party id: localhost, not 127.0.0.1.
  const context = await browser.newContext({ baseURL: `http://localhost:${PORTS.main}/` });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });

  // Signed in with a recovery code this time.
  await passwordStep(page);
  await secondStepWithCode(page, recoveryCodes[0]);
  await page.goto('/app/portal/profile');
  const twoFactor = section(page);
  await expect(twoFactor).toContainText('noch 9 Codes unbenutzt');

  await press(twoFactor.getByRole('button', { name: 'Passkey hinzufügen' }));
  const dialog = page.getByRole('dialog', { name: 'Passkey hinzufügen' });
  await typeInto(dialog.getByLabel(/^Name des Passkeys/), 'Laptop');
  await typeInto(dialog.getByLabel(/^Aktuelles Passwort/), DEMO_PASSWORD);
  await press(dialog.getByRole('button', { name: 'Passkey erstellen' }));
  await expect(page.getByText('Der Passkey wurde hinzugefügt.', { exact: false })).toBeVisible();
  await expect(twoFactor.getByRole('listitem').filter({ hasText: 'Laptop' })).toContainText('noch nie verwendet');
  await expectAccessible(page);

  await logout(page);
  await passwordStep(page);
  await press(page.getByRole('button', { name: 'Mit Passkey anmelden' }));
  await expect(page).toHaveURL(/\/app\/portal\/dashboard$/);

  await page.goto('/app/portal/profile');
  await expect(section(page).getByRole('listitem').filter({ hasText: 'Laptop' })).toContainText('zuletzt verwendet am');
  await context.close();
});
