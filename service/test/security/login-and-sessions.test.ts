import { SESSION_COOKIE } from '@portal/shared/contract/session';
import { LIMITS } from '../../src/http/rate-limit';
import { hashPassword } from '../../src/session/passwords';
import { sessionCall } from '../account-helpers';
import { createTestApp, login, loginWithCsrf, type TestContext } from '../helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ seed: { days: 2 } });
});
afterAll(() => ctx.close());
beforeEach(() => ctx.db.query('DELETE FROM rate_limits'));

const PASSWORD = 'Richtig!2026';

async function addUser(name: string, options: { changePassword?: boolean } = {}) {
  await ctx.db.query(
    `INSERT INTO users (login, password_hash, activated, change_password, roles) VALUES ($1, $2, true, $3, '{customer}')`,
    [name, await hashPassword(PASSWORD), options.changePassword === true],
  );
}

const loginFrom = (ip: string, username: string, password: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/service/j_security_check',
    remoteAddress: ip,
    payload: { j_username: username, j_password: password },
  });

describe('login lockout', () => {
  it('29 wrong passwords sent at once and the right one 30 ms later: locked, the right one fails and the lock stays', async () => {
    await addUser('sturm.test');
    const wrong = Array.from({ length: 29 }, (_, i) => loginFrom(`10.20.${i}.1`, 'sturm.test', `Falsch!${i}`));
    await new Promise((resolve) => setTimeout(resolve, 30));
    const right = loginFrom('10.21.0.1', 'sturm.test', PASSWORD);
    const answers = await Promise.all([...wrong, right]);
    expect(answers.map((a) => a.statusCode)).toEqual(Array(30).fill(401));
    // Still locked afterwards: the right password keeps failing for the lockout's duration.
    expect((await loginFrom('10.22.0.1', 'sturm.test', PASSWORD)).statusCode).toBe(401);
    const { rows } = await ctx.db.query<{ locked: boolean }>(
      `SELECT locked_until > now() + interval '29 minutes' AS locked FROM users WHERE login = 'sturm.test'`,
    );
    expect(rows[0].locked).toBe(true);
  });

  it('four wrong passwords and then the right one log in (the count starts over)', async () => {
    await addUser('vier.test');
    for (let i = 0; i < 4; i += 1) expect((await loginFrom('10.23.0.1', 'vier.test', 'Falsch!1')).statusCode).toBe(401);
    expect((await loginFrom('10.23.0.1', 'vier.test', PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < 4; i += 1) expect((await loginFrom('10.23.0.1', 'vier.test', 'Falsch!1')).statusCode).toBe(401);
    expect((await loginFrom('10.23.0.1', 'vier.test', PASSWORD)).statusCode).toBe(200);
  });
});

describe('login limit per address (password spraying)', () => {
  it(`answers 429 with Retry-After after ${LIMITS.loginFailuresPerIp.max} failed logins from one address, whatever the username`, async () => {
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < 40; i += 1) {
      last = await loginFrom('10.30.0.1', `spray.${i}`, 'Sommer2026!');
      statuses.push(last.statusCode);
    }
    const max = LIMITS.loginFailuresPerIp.max;
    expect(statuses.slice(0, max)).toEqual(Array(max).fill(401));
    expect(statuses.slice(max)).toEqual(Array(40 - max).fill(429));
    expect(Number(last?.headers['retry-after'])).toBeGreaterThan(0);
    expect(last?.json()).toEqual({ type: 'RATE_LIMITED', message: expect.any(String) });
    // Even the right password of a real user is refused from that address meanwhile; other addresses log in.
    expect((await loginFrom('10.30.0.1', 'erika.musterfrau', 'Netzportal!2026')).statusCode).toBe(429);
    expect((await loginFrom('10.30.0.2', 'erika.musterfrau', 'Netzportal!2026')).statusCode).toBe(200);
  });
});

describe('a logged-in password change', () => {
  it('ends every other session of the user and keeps the one that changed it', async () => {
    await addUser('zwei.geraete');
    const laptop = await loginWithCsrf(ctx.app, 'zwei.geraete', PASSWORD);
    const phone = (await login(ctx.app, 'zwei.geraete', PASSWORD)).jar;
    const otherUser = (await login(ctx.app, 'erika.musterfrau')).jar;
    const changed = await sessionCall(ctx.app, laptop)('PUT', '/service/v1.0/profiles/password', {
      currentPassword: PASSWORD,
      newPassword: 'Neu!Passwort2026',
    });
    expect(changed.statusCode).toBe(204);
    const check = async (cookie: string) =>
      (await ctx.app.inject({ method: 'GET', url: '/service/v1.0/session', headers: { cookie } })).json<{ authenticated: boolean }>()
        .authenticated;
    expect(await check(laptop.jar.header())).toBe(true);
    expect(await check(phone.header())).toBe(false);
    expect(await check(otherUser.header())).toBe(true);
  });
});

describe('a forced password change', () => {
  it('refuses every call but session, logout, contents and the change with 403 PASSWORD_CHANGE_REQUIRED', async () => {
    await addUser('muss.aendern', { changePassword: true });
    const session = await loginWithCsrf(ctx.app, 'muss.aendern', PASSWORD);
    const call = sessionCall(ctx.app, session);
    for (const url of [
      '/service/v1.0/dashboard',
      '/service/v1.0/profiles',
      '/service/v1.0/consumptions/profiles',
      '/service/v1.0/phones',
    ]) {
      const answer = await call('GET', url);
      expect([url, answer.statusCode]).toEqual([url, 403]);
      expect(answer.json()).toMatchObject({ type: 'PASSWORD_CHANGE_REQUIRED' });
    }
    const token = await call('PUT', '/service/api-tokens/generate', { validForDays: 30 });
    expect(token.statusCode).toBe(403);
    for (const url of ['/service/v1.0/session', '/service/v1.0/session/csrf', '/service/v1.0/contents/multiple/footer']) {
      expect([url, (await call('GET', url)).statusCode]).not.toEqual([url, 403]);
    }
    const changed = await call('PUT', '/service/v1.0/profiles/password', { currentPassword: PASSWORD, newPassword: 'Neu!Passwort2026' });
    expect(changed.statusCode).toBe(204);
    // The change ends the requirement at once for the same session.
    expect((await call('GET', '/service/v1.0/dashboard')).statusCode).toBe(200);
    const logout = await call('GET', '/service/logout');
    expect(logout.statusCode).toBe(200);
    expect(logout.cookies.find((c) => c.name === SESSION_COOKIE)?.value).toBe('');
  });
});
