import { BLIND_ANSWER_MS } from '../../src/accounts/routes';
import { DEMO } from '../../src/demo/seed';
import { REGISTRATION_DEMO } from '../../src/demo/seed-accounts';
import { anonymousClient, codeOf, mailsTo, registrationOf, REGISTRATION_PASSWORD, sessionCall } from '../account-helpers';
import { createTestApp, login, loginWithCsrf, type TestContext } from '../helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ seed: { days: 2 } });
});
afterAll(() => ctx.close());
beforeEach(() => ctx.db.query('DELETE FROM rate_limits'));

const timed = async <T>(fn: () => Promise<T>) => {
  const started = Date.now();
  const result = await fn();
  return { result, ms: Date.now() - started };
};

const bearerDashboard = (token: string) =>
  ctx.app.inject({ method: 'GET', url: '/service/v1.0/dashboard', headers: { authorization: `Bearer ${token}` } });

/** A token the user makes with a session (as an intruder with the password would). */
async function tokenOf(username: string): Promise<string> {
  const call = sessionCall(ctx.app, await loginWithCsrf(ctx.app, username));
  const response = await call('PUT', '/service/api-tokens/generate', { validForDays: 0 });
  expect(response.statusCode).toBe(200);
  const token = response.json().token as string;
  expect((await bearerDashboard(token)).statusCode).toBe(200);
  return token;
}

/** Requests the reset link for a login and answers the code of the newest mail to `email`. */
async function resetCode(login: string, email: string): Promise<string> {
  const client = await anonymousClient(ctx.app, '10.22.0.1');
  expect((await client.send('POST', '/service/v1.0/password/reset', { login })).statusCode).toBe(204);
  return codeOf((await mailsTo(ctx.db, email))[0].text);
}

async function meterOf(pod: string) {
  const { rows } = await ctx.db.query<{ meter_number: string }>('SELECT meter_number FROM pods WHERE meter_point_number = $1', [pod]);
  return rows[0].meter_number;
}

describe('password reset and change by link', () => {
  it('answers 204 alike for a known and an unknown login, in similar time, and mails only the known one', async () => {
    const client = await anonymousClient(ctx.app, '10.20.0.1');
    const known = await timed(() => client.send('POST', '/service/v1.0/password/reset', { login: 'erika.musterfrau' }));
    const unknown = await timed(() => client.send('POST', '/service/v1.0/password/reset', { login: 'gibt.es.nicht' }));
    expect(known.result.statusCode).toBe(204);
    expect(unknown.result.statusCode).toBe(204);
    expect(known.result.body).toBe(unknown.result.body);
    expect(known.ms).toBeGreaterThanOrEqual(BLIND_ANSWER_MS - 5);
    expect(unknown.ms).toBeGreaterThanOrEqual(BLIND_ANSWER_MS - 5);
    expect(Math.abs(known.ms - unknown.ms)).toBeLessThan(150);

    const mails = await mailsTo(ctx.db, 'erika.musterfrau@example.at');
    expect(mails[0].subject).toBe('Neues Passwort für Ihr Kundenportal');
    expect(mails[0].text).toContain('http://localhost:8080/app/password/change?code=');
    const { rows } = await ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM mail_outbox WHERE text_body LIKE '%gibt.es.nicht%'`);
    expect(rows[0].n).toBe(0);
  });

  it('sets the new password once with the code, ends old sessions, and refuses reuse', async () => {
    const client = await anonymousClient(ctx.app, '10.20.0.2');
    const { jar } = await loginWithCsrf(ctx.app, 'erika.musterfrau');
    await client.send('POST', '/service/v1.0/password/reset', { login: 'Erika.Musterfrau' });
    const code = codeOf((await mailsTo(ctx.db, 'erika.musterfrau@example.at'))[0].text);

    const weak = await client.send('POST', '/service/v1.0/password/change', { code, password: 'erika.musterfrau' });
    expect(weak.statusCode).toBe(400);
    expect((weak.json() as { path: string }[]).every((e) => e.path === 'password')).toBe(true);

    const changed = await client.send('POST', '/service/v1.0/password/change', { code, password: 'Neues#Passwort1' });
    expect(changed.statusCode).toBe(204);
    expect((await login(ctx.app, 'erika.musterfrau', 'Neues#Passwort1')).response.statusCode).toBe(200);
    expect((await login(ctx.app, 'erika.musterfrau')).response.statusCode).toBe(401);
    const session = await ctx.app.inject({ method: 'GET', url: '/service/v1.0/session', headers: { cookie: jar.header() } });
    expect(session.json().authenticated).toBe(false);

    const reuse = await client.send('POST', '/service/v1.0/password/change', { code, password: 'Noch#Neuer2' });
    expect(reuse.statusCode).toBe(404);
    expect(reuse.json().type).toBe('NOT_FOUND');
  });

  it('refuses an unknown and an expired code with 404; a newer link replaces the older one', async () => {
    const client = await anonymousClient(ctx.app, '10.20.0.3');
    expect((await client.send('POST', '/service/v1.0/password/change', { code: 'falsch', password: 'Neues#Passwort1' })).statusCode).toBe(
      404,
    );

    await client.send('POST', '/service/v1.0/password/reset', { login: 'hausverwaltung.gruber' });
    const first = codeOf((await mailsTo(ctx.db, 'office@hv-gruber.example.at'))[0].text);
    await client.send('POST', '/service/v1.0/password/reset', { login: 'hausverwaltung.gruber' });
    const second = codeOf((await mailsTo(ctx.db, 'office@hv-gruber.example.at'))[0].text);
    expect(second).not.toBe(first);
    expect((await client.send('POST', '/service/v1.0/password/change', { code: first, password: 'Neues#Passwort1' })).statusCode).toBe(404);

    await ctx.db.query(`UPDATE account_codes SET expires_at = now() - interval '1 second' WHERE purpose = 'PASSWORD_RESET'`);
    expect((await client.send('POST', '/service/v1.0/password/change', { code: second, password: 'Neues#Passwort1' })).statusCode).toBe(
      404,
    );
    expect((await login(ctx.app, 'hausverwaltung.gruber')).response.statusCode).toBe(200);
  });

  it('validates the login length (8–50) and limits resets per login and per IP', async () => {
    const client = await anonymousClient(ctx.app, '10.20.0.4');
    const short = await client.send('POST', '/service/v1.0/password/reset', { login: 'kurz' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual([expect.objectContaining({ path: 'login', number: 4 })]);
    expect((await client.send('POST', '/service/v1.0/password/reset', { login: 'x'.repeat(51) })).statusCode).toBe(400);

    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      statuses.push((await client.send('POST', '/service/v1.0/password/reset', { login: 'neu.kunde' }, `10.20.1.${i}`)).statusCode);
    }
    expect(statuses).toEqual([204, 204, 204, 429]);
    const limited = await client.send('POST', '/service/v1.0/password/reset', { login: 'NEU.KUNDE' }, '10.20.2.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toMatch(/^\d+$/);
    expect(limited.json().type).toBe('RATE_LIMITED');
  });
});

describe('what a new password ends', () => {
  it('by link: every API token and the login lockout, so the owner logs in at once', async () => {
    const token = await tokenOf('hausverwaltung.gruber');
    for (let i = 0; i < 5; i += 1) await login(ctx.app, 'hausverwaltung.gruber', 'Falsch!Geraten1');
    // Locked: even the right password is refused now.
    expect((await login(ctx.app, 'hausverwaltung.gruber')).response.statusCode).toBe(401);

    const code = await resetCode('hausverwaltung.gruber', 'office@hv-gruber.example.at');
    const client = await anonymousClient(ctx.app, '10.22.0.2');
    expect((await client.send('POST', '/service/v1.0/password/change', { code, password: 'Gruber#Neu2026' })).statusCode).toBe(204);

    expect((await bearerDashboard(token)).statusCode).toBe(401);
    expect((await login(ctx.app, 'hausverwaltung.gruber', 'Gruber#Neu2026')).response.statusCode).toBe(200);
    const { rows } = await ctx.db.query<{ valid: number }>(
      `SELECT count(*)::int AS valid FROM api_tokens t JOIN users u ON u.id = t.user_id
        WHERE u.login = 'hausverwaltung.gruber' AND t.invalidated_at IS NULL`,
    );
    expect(rows[0].valid).toBe(0);
  });

  it('logged in: every API token of the user, and only of that user', async () => {
    const maxToken = await tokenOf('max.mustermann');
    // Another user's token (one without a forced password change: that user could make no token).
    await ctx.db.query(`UPDATE users SET change_password = false WHERE login = 'neu.kunde'`);
    const otherToken = await tokenOf('neu.kunde');
    const max = sessionCall(ctx.app, await loginWithCsrf(ctx.app, 'max.mustermann'));
    const changed = await max('PUT', '/service/v1.0/profiles/password', {
      currentPassword: 'Netzportal!2026',
      newPassword: 'Max#Neu2026x',
    });
    expect(changed.statusCode).toBe(204);
    expect((await bearerDashboard(maxToken)).statusCode).toBe(401);
    expect((await bearerDashboard(otherToken)).statusCode).toBe(200);
    // A token made after the change works.
    expect((await max('PUT', '/service/api-tokens/generate', { validForDays: 0 })).statusCode).toBe(200);
  });

  it('by link: an account whose registration was never confirmed becomes active (the link proves the address)', async () => {
    const [anna] = REGISTRATION_DEMO;
    const client = await anonymousClient(ctx.app, '10.22.0.3');
    expect((await client.send('POST', '/service/v1.0/registrations', registrationOf(anna))).statusCode).toBe(204);
    expect((await login(ctx.app, 'anna.huber', REGISTRATION_PASSWORD)).response.statusCode).toBe(401);

    const code = await resetCode('anna.huber', 'anna.huber@example.at');
    expect((await client.send('POST', '/service/v1.0/password/change', { code, password: 'Anna#Neu2026' })).statusCode).toBe(204);
    expect((await login(ctx.app, 'anna.huber', 'Anna#Neu2026')).response.statusCode).toBe(200);
  });
});

describe('username retrieval', () => {
  it('mails the login for meter point and the last 10 digits of the meter number; answers alike when nothing matches', async () => {
    const client = await anonymousClient(ctx.app, '10.21.0.1');
    const meterNumber = await meterOf(DEMO.max.smartMeterPod);
    const found = await timed(() =>
      client.send('POST', '/service/v1.0/username/retrieve', {
        meterPointAdministrationNumber: DEMO.max.smartMeterPod,
        meterNumber: meterNumber.slice(-10),
      }),
    );
    const missing = await timed(() =>
      client.send('POST', '/service/v1.0/username/retrieve', {
        meterPointAdministrationNumber: DEMO.max.smartMeterPod,
        meterNumber: '1234',
      }),
    );
    expect(found.result.statusCode).toBe(204);
    expect(missing.result.statusCode).toBe(204);
    expect(Math.abs(found.ms - missing.ms)).toBeLessThan(150);
    const [mail] = await mailsTo(ctx.db, 'max.mustermann@example.at');
    expect(mail.subject).toBe('Ihr Benutzername für das Kundenportal');
    expect(mail.text).toContain('„max.mustermann“');
    expect(mail.html).toContain('„max.mustermann“');
    const { rows } = await ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM mail_outbox WHERE subject LIKE 'Ihr Benutzername%'`);
    expect(rows[0].n).toBe(1);
  });

  it('validates meter point (33) and meter number (max 10), and limits per meter point', async () => {
    const client = await anonymousClient(ctx.app, '10.21.0.2');
    const bad = await client.send('POST', '/service/v1.0/username/retrieve', {
      meterPointAdministrationNumber: 'AT00300000',
      meterNumber: '12345678901',
    });
    expect(bad.statusCode).toBe(400);
    expect([...new Set((bad.json() as { path: string }[]).map((e) => e.path))].sort()).toEqual([
      'meterNumber',
      'meterPointAdministrationNumber',
    ]);

    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const response = await client.send(
        'POST',
        '/service/v1.0/username/retrieve',
        { meterPointAdministrationNumber: DEMO.max.smartMeterPod, meterNumber: '1' },
        `10.21.1.${i}`,
      );
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([204, 204, 204, 429]);
  });
});
