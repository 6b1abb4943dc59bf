import { createMemoryRouter } from 'react-router-dom';
import { RemoteRegistry } from '../remotes/remote-registry';
import { buildRouteObjects } from '../routing/route-objects';
import { shellRoutes } from '../routing/shell-routes';
import { fakeAccount, fakeDescriptors, PROVIDED } from '../test-support/render-portal';
import { connectRouterToRegistry } from './connect-router';

const lastPath = (router: { state: { matches: { route: { path?: string } }[] } }) =>
  router.state.matches[router.state.matches.length - 1]?.route.path;

describe('connectRouterToRegistry', () => {
  it('routes the current address (below the /app basename) to its remote once described, then to its own route', async () => {
    const registry = new RemoteRegistry({
      provided: PROVIDED,
      loadRoutes: async () => fakeAccount,
      fetchJson: async () => ({
        remotes: { remote_account: { entry: '/x/mf-manifest.json', descriptor: fakeDescriptors.remote_account } },
        problems: [],
      }),
    });
    await registry.start('/app/remotes.json');
    const router = createMemoryRouter(buildRouteObjects(shellRoutes), { initialEntries: ['/app/login'], basename: '/app' });
    expect(lastPath(router)).toBe('*');
    const injected: unknown[] = [];
    connectRouterToRegistry(router, registry, (slices) => injected.push(...slices));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(lastPath(router)).toBe('/login/*');
    await registry.ensureLoaded('remote_account');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(lastPath(router)).toBe('/login');
    expect(router.state.location.pathname).toBe('/app/login');
  });
});
