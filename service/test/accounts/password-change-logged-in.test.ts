import { CookieJar, createTestApp, loginWithCsrf, login, type TestContext } from '../helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ seed: { days: 2 } });
});
afterAll(() => ctx.close());

const changePassword = (jar: { header(): string }, token: string | undefined, payload: unknown) =>
  ctx.app.inject({
    method: 'PUT',
    url: '/service/v1.0/profiles/password',
    headers: { cookie: jar.header(), ...(token ? { 'x-xsrf-token': token } : {}) },
    payload: payload as object,
  });

describe('PUT /service/v1.0/profiles/password', () => {
  it('answers 401 without a session', async () => {
    // An anonymous client with a valid (anonymous) CSRF token gets past CSRF and is refused for want of a session.
    const jar = new CookieJar().store(await ctx.app.inject({ method: 'GET', url: '/service/v1.0/session' }));
    const response = await changePassword(jar, jar.get('XSRF-TOKEN'), { currentPassword: 'x', newPassword: 'y' });
    expect(response.statusCode).toBe(401);
  });

  it('needs the CSRF token and changes nothing without it', async () => {
    const { jar } = await loginWithCsrf(ctx.app, 'erika.musterfrau');
    const response = await changePassword(jar, undefined, { currentPassword: 'Netzportal!2026', newPassword: 'Ganz.Neu#2026' });
    expect(response.statusCode).toBe(400);
    expect(response.body).toBe('');
    expect((await login(ctx.app, 'erika.musterfrau')).response.statusCode).toBe(200);
  });

  it('rejects a wrong current password and a weak new one with field errors', async () => {
    const { jar, token } = await loginWithCsrf(ctx.app, 'erika.musterfrau');
    const wrong = await changePassword(jar, token, { currentPassword: 'falsch', newPassword: 'Ganz.Neu#2026' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual([expect.objectContaining({ path: 'currentPassword' })]);

    const weak = await changePassword(jar, token, { currentPassword: 'Netzportal!2026', newPassword: 'kurz' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toEqual([expect.objectContaining({ path: 'newPassword', number: 4 })]);

    const noSpecial = await changePassword(jar, token, { currentPassword: 'Netzportal!2026', newPassword: 'Abcdefghij' });
    expect(noSpecial.json()).toEqual([expect.objectContaining({ path: 'newPassword', message: expect.stringContaining('Sonderzeichen') })]);

    const malformed = await changePassword(jar, token, { currentPassword: 42 });
    expect(malformed.statusCode).toBe(400);
    expect(Array.isArray(malformed.json())).toBe(true);
  });

  it('refuses the current password as the new one on newPassword: a forced change stays forced', async () => {
    const { jar, token } = await loginWithCsrf(ctx.app, 'neu.kunde');
    const same = await changePassword(jar, token, { currentPassword: 'Netzportal!2026', newPassword: 'Netzportal!2026' });
    expect(same.statusCode).toBe(400);
    expect(same.json()).toEqual([
      { path: 'newPassword', message: 'Das neue Passwort muss sich von Ihrem aktuellen Passwort unterscheiden.', number: 6 },
    ]);
    const session = await ctx.app.inject({ method: 'GET', url: '/service/v1.0/session', headers: { cookie: jar.header() } });
    expect(session.json().user.changePassword).toBe(true);
    expect((await login(ctx.app, 'neu.kunde')).response.statusCode).toBe(200);
  });

  it('ends a forced change: the session reports changePassword false and the new password logs in', async () => {
    const { jar, token } = await loginWithCsrf(ctx.app, 'neu.kunde');
    const before = await ctx.app.inject({ method: 'GET', url: '/service/v1.0/session', headers: { cookie: jar.header() } });
    expect(before.json().user.changePassword).toBe(true);

    const response = await changePassword(jar, token, { currentPassword: 'Netzportal!2026', newPassword: 'Ganz.Neu#2026' });
    expect(response.statusCode).toBe(204);

    const after = await ctx.app.inject({ method: 'GET', url: '/service/v1.0/session', headers: { cookie: jar.header() } });
    expect(after.json().user.changePassword).toBe(false);
    expect((await login(ctx.app, 'neu.kunde', 'Ganz.Neu#2026')).response.statusCode).toBe(200);
    expect((await login(ctx.app, 'neu.kunde')).response.statusCode).toBe(401);
  });
});
