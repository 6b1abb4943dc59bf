import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { buildApp, PERMISSIONS_POLICY } from '../../src/app';
import { testConfig } from '../../src/config';
import type { Db } from '../../src/db/db';

/** Static serving needs no database: a stub that fails loudly if touched. */
const noDb: Db = {
  kind: 'pglite',
  query: () => Promise.reject(new Error('no database in this test')),
  transaction: () => Promise.reject(new Error('no database in this test')),
  exec: () => Promise.reject(new Error('no database in this test')),
  withAdvisoryLock: () => Promise.reject(new Error('no database in this test')),
  onNotify: () => () => undefined,
  close: async () => undefined,
};

let root: string;
let app: FastifyInstance;

function write(file: string, content: string | Buffer) {
  const full = path.join(root, file);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, content);
}

const dashboardDescriptor = {
  name: 'remote_dashboard',
  version: '0.3.0',
  areas: [{ prefix: '/portal/dashboard', access: 'private' }],
  navigation: [{ label: 'Übersicht', to: '/portal/dashboard', order: 10 }],
  reads: [
    { path: '/portal/dashboard', requests: ['/service/v1.0/dashboard'] },
    { path: '/portal/dashboard/:bpn/:can', requests: ['/service/v1.0/contract-accounts/:bpn/:can'] },
  ],
  titles: [
    { path: '/portal/dashboard', title: 'Übersicht', breadcrumb: 'Übersicht' },
    { path: '/portal/dashboard/:bpn/:can', title: 'Vertragskonto <Details>', breadcrumb: 'Vertragskonto' },
  ],
  requires: { '@portal/shared': '^0.2.0' },
};

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'portal-frontend-'));
  write(
    'shell/dist/index.html',
    '<!doctype html><html lang="de-AT"><head><meta name="theme-color" content="#00569c"><title>Netzportal</title></head>' +
      '<body><div id="root"></div></body></html>',
  );
  write('shell/dist/main.3f2a9c1b7d.js', 'console.log("shell")');
  write('remote-dashboard/package.json', '{"version":"0.3.0"}');
  write('remote-dashboard/remote.json', JSON.stringify({ ...dashboardDescriptor, version: undefined }));
  // An older build stays beside the current one.
  write('remote-dashboard/dist/0.2.0/mf-manifest.json', '{"name":"remote_dashboard"}');
  write('remote-dashboard/dist/0.3.0/mf-manifest.json', '{"name":"remote_dashboard"}');
  write('remote-dashboard/dist/0.3.0/remote.json', JSON.stringify(dashboardDescriptor));
  write('remote-dashboard/dist/0.3.0/remoteEntry.js', 'var remote_dashboard;');
  write('remote-dashboard/dist/0.3.0/chunk.0123abcd4567.js', 'x'.repeat(2000));
  write('remote-dashboard/dist/0.3.0/chunk.0123abcd4567.js.gz', gzipSync('x'.repeat(2000)));
  // What the dashboard's page needs (tools/route-chunks.cjs): the shell provides the router, the remote its own date
  // format (which consumes the number format, provided by the shell too).
  write(
    'remote-dashboard/dist/0.3.0/route-chunks.json',
    JSON.stringify({
      routes: { files: ['__federation_expose_routes.aaaaaaaaaa.js'], consumes: [] },
      pages: [
        {
          path: '/portal/dashboard',
          files: ['7930.bbbbbbbbbb.js'],
          consumes: [
            { key: 'react-router', fallback: 0 },
            { key: '@portal/shared/format/date', fallback: 1 },
          ],
        },
      ],
      provides: { '@portal/shared/format/date': 2 },
      copies: [
        { files: ['router.cccccccccc.js'], consumes: [] },
        { files: ['date-fallback.dddddddddd.js'], consumes: [] },
        { files: ['date.eeeeeeeeee.js'], consumes: [{ key: '@portal/shared/format/number', fallback: null }] },
      ],
    }),
  );
  write(
    'shell/dist/mf-manifest.json',
    JSON.stringify({
      shared: [
        { name: 'react-router', assets: { js: { sync: ['framework.ffffffffff.js'], async: [] } } },
        { name: '@portal/shared/format/number', assets: { js: { sync: ['kit.1111111111.js'], async: [] } } },
      ],
    }),
  );
  // Not built: listed with its source areas and no entry.
  write('remote-account/package.json', '{"version":"0.1.0"}');
  write(
    'remote-account/remote.json',
    JSON.stringify({ name: 'remote_account', areas: [{ prefix: '/login', access: 'public-only' }], navigation: [] }),
  );
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
    expect(index.headers['content-type']).toMatch(/text\/html/);
    expect(index.body).toContain('<title>Netzportal</title>');
    // The operator's header is in the page before any script runs.
    expect(index.body).toContain('<div id="root"><div class="shell"><header class="shell-header">');
    expect(index.body).toContain('<span>Netzportal</span>');
    // The remotes file as /app/remotes.json answers it, for the shell to start without fetching it.
    const inline = /<script type="application\/json" id="portal-remotes">(.*?)<\/script>/.exec(index.body);
    expect(JSON.parse(inline![1])).toEqual((await app.inject({ url: '/app/remotes.json' })).json());
    expect(index.headers['cache-control']).toBe('no-cache');
    // Passkeys only on the portal's own origin, camera, microphone, location, payment and USB never.
    expect(index.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
    expect(PERMISSIONS_POLICY).toContain('publickey-credentials-get=(self)');
  });

  it('falls back to index.html for front-end routes, but not for missing files', async () => {
    const deep = await app.inject({ url: '/app/portal/dashboard?x=1' });
    expect(deep.statusCode).toBe(200);
    expect(deep.headers['content-type']).toMatch(/text\/html/);
    expect(deep.headers['cache-control']).toBe('no-cache');
    expect((await app.inject({ url: '/app/missing.4f3e2d1c.js' })).statusCode).toBe(404);
  });

  it('answers a browser asking for a page with a dot in its last segment with the page, a missing file with 404', async () => {
    const browser = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };
    for (const url of ['/app/impress.', '/app/nope.html', '/app/portal/profile.old?x=1']) {
      const page = await app.inject({ url, headers: browser });
      expect([url, page.statusCode, page.headers['content-type']]).toEqual([url, 200, expect.stringMatching(/^text\/html/)]);
      expect(page.body).toContain('<div id="root">');
    }
    // Build files stay 404 with the JSON body, also for a browser; so does any dotted path for a script's request.
    for (const [url, accept] of [
      ['/app/missing.4f3e2d1c.js', browser.accept],
      ['/app/styles.0a1b2c3d.css', browser.accept],
      ['/app/main.3f2a9c1b7d.js.map', browser.accept],
      ['/app/nope.html', '*/*'],
      ['/app/impress.', 'application/json'],
    ]) {
      const missing = await app.inject({ url, headers: { accept } });
      expect([url, accept, missing.statusCode, missing.json()]).toEqual([
        url,
        accept,
        404,
        { type: 'NOT_FOUND', message: 'Nicht gefunden' },
      ]);
    }
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

  it('serves every built version of a remote with CORS, revalidated entry files and precompressed chunks', async () => {
    const manifest = await app.inject({ url: '/remotes/dashboard/0.3.0/mf-manifest.json' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['access-control-allow-origin']).toBe('*');
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect((await app.inject({ url: '/remotes/dashboard/0.2.0/mf-manifest.json' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/remotes/dashboard/0.3.0/remoteEntry.js' })).headers['cache-control']).toBe('no-cache');
    const chunk = await app.inject({
      url: '/remotes/dashboard/0.3.0/chunk.0123abcd4567.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(chunk.headers['content-encoding']).toBe('gzip');
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await app.inject({ url: '/remotes/account/0.1.0/mf-manifest.json' })).statusCode).toBe(404);
  });

  it('names the scripts of the address’s page in preload hints, so that they load with the shell’s', async () => {
    const preloads = (html: string) => [...html.matchAll(/<link rel="preload" as="script" href="([^"]+)">/g)].map((m) => m[1]);
    const loggedIn = { cookie: 'NETZPORTAL_SESSION=abc' };
    const dashboard = await app.inject({ url: '/app/portal/dashboard', headers: loggedIn });
    expect(preloads(dashboard.body)).toEqual([
      '/remotes/dashboard/0.3.0/remoteEntry.js',
      '/remotes/dashboard/0.3.0/__federation_expose_routes.aaaaaaaaaa.js',
      '/remotes/dashboard/0.3.0/7930.bbbbbbbbbb.js',
      // the remote's own copy of what the shell does not provide, with what that copy consumes in turn
      '/remotes/dashboard/0.3.0/date.eeeeeeeeee.js',
      '/app/kit.1111111111.js',
      '/app/framework.ffffffffff.js',
    ]);
    expect(dashboard.body.indexOf('rel="preload"')).toBeLessThan(dashboard.body.indexOf('</head>'));
    // The guard sends a visitor without a session to the login page: nothing of the dashboard is fetched for it.
    expect(preloads((await app.inject({ url: '/app/portal/dashboard' })).body)).toEqual([]);
    // An address of the area no route of the build serves, and a remote without a build: nothing to name.
    expect(preloads((await app.inject({ url: '/app/portal/dashboard/gibt-es-nicht', headers: loggedIn })).body)).toEqual([]);
    expect(preloads((await app.inject({ url: '/app/login' })).body)).toEqual([]);
  });

  it('names every chunk a module the shell provides needs, as the shell’s build records them', async () => {
    const preloads = (html: string) => [...html.matchAll(/<link rel="preload" as="script" href="([^"]+)">/g)].map((m) => m[1]);
    // The number format needs a library in a chunk of its own, which the federation manifest does not name.
    write(
      'shell/dist/provided-chunks.json',
      JSON.stringify({
        'react-router': ['framework.ffffffffff.js'],
        '@portal/shared/format/number': ['264.2222222222.js', 'kit.1111111111.js'],
      }),
    );
    try {
      const dashboard = await app.inject({ url: '/app/portal/dashboard', headers: { cookie: 'NETZPORTAL_SESSION=abc' } });
      expect(preloads(dashboard.body)).toEqual(expect.arrayContaining(['/app/264.2222222222.js', '/app/kit.1111111111.js']));
    } finally {
      rmSync(path.join(root, 'shell/dist/provided-chunks.json'));
    }
  });

  it('names the service reads the address’s page starts with, so that the browser fetches them with the scripts', async () => {
    const reads = (html: string) =>
      [...html.matchAll(/<link rel="preload" as="fetch" crossorigin="anonymous" href="([^"]+)">/g)].map((m) => m[1]);
    const loggedIn = { cookie: 'NETZPORTAL_SESSION=abc' };
    // Every page starts with the shell's session check; then what the address's page reads.
    const check = '/service/v1.0/session';
    expect(reads((await app.inject({ url: '/app/portal/dashboard', headers: loggedIn })).body)).toEqual([check, '/service/v1.0/dashboard']);
    expect(reads((await app.inject({ url: '/app/portal/dashboard/1000012345/400012345001', headers: loggedIn })).body)).toEqual([
      check,
      '/service/v1.0/contract-accounts/1000012345/400012345001',
    ]);
    // Without a session the guard sends the visitor away; an address segment that is no plain word is not put in a URL.
    expect(reads((await app.inject({ url: '/app/portal/dashboard' })).body)).toEqual([check]);
    expect(reads((await app.inject({ url: '/app/portal/dashboard/1000012345/a%22b', headers: loggedIn })).body)).toEqual([check]);
    expect(reads((await app.inject({ url: '/app/login' })).body)).toEqual([check]);
  });

  it('draws the heading its remote declares for the address, with the breadcrumbs, so that it paints before any script', async () => {
    const main = (html: string) => /<main class="shell-main"><div class="shell-container">(.*?)<\/div><\/main>/.exec(html)?.[1];
    const loggedIn = { cookie: 'NETZPORTAL_SESSION=abc' };
    expect(main((await app.inject({ url: '/app/portal/dashboard', headers: loggedIn })).body)).toBe(
      '<h1 tabindex="-1" class="shell-page-title">Übersicht</h1>',
    );
    expect(main((await app.inject({ url: '/app/portal/dashboard/1000012345/400012345001', headers: loggedIn })).body)).toBe(
      '<nav aria-label="Brotkrümelnavigation" class="shell-breadcrumbs"><ol><li><a href="/app/portal/dashboard">Übersicht</a></li>' +
        '<li><strong aria-current="page">Vertragskonto</strong></li></ol></nav>' +
        '<h1 tabindex="-1" class="shell-page-title">Vertragskonto &lt;Details&gt;</h1>',
    );
    // Without a session the guard sends the visitor to the login page; an address no declared route serves has none.
    expect(main((await app.inject({ url: '/app/portal/dashboard' })).body)).toBe('');
    expect(main((await app.inject({ url: '/app/portal/dashboard/1000012345', headers: loggedIn })).body)).toBe('');
  });

  it('lists every workspace remote in /app/remotes.json: its package version build with its descriptor, or none', async () => {
    const response = await app.inject({ url: '/app/remotes.json' });
    expect(response.headers['cache-control']).toBe('no-cache');
    const body = response.json();
    expect(body.remotes.remote_dashboard).toEqual({
      entry: '/remotes/dashboard/0.3.0/mf-manifest.json',
      descriptor: dashboardDescriptor,
      areas: dashboardDescriptor.areas,
      navigation: dashboardDescriptor.navigation,
      source: 'default',
    });
    // A remote whose build is missing stays listed with its areas, so its routes show "area unavailable".
    expect(body.remotes.remote_account).toEqual({
      entry: null,
      areas: [{ prefix: '/login', access: 'public-only' }],
      navigation: [],
      source: 'default',
    });
    expect(body.problems).toEqual([expect.stringContaining('remote_account has no build')]);
  });
});

/** The app on a front-end folder with a remotes file; what it logs as warnings is collected in `warnings`. */
async function appWithRemotesFile(frontendRoot: string, remotesFile: string, warnings: string[]) {
  const app = buildApp({ db: noDb, config: testConfig({ frontendRoot, remotesFile, logLevel: 'warn' }) });
  app.log.warn = ((...args: unknown[]) => warnings.push(String(args[2] ?? args[1] ?? args[0]))) as typeof app.log.warn;
  await app.ready();
  return app;
}

describe('REMOTES_FILE', () => {
  let other: string;
  let remotesFile: string;
  let bare: FastifyInstance;
  const warnings: string[] = [];

  beforeAll(async () => {
    other = mkdtempSync(path.join(tmpdir(), 'portal-remotes-file-'));
    root = other;
    write('remote-dashboard/package.json', '{"version":"0.3.0"}');
    write('remote-dashboard/remote.json', JSON.stringify(dashboardDescriptor));
    write('remote-dashboard/dist/0.3.0/mf-manifest.json', '{}');
    write('remote-account/package.json', '{"version":"0.1.0"}');
    write('remote-account/remote.json', JSON.stringify({ name: 'remote_account', areas: [], navigation: [] }));
    write('remote-account/dist/0.1.0/mf-manifest.json', '{}');
    remotesFile = path.join(other, 'remotes.json');
    writeFileSync(remotesFile, JSON.stringify({ remote_dashboard: 'http://localhost:9001/0.4.0/mf-manifest.json' }));
    bare = await appWithRemotesFile(other, remotesFile, warnings);
  });
  afterAll(async () => {
    await bare.close();
    rmSync(other, { recursive: true, force: true });
  });

  const rewrite = (content: string) => {
    writeFileSync(remotesFile, content);
    // A new modification time, even within the same millisecond as the last write.
    const later = new Date(Date.now() + Math.random() * 100_000);
    utimesSync(remotesFile, later, later);
  };

  it('merges the file over the defaults per remote and allows its origins in the CSP', async () => {
    const remotes = await bare.inject({ url: '/app/remotes.json' });
    expect(remotes.json().remotes.remote_dashboard).toMatchObject({
      entry: 'http://localhost:9001/0.4.0/mf-manifest.json',
      source: 'file',
    });
    expect(remotes.json().remotes.remote_account).toMatchObject({ entry: '/remotes/account/0.1.0/mf-manifest.json', source: 'default' });
    expect(String(remotes.headers['content-security-policy'])).toContain("connect-src 'self' http://localhost:9001");
    expect((await bare.inject({ url: '/app/login' })).statusCode).toBe(404);
  });

  it('follows the file when it changes: a new origin is in the CSP of the next response', async () => {
    rewrite(JSON.stringify({ remote_dashboard: 'https://cdn.example.net/dashboard/0.5.0/mf-manifest.json' }));
    const response = await bare.inject({ url: '/app/remotes.json' });
    expect(response.json().remotes.remote_dashboard.entry).toBe('https://cdn.example.net/dashboard/0.5.0/mf-manifest.json');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self' https://cdn.example.net");
    expect(csp).not.toContain('localhost:9001');
  });

  it('reports a broken file and unknown names, and falls back to the defaults, never silently', async () => {
    rewrite('{ "remote_dashboard": ');
    const broken = (await bare.inject({ url: '/app/remotes.json' })).json();
    expect(broken.remotes.remote_dashboard).toMatchObject({ entry: '/remotes/dashboard/0.3.0/mf-manifest.json', source: 'default' });
    expect(broken.problems).toEqual([expect.stringContaining('not valid JSON')]);
    expect(warnings.some((w) => w.includes('not valid JSON'))).toBe(true);

    rewrite(JSON.stringify({ remote_dashbord: 'https://cdn.example.net/x/mf-manifest.json', remote_account: 42 }));
    const wrong = (await bare.inject({ url: '/app/remotes.json' })).json();
    expect(wrong.problems).toEqual(
      expect.arrayContaining([
        expect.stringContaining('unknown remote "remote_dashbord"'),
        expect.stringContaining('remote_account is not a URL'),
      ]),
    );
    expect(wrong.remotes.remote_account.entry).toBe('/remotes/account/0.1.0/mf-manifest.json');
  });
});

describe('REMOTES_FILE naming only some remotes', () => {
  let dir: string;
  let remotesFile: string;
  let partial: FastifyInstance;
  const warnings: string[] = [];
  const put = (file: string, content: string) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), content);
  };
  const built = (folder: string, version: string) => ({
    name: `remote_${folder}`,
    version,
    commit: `commit-${folder}-${version}`,
    areas: [{ prefix: `/portal/${folder}`, access: 'private' }],
    navigation: [],
    requires: { '@portal/shared': '^0.2.0' },
  });
  const build = (folder: string, version: string) => {
    put(`remote-${folder}/dist/${version}/mf-manifest.json`, '{}');
    put(`remote-${folder}/dist/${version}/remote.json`, JSON.stringify(built(folder, version)));
  };
  // The file names the dashboard (an older build of this server: a rollback), gives the consents remote an entry
  // without a manifest URL, and does not name the account remote at all.
  const fileContent = JSON.stringify({
    remote_dashboard: '/remotes/dashboard/0.2.0/mf-manifest.json',
    remote_consents: { version: '0.2.0' },
  });

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'portal-remotes-partial-'));
    for (const [folder, version] of [
      ['account', '0.1.0'],
      ['consents', '0.1.0'],
      ['dashboard', '0.3.0'],
    ]) {
      put(`remote-${folder}/package.json`, JSON.stringify({ version }));
      put(`remote-${folder}/remote.json`, JSON.stringify({ ...built(folder, version), version: undefined, commit: undefined }));
      build(folder, version);
    }
    build('dashboard', '0.2.0');
    remotesFile = path.join(dir, 'remotes.json');
    writeFileSync(remotesFile, fileContent);
    partial = await appWithRemotesFile(dir, remotesFile, warnings);
  });
  afterAll(async () => {
    await partial.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('uses the valid entries, keeps the default of every remote not named or named without a manifest URL, and lists each case', async () => {
    const body = (await partial.inject({ url: '/app/remotes.json' })).json();
    expect(Object.keys(body.remotes).sort()).toEqual(['remote_account', 'remote_consents', 'remote_dashboard']);
    // The file's entry, with the descriptor of the build it names (not the default's).
    expect(body.remotes.remote_dashboard).toMatchObject({
      entry: '/remotes/dashboard/0.2.0/mf-manifest.json',
      descriptor: built('dashboard', '0.2.0'),
      source: 'file',
    });
    // Not named: its package version's build.
    expect(body.remotes.remote_account).toMatchObject({
      entry: '/remotes/account/0.1.0/mf-manifest.json',
      descriptor: built('account', '0.1.0'),
      source: 'default',
    });
    // Named without a manifest URL: its default too, not dropped.
    expect(body.remotes.remote_consents).toMatchObject({
      entry: '/remotes/consents/0.1.0/mf-manifest.json',
      descriptor: built('consents', '0.1.0'),
      source: 'default',
    });
    expect(body.problems).toHaveLength(2);
    expect(body.problems).toEqual(
      expect.arrayContaining([
        expect.stringContaining('no entry for remote_account: it uses its default'),
        expect.stringContaining('remote_consents is not a URL of an mf-manifest.json: remote_consents uses its default'),
      ]),
    );
  });

  it('logs each problem once, not on every request nor when the unchanged file is read again', async () => {
    await partial.inject({ url: '/app/remotes.json' });
    await partial.inject({ url: '/app/login' });
    // The same content with a new modification time: the file is read and the composition computed again.
    writeFileSync(remotesFile, fileContent);
    const later = new Date(Date.now() + 60_000);
    utimesSync(remotesFile, later, later);
    expect((await partial.inject({ url: '/app/remotes.json' })).json().problems).toHaveLength(2);
    expect(warnings.filter((w) => w.includes('no entry for remote_account'))).toHaveLength(1);
    expect(warnings.filter((w) => w.includes('remote_consents is not a URL'))).toHaveLength(1);
    expect(warnings.filter((w) => w.includes('remote_dashboard'))).toEqual([]);
  });
});
