import { REMOTE_NAMES } from '@portal/shared/federation/remote-module';
import { KNOWN_REMOTE_AREAS } from '../remotes/known-remotes';
import { fetchRemotesFile, loadRemoteRoutes, type RemoteLoadResult } from '../remotes/load-remotes';
import { allFailed, composeRoutes, type ComposedRoute } from '../routing/compose-routes';
import { shellRoutes } from '../routing/shell-routes';
import type { InjectableSlice } from '@portal/shared/federation/remote-module';
import { AreaUnavailablePage } from '../pages/area-unavailable-page';

/**
 * Reads remotes.json, loads every remote's route table and injects its slices. Never rejects: whatever fails becomes
 * an "area unavailable" panel on that remote's paths.
 */
export async function composePortal(injectSlices: (slices: InjectableSlice[]) => void): Promise<{
  routes: ComposedRoute[];
  results: RemoteLoadResult[];
}> {
  let results: RemoteLoadResult[];
  try {
    results = await loadRemoteRoutes(await fetchRemotesFile());
  } catch (error) {
    results = allFailed(REMOTE_NAMES, error instanceof Error ? error.message : String(error));
  }
  for (const result of results) {
    if (result.status === 'loaded') injectSlices(result.module.slices);
  }
  const routes = composeRoutes(shellRoutes, results, KNOWN_REMOTE_AREAS, () =>
    Promise.resolve({ default: AreaUnavailablePage }),
  );
  return { routes, results };
}
