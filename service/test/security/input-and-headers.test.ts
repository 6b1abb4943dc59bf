import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { PERMISSIONS_POLICY } from '../../src/app';
import { REGISTRATION_DEMO } from '../../src/demo/seed-accounts';
import { serializeError, serializeRequest } from '../../src/http/log-serializers';
import { anonymousClient, registrationOf, sessionCall } from '../account-helpers';
import { createTestApp, login, loginWithCsrf, type TestContext } from '../helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ seed: { days: 2 } });
});
afterAll(() => ctx.close());
beforeEach(() => ctx.db.query('DELETE FROM rate_limits'));

const nulError = (path: string) => [{ path, message: 'Ungültiges Zeichen', number: 2 }];

describe('a NUL character in any string', () => {
  it('answers 400 with the error array in a JSON and a form-encoded login', async () => {
    const json = await login(ctx.app, 'max.mustermann\u0000', 'x');
    expect(json.response.statusCode).toBe(400);
    expect(json.response.json()).toEqual(nulError('j_username'));
    const form = await ctx.app.inject({
      method: 'POST',
      url: '/service/j_security_check',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'j_username=max.mustermann&j_password=a%00b',
    });
    expect(form.statusCode).toBe(400);
    expect(form.json()).toEqual(nulError('j_password'));
  });

  it('answers 400 for registration fields, nested address fields and e-mails, and changes nothing', async () => {
    const client = await anonymousClient(ctx.app, '10.9.0.1');
    const before = await ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
    const response = await client.send(
      'POST',
      '/service/v1.0/registrations',
      registrationOf(REGISTRATION_DEMO[0], { email: 'anna\u0000@example.at' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(nulError('email'));
    const after = await ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
    expect(after.rows[0].n).toBe(before.rows[0].n);
  });

  it('answers 400 in query strings and path parameters of a logged-in call', async () => {
    const max = await loginWithCsrf(ctx.app, 'max.mustermann');
    const call = sessionCall(ctx.app, max);
    const query = await call('GET', '/service/autocomplete/city?postcode=40%0020&city=Linz');
    expect(query.statusCode).toBe(400);
    expect(query.json()).toEqual(nulError('postcode'));
    const params = await call('GET', '/service/v1.0/contract-accounts/%00/400012345001');
    expect(params.statusCode).toBe(400);
    expect(params.json()).toEqual(nulError('businessPartnerNumber'));
  });
});

describe('the log', () => {
  it('keeps a database error’s name, code and message, never its parameters or detail', () => {
    const error = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), {
      code: '22021',
      params: ['max.mustermann', '$argon2id$v=19$secret-hash'],
      query: 'UPDATE users SET …',
      detail: 'Key (email)=(anna@example.at) already exists.',
    });
    const logged = JSON.stringify(serializeError(error));
    expect(logged).toContain('22021');
    expect(logged).toContain('invalid byte sequence');
    for (const secret of ['argon2id', 'max.mustermann', 'anna@example.at', 'UPDATE users']) expect(logged).not.toContain(secret);
  });

  it('writes a request’s path without its query string', () => {
    const request = { method: 'GET', url: '/service/autocomplete/street?postcode=4020&street=Geheimweg', hostname: 'h', ip: '1.2.3.4' };
    expect(serializeRequest(request as never)).toEqual({
      method: 'GET',
      url: '/service/autocomplete/street',
      hostname: 'h',
      remoteAddress: '1.2.3.4',
    });
  });
});

describe('headers of answers', () => {
  it('sends Cache-Control: no-store on every answer to a logged-in caller, JSON and CSV alike, and on the login', async () => {
    const { response } = await login(ctx.app, 'erika.musterfrau');
    expect(response.headers['cache-control']).toBe('no-store');
    const erika = await loginWithCsrf(ctx.app, 'erika.musterfrau');
    const call = sessionCall(ctx.app, erika);
    for (const url of [
      '/service/v1.0/session',
      '/service/v1.0/dashboard',
      '/service/v1.0/profiles',
      '/service/v1.0/consumptions/profiles',
    ]) {
      const answer = await call('GET', url);
      expect([url, answer.statusCode]).toEqual([url, 200]);
      expect([url, answer.headers['cache-control']]).toEqual([url, 'no-store']);
    }
  });

  it('switches off the browser features the portal never uses, passkeys only on its own origin (Permissions-Policy)', async () => {
    const policy = PERMISSIONS_POLICY;
    expect(policy).toBe(
      'camera=(), microphone=(), geolocation=(), payment=(), usb=(), publickey-credentials-get=(self), publickey-credentials-create=(self)',
    );
    // The HTML page: static.test.ts (a front end built for the test).
    for (const url of ['/service/v1.0/session', '/app/operator.json', '/service/v1.0/dashboard', '/service/nirgends']) {
      const answer = await ctx.app.inject({ method: 'GET', url });
      expect([url, answer.headers['permissions-policy']]).toEqual([url, policy]);
    }
  });

  it('forbids framing in both headers alike (X-Frame-Options DENY, frame-ancestors none)', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/service/v1.0/session' });
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });
});

/** Sends a raw HTTP/1.1 request (the request line exactly as given) and returns the status line and body. */
async function raw(port: number, requestLine: string, headers: string[], body = ''): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let text = '';
    socket.on('data', (chunk) => (text += chunk.toString('utf8')));
    socket.on('end', () => resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0), text }));
    socket.on('error', reject);
    socket.write(
      [
        requestLine,
        `Host: 127.0.0.1:${port}`,
        'Connection: close',
        ...headers,
        `Content-Length: ${Buffer.byteLength(body)}`,
        '',
        body,
      ].join('\r\n'),
    );
  });
}

describe('a request line with an absolute URL', () => {
  let port: number;
  beforeAll(async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    port = (ctx.app.server.address() as AddressInfo).port;
  });

  it('gets the CSRF check of its routed path (no token: the empty 400, nothing changed)', async () => {
    const max = await loginWithCsrf(ctx.app, 'max.mustermann');
    const answer = await raw(
      port,
      `PUT http://127.0.0.1:${port}/service/v1.0/profiles/password HTTP/1.1`,
      [`Cookie: ${max.jar.header()}`, 'Content-Type: application/json'],
      JSON.stringify({ currentPassword: 'Netzportal!2026', newPassword: 'Anders!2026x' }),
    );
    expect(answer.status).toBe(400);
    expect(answer.text.endsWith('\r\n\r\n')).toBe(true);
    expect((await login(ctx.app, 'max.mustermann')).response.statusCode).toBe(200);
  });

  it('gets the maintenance answer of its routed path', async () => {
    ctx.app.maintenance.set(true);
    try {
      const answer = await raw(port, `GET http://127.0.0.1:${port}/service/v1.0/session HTTP/1.1`, []);
      expect(answer.status).toBe(503);
      expect(answer.text).toContain('"type":"MAINTENANCE"');
    } finally {
      ctx.app.maintenance.set(false);
    }
  });
});

describe('errors of the framework before routing', () => {
  it('a path with bad percent-encoding answers 400 in the portal’s shape, without echoing the path', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/service/%zz<script>' });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toEqual({ type: 'CLIENT_ERROR', message: 'Ungültige Adresse' });
    expect(response.body).not.toMatch(/FST_|script|%zz/);
  });

  it('a path parameter beyond the router’s limit answers 414 in the portal’s shape', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: `/service/v1.0/invoices/${'9'.repeat(300)}/400012345001` });
    expect(response.statusCode).toBe(414);
    expect(response.json()).toEqual({ type: 'CLIENT_ERROR', message: 'Die Adresse ist zu lang' });
    expect(response.body).not.toContain('999999');
  });
});
