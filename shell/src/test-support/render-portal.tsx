import './request-polyfill';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { PortalRoute, RemoteRoutesModule } from '@portal/shared/federation/remote-module';
import { sessionChecked } from '@portal/shared/state/session';
import type { SessionUser } from '@portal/shared/contract/session';
import { AreaUnavailablePage } from '../pages/area-unavailable-page';
import { KNOWN_REMOTE_AREAS } from '../remotes/known-remotes';
import type { RemoteLoadResult } from '../remotes/load-remotes';
import { composeRoutes } from '../routing/compose-routes';
import { buildRouteObjects } from '../routing/route-objects';
import { shellRoutes } from '../routing/shell-routes';
import { createPortalStore } from '../state/store';

const page = (text: string) => () => Promise.resolve({ default: () => <p>{text}</p> });

/** Stand-ins for the remotes' route tables, shaped like the real ones. */
export const fakeAccount: RemoteRoutesModule = {
  name: 'remote_account',
  slices: [],
  routes: [
    { path: '/login', access: 'public-only', title: 'Anmelden', load: page('Anmeldeformular') },
    { path: '/portal/changePassword', access: 'private', title: 'Passwort ändern', load: page('Passwortformular') },
    { path: '/portal/profile', access: 'private', title: 'Meine Daten', breadcrumb: 'Meine Daten', load: page('Profil') },
  ] satisfies PortalRoute[],
};
export const fakeDashboard: RemoteRoutesModule = {
  name: 'remote_dashboard',
  slices: [],
  routes: [
    {
      path: '/portal/dashboard',
      access: 'private',
      title: 'Übersicht',
      breadcrumb: 'Übersicht',
      navigation: { label: 'Übersicht', order: 10 },
      load: page('Vertragskonten'),
    },
  ],
};

export const demoUser: SessionUser = {
  login: 'max.mustermann',
  fullname: 'Max Mustermann',
  changePassword: false,
  showActivation: false,
  roles: [],
};

interface Options {
  path: string;
  session?: { authenticated: boolean; user?: SessionUser } | 'unknown';
  results?: RemoteLoadResult[];
}

export function renderPortal({ path, session = { authenticated: false }, results }: Options) {
  const { store, injectSlices } = createPortalStore();
  const loaded: RemoteLoadResult[] = results ?? [
    { name: 'remote_account', status: 'loaded', module: fakeAccount },
    { name: 'remote_dashboard', status: 'loaded', module: fakeDashboard },
  ];
  for (const result of loaded) if (result.status === 'loaded') injectSlices(result.module.slices);
  if (session !== 'unknown') store.dispatch(sessionChecked(session));
  const routes = composeRoutes(shellRoutes, loaded, KNOWN_REMOTE_AREAS, () =>
    Promise.resolve({ default: AreaUnavailablePage }),
  );
  const router = createMemoryRouter(buildRouteObjects(routes), { initialEntries: [path] });
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { store, router };
}
