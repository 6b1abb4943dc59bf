// The facts of STACK-NOTES.md that every package's build relies on, checked on the configuration itself.
const path = require('node:path');
const { createWebpackConfig, providedRouterExports } = require('./webpack.config.cjs');

const packageDir = path.join(__dirname, '..', 'remote-dashboard');
const build = (mode) =>
  createWebpackConfig({ packageDir, name: 'remote_dashboard', kind: 'remote', exposes: { './routes': './src/routes.ts' } })({}, { mode });
const federation = (config) => config.plugins.find((plugin) => plugin.constructor.name === 'ModuleFederationPlugin')._options;

test('a remote shares React, both routers and the store libraries as singletons, and the kit under one prefix by its semver', () => {
  const { shared } = federation(build('production'));
  for (const library of ['react', 'react/jsx-runtime', 'react-dom/client', 'react-router', 'react-router-dom', 'react-redux']) {
    expect(shared[library]).toMatchObject({ singleton: true });
  }
  expect(shared['react-router-dom'].requiredVersion).toMatch(/^\^7\./);
  // The kit is shared with its real version: a remote built against another minor is refused, not mixed in.
  const kitVersion = require('../shared/package.json').version;
  expect(shared['@portal/shared/']).toMatchObject({ singleton: true, requiredVersion: `^${kitVersion}` });
});

test('type hints are off and the remote entry keeps its fixed name', () => {
  const options = federation(build('production'));
  expect(options.dts).toBe(false);
  expect(options.filename).toBe('remoteEntry.js');
  expect(options.exposes).toEqual({ './routes': './src/routes.ts' });
});

test('PORTAL_OUTPUT_DIR moves the build output; without it a remote builds into its dist/<version> folder', () => {
  const { version } = require('../remote-dashboard/package.json');
  expect(build('production').output.path).toBe(path.join(packageDir, 'dist', version));
  process.env.PORTAL_OUTPUT_DIR = '/tmp/portal-output';
  try {
    expect(build('production').output.path).toBe('/tmp/portal-output');
  } finally {
    delete process.env.PORTAL_OUTPUT_DIR;
  }
});

test('the shell provides react-router and react-router-dom as its partial router, at the installed version, and names its exports', () => {
  const shellDir = path.join(__dirname, '..', 'shell');
  const { shared } = federation(createWebpackConfig({ packageDir: shellDir, name: 'shell', kind: 'host' })({}, { mode: 'production' }));
  const { version } = require('react-router/package.json');
  expect(shared['react-router']).toMatchObject({ import: 'portal-provided-router', version, singleton: true, strictVersion: true });
  expect(shared['react-router-dom']).toMatchObject({ import: 'portal-provided-router-dom', version, singleton: true });
  // A remote's own fallback is the whole package.
  expect(federation(build('production')).shared['react-router-dom'].import).toBeUndefined();

  // Every name the shell declares it provides is an export of react-router (RouterProvider: its DOM flavour).
  const names = providedRouterExports();
  expect(names).toEqual(expect.arrayContaining(['Link', 'Navigate', 'RouterProvider', 'createBrowserRouter', 'useNavigate', 'useParams']));
  const router = require('react-router');
  for (const name of names) expect([name, typeof router[name]]).toEqual([name, expect.stringMatching(/^(function|object)$/)]);
});
