import { API_TOKEN_READS } from '@portal/shared/contract/api-token-reads';
import { DEMO } from '../../src/demo/seed';
import { sessionCall } from '../account-helpers';
import { createTestApp, loginWithCsrf, type TestContext } from '../helpers';

let ctx: TestContext;
let max: ReturnType<typeof sessionCall>;
beforeAll(async () => {
  ctx = await createTestApp({ seed: { days: 3 } });
  max = sessionCall(ctx.app, await loginWithCsrf(ctx.app, 'max.mustermann'));
});
afterAll(() => ctx.close());
beforeEach(() => ctx.db.query('DELETE FROM rate_limits'));

const bearer = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  ctx.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

async function generate(validForDays: number, call = max): Promise<string> {
  const response = await call('PUT', '/service/api-tokens/generate', { validForDays });
  expect(response.statusCode).toBe(200);
  return response.json().token as string;
}

describe('API tokens', () => {
  it('generates a token (stored only as a hash) that reads the owner’s dashboard without cookies or CSRF token', async () => {
    const token = await generate(0);
    expect(token).toMatch(/^nzp_[A-Za-z0-9_-]{43}$/);
    const stored = await ctx.db.query<{ token_hash: string; expires_at: Date | null }>('SELECT token_hash, expires_at FROM api_tokens');
    expect(stored.rows.some((r) => r.token_hash === token)).toBe(false);
    expect(stored.rows[0].expires_at).toBeNull();

    const dashboard = await bearer(token, 'GET', '/service/v1.0/dashboard');
    expect(dashboard.statusCode).toBe(200);
    expect(dashboard.json().businessPartners.map((p: { businessPartnerNumber: string }) => p.businessPartnerNumber)).toEqual([
      ...DEMO.max.businessPartners,
    ]);
    expect((await bearer(token, 'GET', '/service/v1.0/dashboard/headers?branch=STROM')).statusCode).toBe(200);
    const detail = await bearer(
      token,
      'GET',
      `/service/v1.0/contract-accounts/${DEMO.max.businessPartners[0]}/${DEMO.max.smartMeterAccount}`,
    );
    expect(detail.statusCode).toBe(200);
    expect((await bearer(token, 'GET', '/service/v1.0/consumptions/profiles?branch=STROM&activeOnly=true')).statusCode).toBe(200);
    // A read-only route flagged with config { apiToken: 'read' }.
    expect((await bearer(token, 'GET', '/service/v1.0/constants/reading-types')).statusCode).toBe(200);
  });

  it('reads consumption values and their CSV with the two read-only POSTs', async () => {
    const token = await generate(30);
    const yesterday = new Date(Date.now() - 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'Europe/Vienna' });
    const request = {
      dimension: 'ENERGY',
      pods: [
        {
          contractAccountNumber: DEMO.max.smartMeterAccount,
          meterPointAdministrationNumber: DEMO.max.smartMeterPod,
          type: 'ACTIVE_CURRENT',
          timerange: { from: yesterday, to: yesterday },
          bestAvailableGranularity: 'QUARTER_OF_AN_HOUR',
        },
      ],
    };
    const values = await bearer(token, 'POST', '/service/v1.0/consumptions/profile/active', request);
    expect(values.statusCode).toBe(200);
    expect(Array.isArray(values.json())).toBe(true);
    const csv = await bearer(token, 'POST', '/service/v1.0/consumptions/profile/active/download', request);
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('"Datum";"kWh"');
  });

  it("never reads another customer's data", async () => {
    const token = await generate(0);
    const erika = await bearer(token, 'GET', `/service/v1.0/contract-accounts/${DEMO.erika.businessPartner}/${DEMO.erika.accounts[0]}`);
    expect(erika.statusCode).toBe(404);
  });

  it('answers 403 for every call beyond the read-only data API: changes, password, token management, my data', async () => {
    const token = await generate(0);
    const calls: [method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown][] = [
      ['PUT', '/service/v1.0/profiles/password', { currentPassword: 'Netzportal!2026', newPassword: 'Gehackt!2026x' }],
      ['PUT', '/service/v1.0/profiles/email', { currentPassword: 'Netzportal!2026', email: 'evil@example.at' }],
      ['PUT', '/service/api-tokens/generate', { validForDays: 0 }],
      ['PUT', '/service/api-tokens/invalidate-all'],
      [
        'PUT',
        '/service/v1.0/business-partners/1000012345/address',
        { country: 'DE', postcode: '80331', city: 'M', street: 'S', housenumber: '1' },
      ],
      [
        'PUT',
        `/service/v1.0/contract-accounts/${DEMO.max.businessPartners[0]}/${DEMO.max.smartMeterAccount}/enablePaperless`,
        { tosAccepted: true },
      ],
      [
        'POST',
        '/service/v1.0/emails/network-data',
        { businessPartnerNumber: '1000012345', contractAccountNumber: DEMO.max.smartMeterAccount, contractNumber: '300012345001' },
      ],
      ['GET', '/service/v1.0/profiles'],
      ['GET', '/service/v1.0/business-partners/1000012345'],
      ['GET', '/service/v1.0/session'],
      ['POST', '/service/v1.0/registrations', {}],
      ['POST', '/service/v1.0/password/reset', { login: 'max.mustermann' }],
      ['GET', '/service/logout'],
    ];
    for (const [method, url, payload] of calls) {
      const response = await bearer(token, method, url, payload);
      expect([url, response.statusCode]).toEqual([url, 403]);
      expect(response.json()).toEqual({ type: 'FORBIDDEN', message: expect.any(String) });
    }
    // Nothing changed: the password still works and no second token exists.
    expect((await loginWithCsrf(ctx.app, 'max.mustermann')).token).toBeTruthy();
    const { rows } = await ctx.db.query<{ email: string; country: string }>(
      `SELECT u.email, bp.country FROM users u JOIN business_partners bp ON bp.user_id = u.id
        WHERE u.login = 'max.mustermann' AND bp.business_partner_number = '1000012345'`,
    );
    expect(rows[0]).toEqual({ email: 'max.mustermann@example.at', country: 'AT' });
  });

  it('answers 401 for an unknown, expired or invalidated token', async () => {
    expect((await bearer('nzp_unbekannt', 'GET', '/service/v1.0/dashboard')).statusCode).toBe(401);
    expect((await bearer('', 'GET', '/service/v1.0/dashboard')).statusCode).toBe(401);

    const expiring = await generate(1);
    expect((await bearer(expiring, 'GET', '/service/v1.0/dashboard')).statusCode).toBe(200);
    const { rows } = await ctx.db.query<{ days: number }>(
      `SELECT round(extract(epoch FROM expires_at - created_at) / 86400)::int AS days FROM api_tokens ORDER BY id DESC LIMIT 1`,
    );
    expect(rows[0].days).toBe(1);
    await ctx.db.query(`UPDATE api_tokens SET expires_at = now() - interval '1 second' WHERE id = (SELECT max(id) FROM api_tokens)`);
    const expired = await bearer(expiring, 'GET', '/service/v1.0/dashboard');
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({ type: 'UNAUTHORIZED', message: 'Der API-Token ist ungültig, abgelaufen oder wurde widerrufen.' });

    const a = await generate(0);
    const b = await generate(365);
    expect((await max('PUT', '/service/api-tokens/invalidate-all')).statusCode).toBe(204);
    for (const token of [a, b]) expect((await bearer(token, 'GET', '/service/v1.0/dashboard')).statusCode).toBe(401);
    // A token made after the invalidation works.
    expect((await bearer(await generate(0), 'GET', '/service/v1.0/dashboard')).statusCode).toBe(200);
  });

  it('invalidate-all touches only the caller’s tokens', async () => {
    const erika = sessionCall(ctx.app, await loginWithCsrf(ctx.app, 'erika.musterfrau'));
    const erikaToken = await generate(0, erika);
    await max('PUT', '/service/api-tokens/invalidate-all');
    const dashboard = await bearer(erikaToken, 'GET', '/service/v1.0/dashboard');
    expect(dashboard.statusCode).toBe(200);
    expect(dashboard.json().businessPartners[0].businessPartnerNumber).toBe(DEMO.erika.businessPartner);
  });

  it('validates validForDays: integer 0–3650', async () => {
    for (const validForDays of [-1, 3651, 1.5, '30x']) {
      const response = await max('PUT', '/service/api-tokens/generate', { validForDays });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual([expect.objectContaining({ path: 'validForDays' })]);
    }
    expect((await max('PUT', '/service/api-tokens/generate', { validForDays: 3650 })).statusCode).toBe(200);
  });

  it('needs a session and the CSRF token to manage tokens', async () => {
    expect((await ctx.app.inject({ method: 'PUT', url: '/service/api-tokens/generate', payload: { validForDays: 0 } })).statusCode).toBe(
      400,
    );
    const { jar } = await loginWithCsrf(ctx.app, 'max.mustermann');
    const noCsrf = await ctx.app.inject({
      method: 'PUT',
      url: '/service/api-tokens/generate',
      headers: { cookie: jar.header() },
      payload: { validForDays: 0 },
    });
    expect(noCsrf.statusCode).toBe(400);
    expect(noCsrf.body).toBe('');
  });

  it('is documented in the OpenAPI document as a bearer security scheme', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/service/openapi.json' })).json();
    expect(doc.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.paths['/service/v1.0/dashboard'].get.security).toEqual(expect.arrayContaining([{ bearer: [] }]));
    expect(doc.paths['/service/api-tokens/generate'].put).toBeDefined();
  });
});

describe('the OpenAPI document', () => {
  const withoutParams = (path: string) => path.replace(/\{[^}]+\}/g, '{}');

  it('lists only calls that have a route, and names in its description only such calls', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/service/openapi.json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
      info: { description: string };
    };
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const method of Object.keys(operations)) {
        const url = path.replace(/\{([^}]+)\}/g, ':$1');
        expect([method, path, ctx.app.hasRoute({ method: method.toUpperCase() as 'GET', url })]).toEqual([method, path, true]);
      }
    }
    const documented = new Set(Object.keys(doc.paths).map(withoutParams));
    const named = [...doc.info.description.matchAll(/`(?:GET|POST|PUT) (\/service\/[^`\s]+)`/g)].map((m) => m[1]);
    expect(named.length).toBeGreaterThan(5);
    expect(named.filter((path) => !documented.has(withoutParams(path)))).toEqual([]);
  });

  it('marks exactly the calls the API page lists as readable with a token, and each of them admits one', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/service/openapi.json' })).json() as {
      paths: Record<string, Record<string, { security?: Record<string, unknown>[] }>>;
    };
    const marked = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => operation.security?.some((scheme) => 'bearer' in scheme))
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(marked.sort()).toEqual([...API_TOKEN_READS].sort());

    const token = await generate(0);
    const values: Record<string, string> = {
      businessPartnerNumber: DEMO.max.businessPartners[0],
      contractAccountNumber: DEMO.max.smartMeterAccount,
      consentId: 'UNBEKANNT',
      requestId: 'SB7K3M9Q',
    };
    for (const call of API_TOKEN_READS) {
      const [method, path] = call.split(' ') as ['GET' | 'POST', string];
      const url = path.replace(/\{([^}]+)\}/g, (_, name: string) => values[name]);
      // A POST without a body answers 400, an unknown consent 404: what counts is that the token got past the guard.
      expect([call, (await bearer(token, method, url, method === 'POST' ? {} : undefined)).statusCode]).not.toEqual([call, 403]);
    }
  });

  it('admits a token only on routes that declare it: a path without such a route answers 403, not 404', async () => {
    const token = await generate(0);
    expect((await bearer(token, 'GET', '/service/v1.0/gibt-es-nicht')).statusCode).toBe(403);
  });
});

it('has no development mailbox unless DEV_MAILBOX is set', async () => {
  expect((await ctx.app.inject({ method: 'GET', url: '/service/dev/mailbox' })).statusCode).toBe(404);
});
