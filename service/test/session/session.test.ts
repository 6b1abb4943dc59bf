import { SESSION_COOKIE } from '@portal/shared/contract/session';
import { hashPassword } from '../../src/session/passwords';
import { CookieJar, createTestApp, login, loginWithCsrf, setCookieHeaders, type TestContext } from '../helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

async function addUser(login: string, password: string, activated: boolean) {
  await ctx.db.query('INSERT INTO users (login, password_hash, activated) VALUES ($1, $2, $3)', [
    login,
    await hashPassword(password),
    activated,
  ]);
}

describe('POST /service/j_security_check', () => {
  it('logs in with JSON and sets an HttpOnly, host-only session cookie without Secure', async () => {
    const { response } = await login(ctx.app, 'max.mustermann');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toMatchObject({ authenticated: true, user: { login: 'max.mustermann', changePassword: false } });
    const cookie = setCookieHeaders(response).find((c) => c.startsWith(`${SESSION_COOKIE}=`));
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Domain=/i);
    expect(cookie).not.toMatch(/Secure/);
  });

  it('logs in form-encoded with the client-id header and no CSRF token', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/service/j_security_check',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'client-id': 'netzonline' },
      payload: 'j_username=erika.musterfrau&j_password=Netzportal%212026',
    });
    expect(response.statusCode).toBe(200);
    expect(response.cookies.some((c) => c.name === SESSION_COOKIE)).toBe(true);
  });

  it('answers 401 without details for a wrong password or an unknown user', async () => {
    for (const [user, password] of [
      ['erika.musterfrau', 'falsch'],
      ['niemand.da', 'Netzportal!2026'],
    ]) {
      const { response } = await login(ctx.app, user, password);
      expect(response.statusCode).toBe(401);
      expect(response.body).toBe('');
      expect(response.cookies.some((c) => c.name === SESSION_COOKIE)).toBe(false);
    }
  });

  it('refuses an account that is not activated, even with the right password', async () => {
    await addUser('nicht.aktiviert', 'Geheim!2026', false);
    expect((await login(ctx.app, 'nicht.aktiviert', 'Geheim!2026')).response.statusCode).toBe(401);
  });

  it('locks an account for 30 minutes after five failed attempts, then refuses the right password', async () => {
    await addUser('gesperrt.test', 'Richtig!2026', true);
    for (let i = 0; i < 5; i += 1) {
      expect((await login(ctx.app, 'gesperrt.test', 'falsch')).response.statusCode).toBe(401);
    }
    expect((await login(ctx.app, 'gesperrt.test', 'Richtig!2026')).response.statusCode).toBe(401);
    const { rows } = await ctx.db.query<{ minutes: number }>(
      `SELECT round(extract(epoch FROM locked_until - now()) / 60)::int AS minutes FROM users WHERE login = 'gesperrt.test'`,
    );
    expect(rows[0].minutes).toBe(30);
    // When the lock has run out the right password works again and the counter starts from zero.
    await ctx.db.query(`UPDATE users SET locked_until = now() - interval '1 minute' WHERE login = 'gesperrt.test'`);
    expect((await login(ctx.app, 'gesperrt.test', 'Richtig!2026')).response.statusCode).toBe(200);
  });

  it('resets the failure counter on success', async () => {
    await addUser('zaehler.test', 'Richtig!2026', true);
    for (let i = 0; i < 4; i += 1) await login(ctx.app, 'zaehler.test', 'falsch');
    expect((await login(ctx.app, 'zaehler.test', 'Richtig!2026')).response.statusCode).toBe(200);
    for (let i = 0; i < 4; i += 1) await login(ctx.app, 'zaehler.test', 'falsch');
    expect((await login(ctx.app, 'zaehler.test', 'Richtig!2026')).response.statusCode).toBe(200);
  });

  it('rotates the session id: the old cookie no longer works after a new login', async () => {
    const first = await login(ctx.app, 'max.mustermann');
    const oldCookie = first.jar.header();
    const second = await ctx.app.inject({
      method: 'POST',
      url: '/service/j_security_check',
      headers: { cookie: oldCookie },
      payload: { j_username: 'max.mustermann', j_password: 'Netzportal!2026' },
    });
    const newJar = new CookieJar().store(second);
    expect(newJar.get(SESSION_COOKIE)).toBeDefined();
    expect(newJar.get(SESSION_COOKIE)).not.toBe(first.jar.get(SESSION_COOKIE));
    const old = await ctx.app.inject({ url: '/service/v1.0/session', headers: { cookie: oldCookie } });
    expect(old.json()).toEqual({ authenticated: false });
    const current = await ctx.app.inject({ url: '/service/v1.0/session', headers: { cookie: newJar.header() } });
    expect(current.json()).toMatchObject({ authenticated: true });
  });

  it('stores passwords as argon2id hashes and sessions only as hashes', async () => {
    const { jar } = await login(ctx.app, 'erika.musterfrau');
    const users = await ctx.db.query<{ password_hash: string }>(`SELECT password_hash FROM users WHERE login = 'erika.musterfrau'`);
    expect(users.rows[0].password_hash).toMatch(/^\$argon2id\$/);
    const raw = jar.get(SESSION_COOKIE) as string;
    const sessions = await ctx.db.query('SELECT 1 FROM sessions WHERE id_hash = $1', [raw]);
    expect(sessions.rows).toHaveLength(0);
  });

  it('answers 400 with the error array when a field is missing', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/service/j_security_check', payload: { j_username: 'x' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual([{ path: 'j_password', message: 'Pflichtfeld', number: 1 }]);
  });
});

describe('GET /service/v1.0/session and CSRF', () => {
  it('answers anonymous callers and sets exactly one readable XSRF-TOKEN cookie on every call', async () => {
    const tokens = new Set<string>();
    for (let i = 0; i < 2; i += 1) {
      const response = await ctx.app.inject({ url: '/service/v1.0/session', headers: { 'content-type': 'application/json' } });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ authenticated: false });
      const xsrf = setCookieHeaders(response).filter((c) => c.startsWith('XSRF-TOKEN='));
      expect(xsrf).toHaveLength(1);
      expect(xsrf[0]).toMatch(/^XSRF-TOKEN=[0-9a-f]+; Path=\//);
      expect(xsrf[0]).not.toMatch(/HttpOnly/);
      tokens.add(xsrf[0]);
    }
    expect(tokens.size).toBe(2);
  });

  it('shows the logged-in user per the contract', async () => {
    const { jar } = await login(ctx.app, 'neu.kunde');
    const response = await ctx.app.inject({ url: '/service/v1.0/session', headers: { cookie: jar.header() } });
    expect(response.json()).toEqual({
      authenticated: true,
      user: expect.objectContaining({ login: 'neu.kunde', changePassword: true, showActivation: false, roles: ['customer'] }),
    });
    const max = await login(ctx.app, 'max.mustermann');
    expect(max.response.json().user).toMatchObject({ showActivation: true, fullname: 'Max Mustermann' });
  });

  it('GET /session/csrf answers the token and sets the same cookie', async () => {
    const response = await ctx.app.inject({ url: '/service/v1.0/session/csrf' });
    const { token } = response.json() as { token: string };
    expect(response.cookies.find((c) => c.name === 'XSRF-TOKEN')?.value).toBe(token);
  });

  it('accepts a state-changing call with a matching token from the session', async () => {
    const { jar, token } = await loginWithCsrf(ctx.app, 'max.mustermann');
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/service/v1.0/session/reset',
      // A PUT/POST without body but with the JSON content type is valid (API-COMPAT).
      headers: { cookie: jar.header(), 'x-xsrf-token': token, 'content-type': 'application/json', 'client-id': 'netzonline' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ authenticated: true, user: { login: 'max.mustermann' } });
  });

  it('answers 400 with an empty body when the token is missing, wrong, or from another session', async () => {
    const { jar, token } = await loginWithCsrf(ctx.app, 'max.mustermann');
    const other = await loginWithCsrf(ctx.app, 'erika.musterfrau');
    const attempts = [
      { cookie: jar.header() },
      // the last hex digit changed (never equal to the real one)
      { cookie: jar.header(), 'x-xsrf-token': `${token.slice(0, -1)}${token.endsWith('0') ? '1' : '0'}` },
      { cookie: `${jar.header()}`, 'x-xsrf-token': 'abc' },
      // cookie and header agree, but the token belongs to Erika's session
      { cookie: `${SESSION_COOKIE}=${jar.get(SESSION_COOKIE)}; XSRF-TOKEN=${other.token}`, 'x-xsrf-token': other.token },
    ];
    for (const headers of attempts) {
      const response = await ctx.app.inject({ method: 'POST', url: '/service/v1.0/session/reset', headers });
      expect(response.statusCode).toBe(400);
      expect(response.body).toBe('');
    }
  });

  it('needs no token on GETs, even private ones', async () => {
    const { jar } = await login(ctx.app, 'max.mustermann');
    const response = await ctx.app.inject({ url: '/service/v1.0/dashboard', headers: { cookie: jar.header() } });
    expect(response.statusCode).toBe(200);
  });

  it('answers 401 on private calls without a valid session', async () => {
    expect((await ctx.app.inject({ url: '/service/v1.0/dashboard' })).statusCode).toBe(401);
    const stale = await ctx.app.inject({
      url: '/service/v1.0/dashboard',
      headers: { cookie: `${SESSION_COOKIE}=does-not-exist` },
    });
    expect(stale.statusCode).toBe(401);
    // An anonymous token passes CSRF, the missing session then answers 401.
    const anon = new CookieJar().store(await ctx.app.inject({ url: '/service/v1.0/session' }));
    const reset = await ctx.app.inject({
      method: 'POST',
      url: '/service/v1.0/session/reset',
      headers: { cookie: anon.header(), 'x-xsrf-token': anon.get('XSRF-TOKEN') as string },
    });
    expect(reset.statusCode).toBe(401);
  });

  it('ends idle sessions after 30 minutes', async () => {
    const { jar } = await login(ctx.app, 'erika.musterfrau');
    await ctx.db.query(`UPDATE sessions SET last_seen_at = now() - interval '31 minutes'`);
    expect((await ctx.app.inject({ url: '/service/v1.0/dashboard', headers: { cookie: jar.header() } })).statusCode).toBe(401);
  });
});

describe('refresh and logout', () => {
  it('refresh extends a valid session (200) and answers 401 without one', async () => {
    const { jar } = await login(ctx.app, 'erika.musterfrau');
    const ok = await ctx.app.inject({
      method: 'POST',
      url: '/service/j_security_check/refresh',
      headers: { cookie: jar.header(), 'content-type': 'application/json' },
    });
    expect(ok.statusCode).toBe(200);
    const none = await ctx.app.inject({ method: 'POST', url: '/service/j_security_check/refresh' });
    expect(none.statusCode).toBe(401);
  });

  it('logout ends the session and clears the cookie', async () => {
    const { jar } = await login(ctx.app, 'erika.musterfrau');
    const cookie = jar.header();
    const response = await ctx.app.inject({ url: '/service/logout', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    const cleared = response.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cleared?.value).toBe('');
    const after = await ctx.app.inject({ url: '/service/v1.0/dashboard', headers: { cookie } });
    expect(after.statusCode).toBe(401);
  });
});
