import { lazy, Suspense, useMemo, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { connectHttpClientToStore } from '../http/connect-store';
import { portalApi } from '../http/portal-api';
import { appStatusSlice } from '../state/app-status';
import { useAppDispatch, useAppSelector } from '../state/hooks';
import { checkSession, logout, selectSession, sessionListener, sessionSlice } from '../state/session';
import type { PortalRoute, RemoteRoutesModule } from './remote-module';

/**
 * A minimal host for one remote in development (`npm run dev -w @portal/remote-x`): the same store shape as the
 * shell, the remote's own route table under /app, and none of the shell's guards or layout. A feature team needs only
 * its own package and `shared` to work on its pages.
 */
export function createStandaloneStore(routesModule: RemoteRoutesModule) {
  const rootReducer = combineSlices(sessionSlice, appStatusSlice, portalApi);
  for (const slice of routesModule.slices) rootReducer.inject(slice);
  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefault) => getDefault().prepend(sessionListener.middleware).concat(portalApi.middleware),
  });
  connectHttpClientToStore(store.dispatch);
  return store;
}

function SessionBar({ name }: { name: string }) {
  const session = useAppSelector(selectSession);
  const dispatch = useAppDispatch();
  return (
    <header style={{ display: 'flex', gap: '1rem', alignItems: 'center', padding: '0.5rem 1rem', background: '#eef2f7' }}>
      <strong>{name} (Standalone)</strong>
      <span>
        Sitzung: {session.status}
        {session.user ? ` (${session.user.login})` : ''}
      </span>
      {session.status === 'authenticated' && (
        <button type="button" onClick={() => void dispatch(logout())}>
          Abmelden
        </button>
      )}
    </header>
  );
}

function RouteIndex({ routes }: { routes: PortalRoute[] }) {
  return (
    <nav aria-label="Seiten dieses Bereichs" style={{ padding: '1rem' }}>
      <ul>
        {routes.map((route) => (
          <li key={route.path}>
            <Link to={route.path.replace(/:\w+/g, '1')}>{route.title}</Link> <code>{route.path}</code> ({route.access})
          </li>
        ))}
      </ul>
    </nav>
  );
}

function StandaloneApp({ routesModule }: { routesModule: RemoteRoutesModule }) {
  const pages = useMemo(() => routesModule.routes.map((route) => ({ route, Page: lazy(route.load) as ComponentType })), [routesModule]);
  return (
    <BrowserRouter basename="/app">
      <SessionBar name={routesModule.name} />
      <main style={{ padding: '1rem' }}>
        <Suspense fallback={<p role="status">Wird geladen …</p>}>
          <Routes>
            {pages.map(({ route, Page }) => (
              <Route
                key={route.path}
                path={route.path}
                element={
                  <>
                    <h1>{route.title}</h1>
                    <Page />
                  </>
                }
              />
            ))}
            <Route path="*" element={<RouteIndex routes={routesModule.routes} />} />
          </Routes>
        </Suspense>
      </main>
    </BrowserRouter>
  );
}

export function mountStandaloneHost(container: HTMLElement | null, routesModule: RemoteRoutesModule) {
  if (!container) throw new Error('standalone host: #root missing');
  const store = createStandaloneStore(routesModule);
  void store.dispatch(checkSession());
  createRoot(container).render(
    <Provider store={store}>
      <StandaloneApp routesModule={routesModule} />
    </Provider>,
  );
  return store;
}
