import type { createBrowserRouter } from 'react-router-dom';
import type { InjectableSlice } from '@portal/shared/federation/remote-module';
import type { RemoteRegistry } from '../remotes/remote-registry';
import { areaRouteObjects, pageRouteObject, PAGES_ROUTE_ID, type RouteHandle } from '../routing/route-objects';

type Router = Pick<ReturnType<typeof createBrowserRouter>, 'patchRoutes' | 'navigate' | 'state' | 'basename'>;

/** The router's location includes the basename; navigate() adds it again. */
function withoutBasename(pathname: string, basename: string): string {
  const base = basename.replace(/\/+$/, '');
  if (base === '' || !pathname.startsWith(base)) return pathname;
  return pathname.slice(base.length) || '/';
}

/**
 * Keeps the router in step with the registry: a described remote's areas are patched in (so its addresses route to
 * it), a loaded remote's slices are injected and its own routes patched in. When the current address was waiting
 * for exactly that (the last resort, or the remote's area), the router matches it again in place.
 */
export function connectRouterToRegistry(
  router: Router,
  registry: RemoteRegistry,
  injectSlices: (slices: InjectableSlice[]) => void,
): () => void {
  const areasPatched = new Set<string>();
  const pagesPatched = new Set<string>();

  const sync = () => {
    const matches = router.state.matches;
    const handle = matches[matches.length - 1]?.route.handle as RouteHandle | undefined;
    let rematch = false;
    for (const remote of registry.getSnapshot().remotes) {
      if (remote.status !== 'describing' && !areasPatched.has(remote.name)) {
        areasPatched.add(remote.name);
        router.patchRoutes(PAGES_ROUTE_ID, areaRouteObjects(remote.name, remote.areas));
        rematch ||= handle?.catchAll === true;
      }
      if (remote.status === 'loaded' && remote.module && !pagesPatched.has(remote.name)) {
        pagesPatched.add(remote.name);
        injectSlices(remote.module.slices);
        router.patchRoutes(PAGES_ROUTE_ID, remote.module.routes.map(pageRouteObject));
        rematch ||= handle?.remote === remote.name || handle?.catchAll === true;
      }
    }
    if (rematch) {
      const { pathname, search, hash, state } = router.state.location;
      void router.navigate(
        { pathname: withoutBasename(pathname, router.basename ?? ''), search, hash },
        { replace: true, state: state as unknown, preventScrollReset: true },
      );
    }
  };
  sync();
  return registry.subscribe(sync);
}
