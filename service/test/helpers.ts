import { createHash } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../src/app';
import { testConfig, type Config } from '../src/config';
import type { Db } from '../src/db/db';
import { migrate } from '../src/db/migrate';
import { openPglite } from '../src/db/pglite';
import { openPg } from '../src/db/pg';
import pg from 'pg';
import { DEMO_PASSWORD, seedDemoData, type SeedOptions } from '../src/demo/seed';
import { resolveTwoFactorKey } from '../src/two-factor/secret-box';

// PGlite starts in a few seconds (WebAssembly); seeding adds a few more.
jest.setTimeout(process.env.TEST_DATABASE_URL ? 180_000 : 60_000);

export interface TestContext {
  app: FastifyInstance;
  db: Db;
  close(): Promise<void>;
}

async function onServer(server: string, fn: (client: pg.Client) => Promise<void>): Promise<void> {
  const client = new pg.Client({ connectionString: server });
  await client.connect();
  try {
    await fn(client);
  } finally {
    await client.end();
  }
}

const databaseUrl = (server: string, name: string) => {
  const url = new URL(server);
  url.pathname = `/${name}`;
  return url.toString();
};

/**
 * The test's database, migrated and seeded: an in-memory PGlite, or with TEST_DATABASE_URL (a PostgreSQL server;
 * `npm test` starts one) a new database of its own on that server, dropped again by drop(). With TEST_TEMPLATE_KEY
 * (one value per run) the seeded data are made once per seed options as a template and copied for each test file.
 */
export async function openTestDb(seed: SeedOptions | false): Promise<{ db: Db; drop(): Promise<void> }> {
  const server = process.env.TEST_DATABASE_URL;
  const fill = async (db: Db) => {
    await migrate(db);
    // The demo customer with an authenticator app needs the key of the test configuration.
    if (seed !== false) await seedDemoData(db, { days: 20, twoFactorKey: resolveTwoFactorKey(testConfig()), ...seed });
  };
  if (!server) {
    const db = await openPglite(null);
    await fill(db);
    return { db, drop: () => db.close() };
  }
  const name = `test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const runKey = process.env.TEST_TEMPLATE_KEY;
  let seeded = false;
  if (runKey) {
    const template = `tmpl_${createHash('sha256')
      .update(`${runKey}|${JSON.stringify(seed)}`)
      .digest('hex')
      .slice(0, 16)}`;
    await onServer(server, async (client) => {
      // One worker makes the template; the others wait for it.
      await client.query('SELECT pg_advisory_lock(hashtext($1))', [template]);
      const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [template]);
      if (exists.rows.length === 0) {
        await client.query(`CREATE DATABASE ${template}`);
        const db = await openPg(databaseUrl(server, template), { statementTimeoutMs: 0, poolSize: 2 });
        await fill(db).finally(() => db.close());
      }
      await client.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    });
    seeded = true;
  } else {
    await onServer(server, async (client) => void (await client.query(`CREATE DATABASE ${name}`)));
  }
  // Seeding a year of quarter-hours takes longer than any request may: no statement timeout in tests.
  const db = await openPg(databaseUrl(server, name), { statementTimeoutMs: 0, poolSize: 4 });
  if (!seeded) await fill(db);
  return {
    db,
    async drop() {
      await db.close();
      await onServer(server, async (client) => void (await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)));
    },
  };
}

/** A real app on its own database (see openTestDb) with the demo data (few days of quarter-hours: the suite stays fast). */
export async function createTestApp(options: { config?: Partial<Config>; seed?: SeedOptions | false } = {}): Promise<TestContext> {
  const { db, drop } = await openTestDb(options.seed ?? {});
  const app = buildApp({ db, config: testConfig({ logLevel: 'silent', ...options.config }) });
  await app.ready();
  return {
    app,
    db,
    async close() {
      await app.close();
      await drop();
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
