import { DEMO_PASSWORD } from '../../src/demo/seed';
import { DEMO_TWO_FACTOR } from '../../src/demo/seed-two-factor';
import { totpCode } from '../../src/two-factor/totp';
import { expectLimitedAfter, mailsTo, sessionCall } from '../account-helpers';
import { TWO_FACTOR_LIMITS } from '../../src/two-factor/limits';
import { createTestApp, login, loginWithCsrf, setCookieHeaders, type TestContext } from '../helpers';
import { passwordStep } from './login-client';
import { SoftAuthenticator } from './soft-authenticator';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ seed: { days: 2 } });
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.db.query('DELETE FROM rate_limits');
  await ctx.db.query('UPDATE users SET failed_logins = 0, locked_until = NULL');
  // Each test starts with the app's codes unused (a code counts once).
  await ctx.db.query('UPDATE two_factor_totp SET last_used_step = NULL');
});

const LENA = DEMO_TWO_FACTOR.login;
const lenaCode = (offsetSteps = 0) => totpCode(DEMO_TWO_FACTOR.totpSecret, Date.now() + offsetSteps * 30_000);
const hasSessionCookie = (response: { headers: Record<string, unknown> }) =>
  setCookieHeaders(response as never).some((c) => c.startsWith('NETZPORTAL_SESSION=') && !c.startsWith('NETZPORTAL_SESSION=;'));

async function sessionOf(jar: { header(): string }) {
  const response = await ctx.app.inject({ method: 'GET', url: '/service/v1.0/session', headers: { cookie: jar.header() } });
  return response.json() as { authenticated: boolean };
}

/** Lena logged in with both steps: the client of her session. */
async function loggedInLena(ip = '10.40.1.1') {
  const client = await passwordStep(ctx.app, LENA, DEMO_PASSWORD, ip);
  expect((await client.secondStep(lenaCode())).statusCode).toBe(200);
  return client;
}

describe('password-only login of a customer with a second factor (scripts)', () => {
  it('answers 401 SECOND_FACTOR_REQUIRED to JSON and to form logins, and never a session', async () => {
    const json = await login(ctx.app, LENA);
    expect(json.response.statusCode).toBe(401);
    expect(json.response.json()).toMatchObject({ type: 'SECOND_FACTOR_REQUIRED', methods: ['TOTP', 'RECOVERY_CODE'] });
    expect(hasSessionCookie(json.response)).toBe(false);
    expect((await sessionOf(json.jar)).authenticated).toBe(false);

    const form = await ctx.app.inject({
      method: 'POST',
      url: '/service/j_security_check',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'client-id': 'netzonline' },
      payload: `j_username=${LENA}&j_password=${encodeURIComponent(DEMO_PASSWORD)}`,
    });
    expect(form.statusCode).toBe(401);
    expect(form.json().type).toBe('SECOND_FACTOR_REQUIRED');
    expect(hasSessionCookie(form)).toBe(false);
  });

  it('keeps a wrong password a bare 401 (nothing tells that the account has a second factor)', async () => {
    const { response } = await login(ctx.app, LENA, 'Falsch!2026');
    expect(response.statusCode).toBe(401);
    expect(response.body).toBe('');
  });

  it('changes nothing for customers without a second factor', async () => {
    const { response } = await login(ctx.app, 'erika.musterfrau');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ authenticated: true, user: { login: 'erika.musterfrau' } });
    expect(hasSessionCookie(response)).toBe(true);
  });
});

describe('second step', () => {
  it('starts the session only after the right app code, with a new session id; the step is then used up', async () => {
    const client = await passwordStep(ctx.app, LENA);
    expect(setCookieHeaders(client.response)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^NETZPORTAL_LOGIN_STEP=.+; Max-Age=300; Path=\/service\/v1\.0\/two-factor\/login; HttpOnly; SameSite=Strict/,
        ),
      ]),
    );
    const stepCookie = client.jar.get('NETZPORTAL_LOGIN_STEP');
    const done = await client.secondStep(lenaCode());
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ authenticated: true, user: { login: LENA } });
    expect(hasSessionCookie(done)).toBe(true);
    expect(client.jar.get('NETZPORTAL_SESSION')).not.toBe(stepCookie);
    expect((await sessionOf(client.jar)).authenticated).toBe(true);

    // The same pending step cannot open a second session.
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/service/v1.0/two-factor/login',
      headers: {
        cookie: `${client.jar.header()}; NETZPORTAL_LOGIN_STEP=${stepCookie}`,
        'x-xsrf-token': client.jar.get('XSRF-TOKEN') ?? '',
      },
      payload: { code: lenaCode(1) },
    });
    expect(again.statusCode).toBe(401);
    expect(again.json().type).toBe('SECOND_STEP_ENDED');
  });

  it('accepts an app code once within its window: the replayed code is refused', async () => {
    const code = lenaCode();
    await passwordStep(ctx.app, LENA).then(async (c) => expect((await c.secondStep(code)).statusCode).toBe(200));
    const replay = await passwordStep(ctx.app, LENA);
    const refused = await replay.secondStep(code);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().type).toBe('SECOND_FACTOR_INVALID');
    expect(hasSessionCookie(refused)).toBe(false);
    // The next step's code still works.
    expect((await replay.secondStep(lenaCode(1))).statusCode).toBe(200);
  });

  it('refuses a wrong code and needs the CSRF token', async () => {
    const client = await passwordStep(ctx.app, LENA);
    const wrong = await client.secondStep(lenaCode() === '000000' ? '111111' : '000000');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().type).toBe('SECOND_FACTOR_INVALID');
    const noCsrf = await ctx.app.inject({
      method: 'POST',
      url: '/service/v1.0/two-factor/login',
      headers: { cookie: client.jar.header() },
      payload: { code: lenaCode() },
    });
    expect(noCsrf.statusCode).toBe(400);
    expect(noCsrf.body).toBe('');
  });

  it('takes a recovery code once', async () => {
    const [code] = DEMO_TWO_FACTOR.recoveryCodes;
    const first = await passwordStep(ctx.app, LENA);
    expect((await first.secondStep(code.toLowerCase())).statusCode).toBe(200);
    const second = await passwordStep(ctx.app, LENA);
    const reused = await second.secondStep(code);
    expect(reused.statusCode).toBe(401);
    expect(reused.json().type).toBe('SECOND_FACTOR_INVALID');
  });

  it('ends after five minutes', async () => {
    const client = await passwordStep(ctx.app, LENA);
    await ctx.db.query(`UPDATE two_factor_challenges SET created_at = now() - interval '5 minutes 1 second'`);
    const late = await client.secondStep(lenaCode());
    expect(late.statusCode).toBe(401);
    expect(late.json().type).toBe('SECOND_STEP_ENDED');
    expect(hasSessionCookie(late)).toBe(false);
  });

  it('without a pending step answers SECOND_STEP_ENDED', async () => {
    const client = await passwordStep(ctx.app, 'erika.musterfrau');
    const response = await client.post('/service/v1.0/two-factor/login', { code: '123456' });
    expect(response.statusCode).toBe(401);
    expect(response.json().type).toBe('SECOND_STEP_ENDED');
  });

  it('counts wrong codes toward the lockout with wrong passwords: the fifth locks for 30 minutes', async () => {
    expect((await login(ctx.app, LENA, 'Falsch!2026')).response.statusCode).toBe(401);
    expect((await login(ctx.app, LENA, 'Falsch!2026')).response.statusCode).toBe(401);
    const client = await passwordStep(ctx.app, LENA);
    const wrong = lenaCode() === '000000' ? '111111' : '000000';
    expect((await client.secondStep(wrong)).json().type).toBe('SECOND_FACTOR_INVALID');
    // A right password in between does not reset the counter while the second step is open.
    const again = await passwordStep(ctx.app, LENA);
    expect((await again.secondStep(wrong)).json().type).toBe('SECOND_FACTOR_INVALID');
    const fifth = await again.secondStep(wrong);
    expect(fifth.statusCode).toBe(401);
    expect(fifth.json().type).toBe('SECOND_STEP_ENDED');

    // Locked: the right code no longer helps, the right password answers a bare 401.
    expect((await client.secondStep(lenaCode())).json().type).toBe('SECOND_STEP_ENDED');
    const locked = await login(ctx.app, LENA);
    expect(locked.response.statusCode).toBe(401);
    expect(locked.response.body).toBe('');
    const { rows } = await ctx.db.query<{ minutes: number }>(
      `SELECT round(extract(epoch FROM locked_until - now()) / 60)::int AS minutes FROM users WHERE login = $1`,
      [LENA],
    );
    expect(rows[0].minutes).toBe(30);
  });
});

describe('API tokens and password reset', () => {
  it('leaves Bearer tokens working unchanged; the two-factor calls do not admit a token', async () => {
    const client = await loggedInLena();
    const generated = await sessionCall(ctx.app, client.session())('PUT', '/service/api-tokens/generate', { validForDays: 0 });
    expect(generated.statusCode).toBe(200);
    const bearer = { authorization: `Bearer ${generated.json().token as string}` };
    const dashboard = await ctx.app.inject({ method: 'GET', url: '/service/v1.0/dashboard', headers: bearer });
    expect(dashboard.statusCode).toBe(200);
    expect(dashboard.json().contractAccounts[0].contractAccountNumber).toBe(DEMO_TWO_FACTOR.contractAccount);
    for (const [method, url] of [
      ['GET', '/service/v1.0/two-factor'],
      ['POST', '/service/v1.0/two-factor/recovery-codes'],
      ['DELETE', '/service/v1.0/two-factor'],
      ['POST', '/service/v1.0/two-factor/login'],
    ] as const) {
      const response = await ctx.app.inject({ method, url, headers: bearer, payload: {} });
      expect([url, response.statusCode]).toEqual([url, 403]);
    }
  });

  it('a new password by the e-mailed link keeps the second factor', async () => {
    const anonymous = await passwordStep(ctx.app, 'nobody.here', 'x');
    expect((await anonymous.post('/service/v1.0/password/reset', { login: LENA })).statusCode).toBe(204);
    const mail = (await mailsTo(ctx.db, 'lena.sicher@example.at'))[0];
    const code = decodeURIComponent(/[?&]code=([A-Za-z0-9_%-]+)/.exec(mail.text)?.[1] ?? '');
    const newPassword = 'Neu!Sicher2026';
    expect((await anonymous.post('/service/v1.0/password/change', { code, password: newPassword })).statusCode).toBe(204);

    const { response } = await login(ctx.app, LENA, newPassword);
    expect(response.statusCode).toBe(401);
    expect(response.json().type).toBe('SECOND_FACTOR_REQUIRED');
    const client = await passwordStep(ctx.app, LENA, newPassword);
    expect((await client.secondStep(lenaCode())).statusCode).toBe(200);
    // Back to the documented demo password for the other tests.
    await ctx.db.query(
      `UPDATE users SET password_hash = (SELECT password_hash FROM users WHERE login = 'max.mustermann') WHERE login = $1`,
      [LENA],
    );
  });
});

describe('settings: authenticator app, recovery codes, switching off', () => {
  const ERIKA = 'erika.musterfrau';
  const ERIKA_MAIL = 'erika.musterfrau@example.at';
  let secret = '';
  let recoveryCodes: string[] = [];

  it('sets the app up: secret and QR code, switched on only by a right first code with the password', async () => {
    const other = await loginWithCsrf(ctx.app, ERIKA);
    const erika = await loginWithCsrf(ctx.app, ERIKA);
    const call = sessionCall(ctx.app, erika);
    expect((await call('GET', '/service/v1.0/two-factor')).json()).toEqual({
      enabled: false,
      totp: { enabled: false, confirmedAt: null },
      passkeys: [],
      recoveryCodesLeft: 0,
    });

    const setup = await call('POST', '/service/v1.0/two-factor/totp/setup', {});
    expect(setup.statusCode).toBe(200);
    secret = setup.json().secret as string;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.json().otpauthUri).toBe(
      `otpauth://totp/Netzportal:erika.musterfrau?issuer=Netzportal&secret=${secret}&algorithm=SHA1&digits=6&period=30`,
    );
    expect(Buffer.from((setup.json().qrCode as string).replace('data:image/svg+xml;base64,', ''), 'base64').toString()).toContain('<svg');

    const code = totpCode(secret);
    const noPassword = await call('POST', '/service/v1.0/two-factor/totp/confirm', { totpCode: code });
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json()[0].path).toBe('currentPassword');
    const wrongPassword = await call('POST', '/service/v1.0/two-factor/totp/confirm', { totpCode: code, currentPassword: 'Falsch!2026' });
    expect(wrongPassword.json()[0].path).toBe('currentPassword');
    const wrongCode = await call('POST', '/service/v1.0/two-factor/totp/confirm', {
      totpCode: code === '000000' ? '111111' : '000000',
      currentPassword: DEMO_PASSWORD,
    });
    expect(wrongCode.statusCode).toBe(400);
    expect(wrongCode.json()[0].path).toBe('totpCode');
    expect((await call('GET', '/service/v1.0/two-factor')).json().enabled).toBe(false);
    expect((await login(ctx.app, ERIKA)).response.statusCode).toBe(200);

    const confirmed = await call('POST', '/service/v1.0/two-factor/totp/confirm', { totpCode: code, currentPassword: DEMO_PASSWORD });
    expect(confirmed.statusCode).toBe(200);
    recoveryCodes = confirmed.json().recoveryCodes as string[];
    expect(recoveryCodes).toHaveLength(10);
    expect((await call('GET', '/service/v1.0/two-factor')).json()).toMatchObject({
      enabled: true,
      totp: { enabled: true },
      recoveryCodesLeft: 10,
    });

    // Every other session ended, this one stays; a notification mail went out.
    expect((await sessionOf(other.jar)).authenticated).toBe(false);
    expect((await sessionOf(erika.jar)).authenticated).toBe(true);
    const [mail] = await mailsTo(ctx.db, ERIKA_MAIL);
    expect(mail.subject).toBe('Ihre Zwei-Faktor-Anmeldung wurde geändert');
    expect(mail.text).toContain('Authenticator-App wurde für die Zwei-Faktor-Anmeldung eingerichtet');

    expect((await login(ctx.app, ERIKA)).response.json().type).toBe('SECOND_FACTOR_REQUIRED');
    expect((await call('POST', '/service/v1.0/two-factor/totp/setup', {})).statusCode).toBe(409);
  });

  it('regenerates the recovery codes with a code of the app instead of the password; the old ones stop working', async () => {
    const client = await passwordStep(ctx.app, ERIKA);
    expect((await client.secondStep(recoveryCodes[0])).statusCode).toBe(200);
    const call = sessionCall(ctx.app, client.session());
    expect((await call('GET', '/service/v1.0/two-factor')).json().recoveryCodesLeft).toBe(9);
    const renewed = await call('POST', '/service/v1.0/two-factor/recovery-codes', { secondFactorCode: totpCode(secret) });
    expect(renewed.statusCode).toBe(200);
    const fresh = renewed.json().recoveryCodes as string[];
    expect(fresh).toHaveLength(10);
    expect(fresh).not.toContain(recoveryCodes[1]);

    const old = await passwordStep(ctx.app, ERIKA);
    expect((await old.secondStep(recoveryCodes[1])).json().type).toBe('SECOND_FACTOR_INVALID');
    expect((await old.secondStep(fresh[0])).statusCode).toBe(200);
  });

  it('switches off only with the password, ends the other sessions, and the password alone signs in again', async () => {
    const other = await passwordStep(ctx.app, ERIKA);
    expect((await other.secondStep(totpCode(secret, Date.now() + 30_000))).statusCode).toBe(200);
    await ctx.db.query('UPDATE two_factor_totp SET last_used_step = NULL');
    const client = await passwordStep(ctx.app, ERIKA);
    expect((await client.secondStep(totpCode(secret))).statusCode).toBe(200);
    const call = (method: 'DELETE', url: string, payload: object) =>
      ctx.app.inject({
        method,
        url,
        headers: { cookie: client.jar.header(), 'x-xsrf-token': client.jar.get('XSRF-TOKEN') ?? '' },
        payload,
      });
    expect((await call('DELETE', '/service/v1.0/two-factor', { currentPassword: 'Falsch!2026' })).statusCode).toBe(400);
    expect((await sessionOf(other.jar)).authenticated).toBe(true);
    expect((await call('DELETE', '/service/v1.0/two-factor', { currentPassword: DEMO_PASSWORD })).statusCode).toBe(204);
    expect((await sessionOf(other.jar)).authenticated).toBe(false);
    expect((await sessionOf(client.jar)).authenticated).toBe(true);
    expect((await mailsTo(ctx.db, ERIKA_MAIL))[0].text).toContain('ausgeschaltet');
    expect((await login(ctx.app, ERIKA)).response.statusCode).toBe(200);
  });
});

describe('settings: passkeys', () => {
  it('gives registration options only after the password, bound to the configured relying party', async () => {
    const call = sessionCall(ctx.app, await loginWithCsrf(ctx.app, 'max.mustermann'));
    const without = await call('POST', '/service/v1.0/two-factor/passkeys/options', { name: 'Laptop' });
    expect(without.statusCode).toBe(400);
    const options = await call('POST', '/service/v1.0/two-factor/passkeys/options', { name: 'Laptop', currentPassword: DEMO_PASSWORD });
    expect(options.statusCode).toBe(200);
    expect(options.json()).toMatchObject({ rp: { id: 'localhost', name: 'Netzportal' }, user: { name: 'max.mustermann' } });
    expect(typeof options.json().challenge).toBe('string');

    const forged = await call('POST', '/service/v1.0/two-factor/passkeys', {
      response: { id: 'x', rawId: 'x', type: 'public-key', response: {} },
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json()[0].path).toBe('passkey');
    expect((await call('GET', '/service/v1.0/two-factor')).json().enabled).toBe(false);
    expect((await login(ctx.app, 'max.mustermann')).response.statusCode).toBe(200);
  });

  it('registers a passkey (first factor: recovery codes), signs in with it and counts a failed assertion', async () => {
    const session = await loginWithCsrf(ctx.app, 'hausverwaltung.gruber');
    const call = sessionCall(ctx.app, session);
    const other = await loginWithCsrf(ctx.app, 'hausverwaltung.gruber');
    const authenticator = new SoftAuthenticator('localhost', 'http://localhost:8080');
    const options = await call('POST', '/service/v1.0/two-factor/passkeys/options', { name: 'Laptop', currentPassword: DEMO_PASSWORD });
    const registered = await call('POST', '/service/v1.0/two-factor/passkeys', { response: authenticator.register(options.json()) });
    expect(registered.statusCode).toBe(200);
    expect(registered.json().recoveryCodes).toHaveLength(10);
    expect((await sessionOf(other.jar)).authenticated).toBe(false);
    const status = (await call('GET', '/service/v1.0/two-factor')).json();
    expect(status).toMatchObject({ enabled: true, passkeys: [{ name: 'Laptop', lastUsedAt: null }], recoveryCodesLeft: 10 });
    expect((await mailsTo(ctx.db, 'office@hv-gruber.example.at'))[0].text).toContain('Der Passkey „Laptop“ wurde hinzugefügt.');

    // The same options cannot register twice.
    expect((await call('POST', '/service/v1.0/two-factor/passkeys', { response: authenticator.register(options.json()) })).statusCode).toBe(
      400,
    );

    const step = await passwordStep(ctx.app, 'hausverwaltung.gruber');
    expect(step.response.json().methods).toEqual(['PASSKEY', 'RECOVERY_CODE']);
    const forged = new SoftAuthenticator('localhost', 'http://localhost:8080');
    const loginOptions = await step.post('/service/v1.0/two-factor/login/passkey-options', {});
    expect(loginOptions.json().allowCredentials).toEqual([
      { id: authenticator.credentialId, type: 'public-key', transports: ['internal'] },
    ]);
    const wrong = await step.post('/service/v1.0/two-factor/login/passkey', {
      response: { ...forged.authenticate(loginOptions.json()), id: authenticator.credentialId, rawId: authenticator.credentialId },
    });
    expect(wrong.json().type).toBe('SECOND_FACTOR_INVALID');
    const { rows } = await ctx.db.query<{ failed_logins: number }>(`SELECT failed_logins FROM users WHERE login = 'hausverwaltung.gruber'`);
    expect(rows[0].failed_logins).toBe(1);

    const signedIn = await step.post('/service/v1.0/two-factor/login/passkey', {
      response: authenticator.authenticate(loginOptions.json()),
    });
    expect(signedIn.statusCode).toBe(200);
    expect(hasSessionCookie(signedIn)).toBe(true);
    const after = sessionCall(ctx.app, step.session());
    const used = (await after('GET', '/service/v1.0/two-factor')).json();
    expect(used.passkeys[0].lastUsedAt).toEqual(expect.any(String));

    // A passkey answer for another origin is refused.
    const elsewhere = await passwordStep(ctx.app, 'hausverwaltung.gruber');
    const phishing = new SoftAuthenticator('localhost', 'https://evil.example');
    const elsewhereOptions = (await elsewhere.post('/service/v1.0/two-factor/login/passkey-options', {})).json();
    expect(
      (await elsewhere.post('/service/v1.0/two-factor/login/passkey', { response: phishing.authenticate(elsewhereOptions) })).statusCode,
    ).toBe(401);

    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/service/v1.0/two-factor/passkeys/${used.passkeys[0].id as number}`,
      headers: { cookie: step.jar.header(), 'x-xsrf-token': step.jar.get('XSRF-TOKEN') ?? '' },
      payload: { currentPassword: DEMO_PASSWORD },
    });
    expect(removed.statusCode).toBe(204);
    // The last factor gone, the recovery codes go too, and the password alone signs in again.
    expect((await after('GET', '/service/v1.0/two-factor')).json()).toMatchObject({ enabled: false, recoveryCodesLeft: 0 });
    expect((await login(ctx.app, 'hausverwaltung.gruber')).response.statusCode).toBe(200);
  });

  it('answers 404 for a passkey that is not the customer’s', async () => {
    const { rows } = await ctx.db.query<{ id: number }>(
      `INSERT INTO two_factor_passkeys (user_id, credential_id, public_key, name)
       SELECT id, 'cred-of-gruber', 'AA', 'Gruber-Handy' FROM users WHERE login = 'hausverwaltung.gruber' RETURNING id`,
    );
    const max = await loginWithCsrf(ctx.app, 'max.mustermann');
    const response = await ctx.app.inject({
      method: 'DELETE',
      url: `/service/v1.0/two-factor/passkeys/${rows[0].id}`,
      headers: { cookie: max.jar.header(), 'x-xsrf-token': max.token },
      payload: { currentPassword: DEMO_PASSWORD },
    });
    expect(response.statusCode).toBe(404);
    await ctx.db.query(`DELETE FROM two_factor_passkeys WHERE credential_id = 'cred-of-gruber'`);
  });
});

describe('rate limits', () => {
  it('limits changes per user: a limited call changes nothing', async () => {
    const call = sessionCall(ctx.app, await loginWithCsrf(ctx.app, 'hausverwaltung.gruber'));
    await expectLimitedAfter(TWO_FACTOR_LIMITS.settingsChangePerUser.max, [400, 409], () =>
      call('POST', '/service/v1.0/two-factor/passkeys/options', { name: 'Handy', currentPassword: 'Falsch!2026' }),
    );
    expect((await call('POST', '/service/v1.0/two-factor/totp/setup', {})).statusCode).toBe(429);
    const { rows } = await ctx.db.query(
      `SELECT 1 FROM two_factor_totp t JOIN users u ON u.id = t.user_id WHERE u.login = 'hausverwaltung.gruber'`,
    );
    expect(rows).toHaveLength(0);
  });

  it('limits second steps per IP address', async () => {
    const client = await passwordStep(ctx.app, 'erika.musterfrau', DEMO_PASSWORD, '10.41.0.9');
    await expectLimitedAfter(TWO_FACTOR_LIMITS.secondStepPerIp.max, [401], () =>
      client.post('/service/v1.0/two-factor/login', { code: '123456' }),
    );
  });
});

describe('OpenAPI', () => {
  it('documents every two-factor call, none of them for API tokens', async () => {
    const document = (await ctx.app.inject({ method: 'GET', url: '/service/openapi.json' })).json() as {
      paths: Record<string, Record<string, { security?: unknown[]; tags?: string[] }>>;
    };
    const twoFactorPaths = Object.keys(document.paths).filter((path) => path.includes('/two-factor'));
    expect(twoFactorPaths.sort()).toEqual([
      '/service/v1.0/two-factor',
      '/service/v1.0/two-factor/login',
      '/service/v1.0/two-factor/login/passkey',
      '/service/v1.0/two-factor/login/passkey-options',
      '/service/v1.0/two-factor/passkeys',
      '/service/v1.0/two-factor/passkeys/options',
      '/service/v1.0/two-factor/passkeys/{id}',
      '/service/v1.0/two-factor/recovery-codes',
      '/service/v1.0/two-factor/totp',
      '/service/v1.0/two-factor/totp/confirm',
      '/service/v1.0/two-factor/totp/setup',
    ]);
    for (const path of twoFactorPaths) {
      for (const operation of Object.values(document.paths[path])) {
        expect(operation.tags).toEqual(['two-factor']);
        expect(JSON.stringify(operation.security ?? [])).not.toContain('bearer');
      }
    }
    expect(JSON.stringify(document.paths['/service/j_security_check'])).toContain('SECOND_FACTOR_REQUIRED');
  });
});
