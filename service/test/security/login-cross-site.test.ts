import { DEMO_PASSWORD } from '../../src/demo/seed';
import { createTestApp, type TestContext } from '../helpers';

// Login carries no CSRF token (API-COMPAT): a foreign site's auto-submitted form is told apart by Sec-Fetch-Site and
// Origin, which scripts do not send.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({
    seed: { days: 2 },
    config: { publicUrl: 'https://portal.netz.example', webauthnOrigins: ['https://konto.netz.example'] },
  });
});
afterAll(() => ctx.close());
beforeEach(() => ctx.db.query('DELETE FROM rate_limits'));

const formLogin = (headers: Record<string, string>, url = '/service/j_security_check') =>
  ctx.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', host: 'portal.netz.example', ...headers },
    payload: `j_username=max.mustermann&j_password=${encodeURIComponent(DEMO_PASSWORD)}`,
  });

describe('login from another site', () => {
  it('a script without Origin and Sec-Fetch-Site logs in (form and JSON)', async () => {
    const form = await formLogin({ 'client-id': 'netzonline' });
    expect(form.statusCode).toBe(200);
    expect(form.cookies.length).toBeGreaterThan(0);
    const json = await ctx.app.inject({
      method: 'POST',
      url: '/service/j_security_check',
      payload: { j_username: 'max.mustermann', j_password: DEMO_PASSWORD },
    });
    expect(json.statusCode).toBe(200);
  });

  it('the portal’s own pages log in: same origin, its PUBLIC_URL, a configured origin, a typed-in request', async () => {
    expect((await formLogin({ origin: 'https://portal.netz.example', 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200);
    expect((await formLogin({ origin: 'http://portal.netz.example' })).statusCode).toBe(200);
    expect((await formLogin({ origin: 'https://portal.netz.example', host: 'intern:8080' })).statusCode).toBe(200);
    expect((await formLogin({ origin: 'https://konto.netz.example', 'sec-fetch-site': 'same-site' })).statusCode).toBe(200);
    expect((await formLogin({ 'sec-fetch-site': 'none' })).statusCode).toBe(200);
  });

  it.each([
    ['a cross-site form', { origin: 'https://angreifer.example', 'sec-fetch-site': 'cross-site' }],
    ['cross-site without Origin', { 'sec-fetch-site': 'cross-site' }],
    ['another subdomain', { origin: 'https://blog.netz.example', 'sec-fetch-site': 'same-site' }],
    ['a foreign Origin alone', { origin: 'https://angreifer.example' }],
    ['an opaque origin', { origin: 'null' }],
  ])('%s is refused with 403 and no cookie', async (_name, headers) => {
    const response = await formLogin(headers);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ type: 'FORBIDDEN', message: expect.any(String) });
    expect(response.cookies).toEqual([]);
  });

  it('refresh is refused from a foreign site too', async () => {
    const response = await formLogin(
      { origin: 'https://angreifer.example', 'sec-fetch-site': 'cross-site' },
      '/service/j_security_check/refresh',
    );
    expect(response.statusCode).toBe(403);
  });
});
