import { SESSION_COOKIE } from '@portal/shared/contract/session';
import { buildApp } from '../../src/app';
import { testConfig } from '../../src/config';
import type { Db } from '../../src/db/db';
import type { FastifyInstance } from 'fastify';
import { sessionCall } from '../account-helpers';
import { login, loginWithCsrf, openTestDb } from '../helpers';

// The app on a database that counts the statements writing the sessions table.
let app: FastifyInstance;
let db: Db;
let drop: () => Promise<void>;
let sessionWrites = 0;

beforeAll(async () => {
  const opened = await openTestDb({ days: 2 });
  db = opened.db;
  drop = opened.drop;
  const counting: Db = {
    ...db,
    query: (sql, params) => {
      if (/^\s*(UPDATE|INSERT INTO|DELETE FROM)\s+sessions\b/i.test(sql)) sessionWrites += 1;
      return db.query(sql, params);
    },
  };
  app = buildApp({ db: counting, config: testConfig({ logLevel: 'silent' }) });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await drop();
});

const read = (cookie: string, url = '/service/v1.0/dashboard') => app.inject({ url, headers: { cookie } });
const lastSeen = async (cookie: string) => {
  const { rows } = await db.query<{ at: string }>(
    `SELECT last_seen_at::text AS at FROM sessions WHERE id_hash = encode(sha256(convert_to($1, 'UTF8')), 'hex')`,
    [new RegExp(`${SESSION_COOKIE}=([^;]+)`).exec(cookie)?.[1] ?? ''],
  );
  return rows[0]?.at;
};

describe('session lookups', () => {
  it('many reads within a minute write the sessions table not once', async () => {
    const { jar } = await login(app, 'max.mustermann');
    const cookie = jar.header();
    const before = sessionWrites;
    for (let i = 0; i < 20; i += 1) expect((await read(cookie)).statusCode).toBe(200);
    expect(sessionWrites).toBe(before);
  });

  it('a read a minute after the last touch slides the expiry once, then reads stop writing again', async () => {
    const { jar } = await login(app, 'erika.musterfrau');
    const cookie = jar.header();
    // As if the last request came 2 minutes ago (setting it back also reaches the cache).
    await db.query(`UPDATE sessions SET last_seen_at = now() - interval '2 minutes'
                     WHERE user_id = (SELECT id FROM users WHERE login = 'erika.musterfrau')`);
    const before = sessionWrites;
    expect((await read(cookie)).statusCode).toBe(200);
    expect(sessionWrites).toBe(before + 1);
    const { rows } = await db.query<{ fresh: boolean }>(
      `SELECT bool_and(last_seen_at > now() - interval '10 seconds') AS fresh FROM sessions
        WHERE user_id = (SELECT id FROM users WHERE login = 'erika.musterfrau')`,
    );
    expect(rows[0].fresh).toBe(true);
    for (let i = 0; i < 10; i += 1) expect((await read(cookie)).statusCode).toBe(200);
    expect(sessionWrites).toBe(before + 1);
  });

  it('logout ends a cached session at once', async () => {
    const { jar } = await login(app, 'max.mustermann');
    const cookie = jar.header();
    expect((await read(cookie)).statusCode).toBe(200);
    expect((await read(cookie, '/service/logout')).statusCode).toBe(200);
    expect((await read(cookie)).statusCode).toBe(401);
  });

  it('the forced password change and a new name reach a cached session at once', async () => {
    const { jar } = await login(app, 'erika.musterfrau');
    const cookie = jar.header();
    expect((await read(cookie)).statusCode).toBe(200);
    await db.query(`UPDATE users SET change_password = true, firstname = 'Erika Maria' WHERE login = 'erika.musterfrau'`);
    const blocked = await read(cookie);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toMatchObject({ type: 'PASSWORD_CHANGE_REQUIRED' });
    expect((await read(cookie, '/service/v1.0/session')).json()).toMatchObject({
      user: { firstname: 'Erika Maria', changePassword: true },
    });
    await db.query(`UPDATE users SET change_password = false, firstname = 'Erika' WHERE login = 'erika.musterfrau'`);
    expect((await read(cookie)).statusCode).toBe(200);
  });

  it('refresh slides the expiry at once', async () => {
    const { jar } = await login(app, 'max.mustermann');
    const cookie = jar.header();
    await db.query(`UPDATE sessions SET last_seen_at = now() - interval '20 seconds'`);
    const seenBefore = await lastSeen(cookie);
    const refreshed = await app.inject({
      method: 'POST',
      url: '/service/j_security_check/refresh',
      headers: { cookie, 'content-type': 'application/json' },
    });
    expect(refreshed.statusCode).toBe(200);
    expect(await lastSeen(cookie)).not.toBe(seenBefore);
  });
  it('a password change ends the other cached sessions at once and keeps the one that made it', async () => {
    const other = (await login(app, 'max.mustermann')).jar.header();
    const changer = await loginWithCsrf(app, 'max.mustermann');
    expect((await read(other)).statusCode).toBe(200);
    expect((await read(changer.jar.header())).statusCode).toBe(200);
    const changed = await sessionCall(app, changer)('PUT', '/service/v1.0/profiles/password', {
      currentPassword: 'Netzportal!2026',
      newPassword: 'Max#Neu2026x',
    });
    expect(changed.statusCode).toBe(204);
    expect((await read(other)).statusCode).toBe(401);
    expect((await read(changer.jar.header())).statusCode).toBe(200);
  });
});
