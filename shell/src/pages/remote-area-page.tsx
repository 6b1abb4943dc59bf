import { useEffect } from 'react';
import { matchPath, useLocation } from 'react-router-dom';
import { useRegistry, useRegistrySnapshot } from '../app/portal-context';
import { AreaUnavailablePage } from './area-unavailable-page';
import { NotFoundPage } from './not-found-page';
import { PageSpinner } from './page-spinner';

/**
 * A route of a remote whose code is not mounted: loads it (the router then moves on to the remote's own route), or
 * shows "area unavailable" with a retry when it cannot be loaded, is too slow or is incompatible with this shell.
 */
export function RemoteAreaPage({ remote: name }: { remote: string }) {
  const registry = useRegistry();
  const remote = useRegistrySnapshot().remotes.find((r) => r.name === name);
  const status = remote?.status;
  const { pathname } = useLocation();
  // Right after the load the registry has the routes before the router has switched to them (its navigation is a
  // transition): until then this address is served, and "not found" would flash up for a moment.
  const served = status === 'loaded' && !!remote?.module?.routes.some((route) => matchPath(route.path, pathname));

  useEffect(() => {
    if (status === 'ready') void registry.ensureLoaded(name);
  }, [registry, name, status]);

  switch (status) {
    case 'describing':
    case 'ready':
    case 'loading':
      return <PageSpinner />;
    case 'loaded':
      // Loaded, yet still here and none of its routes matches: the remote serves nothing at this address.
      return served ? <PageSpinner /> : <NotFoundPage />;
    case 'failed':
      return <AreaUnavailablePage onRetry={() => void registry.ensureLoaded(name)} />;
    default:
      // No descriptor or incompatible: only a new deploy helps, and a reload picks it up.
      return <AreaUnavailablePage />;
  }
}
