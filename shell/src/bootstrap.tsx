// The theme and the frame's styles are written into index.html by the build (tools/webpack.config.cjs inlineStyles).
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { checkSession } from '@portal/shared/state/session';
import { yieldToMain } from '@portal/shared/ui/yield-to-main';
import { connectRouterToRegistry } from './app/connect-router';
import { readInlineJson } from './app/inline-json';
import { applyBranding, fetchOperator } from './app/operator-branding';
import { NavigationPlaceContext, OperatorContext, RegistryContext, servedWithNavigationPlace } from './app/portal-context';
import { shellBuild } from './app/shell-build';
import { reloadOnceOnChunkError } from './remotes/chunk-reload';
import { loadRoutesThroughFederation } from './remotes/federation-loader';
import { RemoteRegistry } from './remotes/remote-registry';
import { buildRouteObjects } from './routing/route-objects';
import { shellRoutes } from './routing/shell-routes';
import { createPortalStore } from './state/store';

const REMOTES_FILE_URL = '/app/remotes.json';
/** Where the service writes the remotes file into the page (service/src/static/shell-page.ts). */
const INLINE_REMOTES_ID = 'portal-remotes';

async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root missing in index.html');
  const navigationPlace = servedWithNavigationPlace();

  const { store, injectSlices } = createPortalStore();
  // The session check, the remotes file and the descriptors load in parallel; no remote's code is loaded here.
  void store.dispatch(checkSession());
  const registry = new RemoteRegistry({
    provided: shellBuild.provides,
    providedExports: shellBuild.exports,
    // A remote whose build is gone (an in-place deploy) reloads the page once, as a page chunk that is gone does.
    loadRoutes: (remote) => reloadOnceOnChunkError(() => loadRoutesThroughFederation(remote))(),
  });
  void registry.start(REMOTES_FILE_URL, readInlineJson(INLINE_REMOTES_ID));
  const operator = await fetchOperator();
  applyBranding(operator);

  // The steps of the start each in a task of their own (each is tens of milliseconds on a slow phone): the browser
  // can paint, and handle the answers and scripts that arrive, in between.
  await yieldToMain();
  const router = createBrowserRouter(buildRouteObjects(shellRoutes), { basename: '/app' });
  await yieldToMain();
  connectRouterToRegistry(router, registry, injectSlices);
  await yieldToMain();
  const root = createRoot(container);
  // As a transition the first render runs in slices between which the browser can paint and answer input; a plain
  // render would build the whole frame and page in one blocking task. The served frame stays until it commits.
  startTransition(() =>
    root.render(
      <Provider store={store}>
        <OperatorContext.Provider value={operator}>
          <RegistryContext.Provider value={registry}>
            <NavigationPlaceContext.Provider value={navigationPlace}>
              <RouterProvider router={router} />
            </NavigationPlaceContext.Provider>
          </RegistryContext.Provider>
        </OperatorContext.Provider>
      </Provider>,
    ),
  );
}

void start();
