import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../src/app';
import { testConfig, type Config } from '../src/config';
import type { Db } from '../src/db/db';
import { migrate } from '../src/db/migrate';
import { openPglite } from '../src/db/pglite';
import { DEMO_PASSWORD, seedDemoData, type SeedOptions } from '../src/demo/seed';

// PGlite starts in a few seconds (WebAssembly); seeding adds a few more.
jest.setTimeout(60_000);

export interface TestContext {
  app: FastifyInstance;
  db: Db;
  close(): Promise<void>;
}

/** A real app on an in-memory PGlite with the demo data (few days of quarter-hours: the suite stays fast). */
export async function createTestApp(
  options: { config?: Partial<Config>; seed?: SeedOptions | false } = {},
): Promise<TestContext> {
  const db = await openPglite(null);
  await migrate(db);
  if (options.seed !== false) await seedDemoData(db, { days: 20, ...options.seed });
  const app = buildApp({ db, config: testConfig({ logLevel: 'silent', ...options.config }) });
  await app.ready();
  return {
    app,
    db,
    async close() {
      await app.close();
      await db.close();
    },
  };
}

/** A minimal cookie jar: what a client keeps between calls. */
export class CookieJar {
  private cookies = new Map<string, string>();

  store(response: LightMyRequestResponse): this {
    for (const cookie of response.cookies as { name: string; value: string; maxAge?: number; expires?: Date }[]) {
      const expired = cookie.maxAge === 0 || (cookie.expires && cookie.expires.getTime() < Date.now());
      if (expired || cookie.value === '') this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return this;
  }

  get(name: string): string | undefined {
    return this.cookies.get(name);
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

export async function login(app: FastifyInstance, username: string, password = DEMO_PASSWORD) {
  const jar = new CookieJar();
  const response = await app.inject({
    method: 'POST',
    url: '/service/j_security_check',
    payload: { j_username: username, j_password: password },
  });
  jar.store(response);
  return { response, jar };
}

/** Logs in and fetches the CSRF token the way API clients do (GET /session after login). */
export async function loginWithCsrf(app: FastifyInstance, username: string, password = DEMO_PASSWORD) {
  const { response, jar } = await login(app, username, password);
  if (response.statusCode !== 200) throw new Error(`login of ${username} failed: ${response.statusCode}`);
  jar.store(await app.inject({ method: 'GET', url: '/service/v1.0/session', headers: { cookie: jar.header() } }));
  const token = jar.get('XSRF-TOKEN');
  if (!token) throw new Error('no XSRF-TOKEN');
  return { jar, token };
}

export function setCookieHeaders(response: LightMyRequestResponse): string[] {
  const raw = response.headers['set-cookie'];
  return raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
}
