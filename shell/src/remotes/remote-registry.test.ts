import type { RemoteRoutesModule } from '@portal/shared/federation/remote-module';
import { fakeDescriptors, PROVIDED } from '../test-support/render-portal';
import { readRemotesDocument, RemoteRegistry, type RegistryOptions } from './remote-registry';

const routesOf = (name: string): RemoteRoutesModule => ({ name, routes: [], slices: [] });

function registryWith(
  files: Record<string, unknown | (() => Promise<unknown>)>,
  loadRoutes = jest.fn(async (r: { name: string }) => routesOf(r.name)),
  options: Partial<RegistryOptions> = {},
) {
  const fetchJson = jest.fn(async (url: string) => {
    const found = files[new URL(url, 'http://portal.example/').pathname];
    if (found === undefined) throw new Error(`${url}: HTTP 404`);
    return typeof found === 'function' ? (found as () => Promise<unknown>)() : found;
  });
  const registry = new RemoteRegistry({
    provided: PROVIDED,
    loadRoutes,
    fetchJson,
    base: 'http://portal.example/app/',
    descriptorTimeoutMs: 30,
    remoteTimeoutMs: 30,
    ...options,
  });
  return { registry, fetchJson, loadRoutes };
}

beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

describe('RemoteRegistry', () => {
  it('reads the plain remotes file and fetches each descriptor beside its manifest, loading no code', async () => {
    const { registry, fetchJson, loadRoutes } = registryWith({
      '/app/remotes.json': { remote_dashboard: 'https://cdn.example/dashboard/1.0.0/mf-manifest.json' },
      '/dashboard/1.0.0/remote.json': fakeDescriptors.remote_dashboard,
    });
    await registry.start('/app/remotes.json');
    expect(fetchJson).toHaveBeenCalledWith('https://cdn.example/dashboard/1.0.0/remote.json', 30);
    expect(registry.getSnapshot()).toMatchObject({ settled: true, remotes: [{ name: 'remote_dashboard', status: 'ready' }] });
    expect(loadRoutes).not.toHaveBeenCalled();
    expect(registry.remoteFor('/portal/dashboard/x')?.name).toBe('remote_dashboard');
    expect(registry.remoteFor('/portal/dashboards')).toBeUndefined();
  });

  it('marks a remote unreachable when its descriptor is missing, invalid, of another remote or too slow, keeping its fallback areas', async () => {
    const areas = [{ prefix: '/portal/x', access: 'private' }];
    const { registry } = registryWith({
      '/app/remotes.json': {
        remotes: {
          remote_none: { entry: null, areas },
          remote_404: { entry: '/remotes/a/1/mf-manifest.json', areas },
          remote_invalid: { entry: '/remotes/b/1/mf-manifest.json', areas },
          remote_other: { entry: '/remotes/c/1/mf-manifest.json', areas },
          remote_slow: { entry: '/remotes/d/1/mf-manifest.json', areas },
        },
        problems: ['remotes file has no entry for remote_none: it uses its default'],
      },
      '/remotes/b/1/remote.json': { name: 'remote_invalid' },
      '/remotes/c/1/remote.json': fakeDescriptors.remote_dashboard,
      '/remotes/d/1/remote.json': () => new Promise(() => undefined),
    });
    await registry.start('/app/remotes.json');
    const snapshot = registry.getSnapshot();
    expect(snapshot.settled).toBe(true);
    expect(snapshot.problems).toEqual(['remotes file has no entry for remote_none: it uses its default']);
    expect(snapshot.remotes.map((r) => [r.name, r.status])).toEqual([
      ['remote_none', 'unreachable'],
      ['remote_404', 'unreachable'],
      ['remote_invalid', 'unreachable'],
      ['remote_other', 'unreachable'],
      ['remote_slow', 'unreachable'],
    ]);
    expect(snapshot.remotes.every((r) => r.areas === areas)).toBe(true);
    expect(snapshot.remotes.map((r) => r.reason)).toEqual([
      'no build of this remote is deployed',
      expect.stringContaining('HTTP 404'),
      expect.stringContaining('invalid descriptor'),
      'descriptor names remote_dashboard, not remote_other',
      expect.stringContaining('no answer within 30 ms'),
    ]);
  });

  it('takes the remotes file the service wrote into the page instead of fetching it', async () => {
    const { registry, fetchJson } = registryWith({ '/remotes/dashboard/1.0.0/remote.json': fakeDescriptors.remote_dashboard });
    await registry.start('/app/remotes.json', {
      remotes: { remote_dashboard: { entry: '/remotes/dashboard/1.0.0/mf-manifest.json', source: 'default' } },
      problems: [],
    });
    expect(fetchJson).not.toHaveBeenCalledWith(expect.stringContaining('remotes.json'), expect.anything());
    expect(registry.getSnapshot()).toMatchObject({ settled: true, remotes: [{ name: 'remote_dashboard', status: 'ready' }] });
  });

  it('does not mount a remote that imports a router export the shell does not provide, naming it', async () => {
    const { registry, loadRoutes } = registryWith(
      {
        '/app/remotes.json': { remote_dashboard: '/remotes/dashboard/1.0.0/mf-manifest.json' },
        '/remotes/dashboard/1.0.0/remote.json': { ...fakeDescriptors.remote_dashboard, imports: { 'react-router-dom': ['Link', 'Form'] } },
      },
      undefined,
      { providedExports: { 'react-router-dom': ['Link'] } },
    );
    await registry.start('/app/remotes.json');
    expect(registry.getSnapshot().remotes[0]).toMatchObject({
      status: 'incompatible',
      reason: 'needs Form of react-router-dom, the shell provides only a part of it',
    });
    await expect(registry.ensureLoaded('remote_dashboard')).resolves.toMatchObject({ status: 'incompatible' });
    expect(loadRoutes).not.toHaveBeenCalled();
  });

  it('loads a remote once, times out a hanging one and loads a failed one again on retry', async () => {
    let attempt = 0;
    const loadRoutes = jest.fn(async (r: { name: string }) => {
      attempt += 1;
      if (attempt === 1) return new Promise<RemoteRoutesModule>(() => undefined);
      return routesOf(r.name);
    });
    const { registry } = registryWith(
      {
        '/app/remotes.json': {
          remotes: { remote_dashboard: { entry: '/d/mf-manifest.json', descriptor: fakeDescriptors.remote_dashboard } },
        },
      },
      loadRoutes,
    );
    await registry.start('/app/remotes.json');
    expect(await registry.ensureLoaded('remote_dashboard')).toMatchObject({
      status: 'failed',
      reason: 'remote_dashboard: no answer within 30 ms',
    });
    const [a, b] = await Promise.all([registry.ensureLoaded('remote_dashboard'), registry.ensureLoaded('remote_dashboard')]);
    expect(a).toMatchObject({ status: 'loaded' });
    expect(b).toMatchObject({ status: 'loaded' });
    expect(loadRoutes).toHaveBeenCalledTimes(2);
  });

  it('settles with no remotes when the remotes file cannot be read', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const { registry } = registryWith({});
    await registry.start('/app/remotes.json');
    expect(registry.getSnapshot()).toMatchObject({
      settled: true,
      remotes: [],
      problems: [expect.stringContaining('remotes file unavailable')],
    });
  });
});

describe('readRemotesDocument', () => {
  it('names entries of the plain form that are no URL', () => {
    expect(readRemotesDocument({ a: '/a/mf-manifest.json', b: 42 })).toEqual({
      remotes: { a: { entry: '/a/mf-manifest.json' } },
      problems: ['remotes.json: b has no manifest URL'],
    });
  });
});
