import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { testConfig } from '../../src/config';
import type { Db } from '../../src/db/db';

/** Static serving needs no database: a stub that fails loudly if touched. */
const noDb: Db = {
  kind: 'pglite',
  query: () => Promise.reject(new Error('no database in this test')),
  transaction: () => Promise.reject(new Error('no database in this test')),
  exec: () => Promise.reject(new Error('no database in this test')),
  withAdvisoryLock: () => Promise.reject(new Error('no database in this test')),
  close: async () => undefined,
};

let root: string;
let app: FastifyInstance;

function write(file: string, content: string | Buffer) {
  const full = path.join(root, file);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, content);
}

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'portal-frontend-'));
  write('shell/dist/index.html', '<!doctype html><title>Netzportal</title>');
  write('shell/dist/main.3f2a9c1b7d.js', 'console.log("shell")');
  write('remote-dashboard/dist/mf-manifest.json', '{"name":"remote_dashboard"}');
  write('remote-dashboard/dist/remoteEntry.js', 'var remote_dashboard;');
  write('remote-dashboard/dist/chunk.0123abcd4567.js', 'x'.repeat(2000));
  write('remote-dashboard/dist/chunk.0123abcd4567.js.gz', gzipSync('x'.repeat(2000)));
  mkdirSync(path.join(root, 'remote-account'), { recursive: true }); // not built: no dist
  app = buildApp({ db: noDb, config: testConfig({ frontendRoot: root, logLevel: 'silent' }) });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  rmSync(root, { recursive: true, force: true });
});

describe('static front end', () => {
  it('redirects / to /app/ and serves index.html there without caching', async () => {
    const redirect = await app.inject({ url: '/' });
    expect(redirect.statusCode).toBe(302);
    expect(redirect.headers.location).toBe('/app/');
    const index = await app.inject({ url: '/app/' });
    expect(index.statusCode).toBe(200);
    expect(index.body).toContain('Netzportal');
    expect(index.headers['cache-control']).toBe('no-cache');
  });

  it('falls back to index.html for front-end routes, but not for missing files', async () => {
    const deep = await app.inject({ url: '/app/portal/dashboard?x=1' });
    expect(deep.statusCode).toBe(200);
    expect(deep.headers['content-type']).toMatch(/text\/html/);
    expect(deep.headers['cache-control']).toBe('no-cache');
    expect((await app.inject({ url: '/app/missing.4f3e2d1c.js' })).statusCode).toBe(404);
  });

  it('caches hashed files for a year', async () => {
    const js = await app.inject({ url: '/app/main.3f2a9c1b7d.js' });
    expect(js.statusCode).toBe(200);
    expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sets the security headers', async () => {
    const response = await app.inject({ url: '/app/' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("connect-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('serves built remotes with CORS, revalidated entry files and precompressed chunks', async () => {
    const manifest = await app.inject({ url: '/remotes/dashboard/mf-manifest.json' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['access-control-allow-origin']).toBe('*');
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect((await app.inject({ url: '/remotes/dashboard/remoteEntry.js' })).headers['cache-control']).toBe('no-cache');
    const chunk = await app.inject({ url: '/remotes/dashboard/chunk.0123abcd4567.js', headers: { 'accept-encoding': 'gzip' } });
    expect(chunk.headers['content-encoding']).toBe('gzip');
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await app.inject({ url: '/remotes/account/mf-manifest.json' })).statusCode).toBe(404);
  });

  it('lists every built remote in /app/remotes.json', async () => {
    const response = await app.inject({ url: '/app/remotes.json' });
    expect(response.json()).toEqual({ remote_dashboard: '/remotes/dashboard/mf-manifest.json' });
    expect(response.headers['cache-control']).toBe('no-cache');
  });
});

describe('REMOTES_FILE and a missing shell build', () => {
  it('serves the remotes file, allows its origins in the CSP, and answers 404 on /app without a build', async () => {
    const other = mkdtempSync(path.join(tmpdir(), 'portal-empty-'));
    const remotesFile = path.join(other, 'remotes.json');
    writeFileSync(remotesFile, JSON.stringify({ remote_dashboard: 'http://localhost:9001/mf-manifest.json' }));
    const bare = buildApp({ db: noDb, config: testConfig({ frontendRoot: other, remotesFile, logLevel: 'silent' }) });
    try {
      await bare.ready();
      const remotes = await bare.inject({ url: '/app/remotes.json' });
      expect(remotes.json()).toEqual({ remote_dashboard: 'http://localhost:9001/mf-manifest.json' });
      expect(String(remotes.headers['content-security-policy'])).toContain("connect-src 'self' http://localhost:9001");
      expect((await bare.inject({ url: '/app/login' })).statusCode).toBe(404);
    } finally {
      await bare.close();
      rmSync(other, { recursive: true, force: true });
    }
  });
});
