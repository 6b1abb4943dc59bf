import './request-polyfill';
import { configure, render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { PortalRoute, RemoteRoutesModule } from '@portal/shared/federation/remote-module';
import { sessionChecked } from '@portal/shared/state/session';
import type { SessionUser } from '@portal/shared/contract/session';
import type { RemoteDescriptor } from '@portal/shared/federation/remote-descriptor';
import { connectRouterToRegistry } from '../app/connect-router';
import { OperatorContext, RegistryContext } from '../app/portal-context';
import { RemoteRegistry } from '../remotes/remote-registry';
import { buildRouteObjects } from '../routing/route-objects';
import { shellRoutes } from '../routing/shell-routes';
import { createPortalStore } from '../state/store';
import { DEMO_OPERATOR, type OperatorBranding } from '@portal/shared/contract/operator';

// A page appears after the remotes file, the descriptor, the route table and the lazy page have each resolved: on a
// busy machine that takes longer than the default second.
configure({ asyncUtilTimeout: 4000 });

const page = (text: string) => () => Promise.resolve({ default: () => <p>{text}</p> });

/** Stand-ins for the remotes' route tables, shaped like the real ones. */
export const fakeAccount: RemoteRoutesModule = {
  name: 'remote_account',
  slices: [],
  routes: [
    { path: '/login', access: 'public-only', title: 'Anmelden', load: page('Anmeldeformular') },
    {
      path: '/portal/changePassword',
      access: 'private',
      title: 'Passwort ändern',
      breadcrumb: 'Passwort ändern',
      load: page('Passwortformular'),
    },
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

/** What the running shell provides in these tests. */
export const PROVIDED = { react: '19.3.1', 'react-router': '7.18.5', '@portal/shared': '0.2.0' };

const descriptorOf = (module: RemoteRoutesModule, prefixes: string[], navigation: RemoteDescriptor['navigation']) => ({
  name: module.name,
  version: '1.0.0',
  commit: 'abc1234',
  areas: prefixes.map((prefix) => ({ prefix, access: module.routes.find((r) => r.path.startsWith(prefix))?.access ?? 'private' })),
  navigation,
  requires: { react: '^19.0.0', '@portal/shared': '^0.2.0' },
});

export const fakeDescriptors: Record<string, RemoteDescriptor> = {
  remote_account: descriptorOf(fakeAccount, ['/login', '/portal/changePassword', '/portal/profile'], []),
  remote_dashboard: descriptorOf(fakeDashboard, ['/portal/dashboard'], [{ label: 'Übersicht', to: '/portal/dashboard', order: 10 }]),
};

/** How a fake remote behaves: loads, fails, never answers, or declares other requirements. */
export type FakeBehaviour = 'loads' | 'fails' | 'hangs' | { requires: Record<string, string> };

interface Options {
  path: string;
  session?: { authenticated: boolean; user?: SessionUser } | 'unknown';
  remotes?: Partial<Record<'remote_account' | 'remote_dashboard', FakeBehaviour>>;
  operator?: OperatorBranding;
  /** Route tables in place of the fakes. */
  modules?: Partial<Record<'remote_account' | 'remote_dashboard', RemoteRoutesModule>>;
}

export function renderPortal({
  path,
  session = { authenticated: false },
  remotes = {},
  operator = DEMO_OPERATOR,
  modules: given = {},
}: Options) {
  const { store, injectSlices } = createPortalStore();
  const modules: Record<string, RemoteRoutesModule> = { remote_account: fakeAccount, remote_dashboard: fakeDashboard, ...given };
  const behaviour = (name: string): FakeBehaviour => remotes[name as keyof typeof remotes] ?? 'loads';
  const document = {
    remotes: Object.fromEntries(
      Object.keys(modules).map((name) => {
        const b = behaviour(name);
        const descriptor = typeof b === 'object' ? { ...fakeDescriptors[name], requires: b.requires } : fakeDescriptors[name];
        return [name, { entry: `/remotes/${name}/1.0.0/mf-manifest.json`, descriptor, areas: descriptor.areas, source: 'default' }];
      }),
    ),
    problems: [],
  };
  const loadRoutes = jest.fn(async (remote: { name: string }) => {
    const b = behaviour(remote.name);
    if (b === 'fails') throw new Error('Failed to load remoteEntry.js');
    if (b === 'hangs') return new Promise<RemoteRoutesModule>(() => undefined);
    return modules[remote.name];
  });
  const registry = new RemoteRegistry({
    provided: PROVIDED,
    loadRoutes,
    fetchJson: async () => document,
    remoteTimeoutMs: 50,
  });
  void registry.start('/app/remotes.json');
  if (session !== 'unknown') store.dispatch(sessionChecked(session));
  const router = createMemoryRouter(buildRouteObjects(shellRoutes), { initialEntries: [path] });
  connectRouterToRegistry(router, registry, injectSlices);
  render(
    <Provider store={store}>
      <OperatorContext.Provider value={operator}>
        <RegistryContext.Provider value={registry}>
          <RouterProvider router={router} />
        </RegistryContext.Provider>
      </OperatorContext.Provider>
    </Provider>,
  );
  return { store, router, registry, loadRoutes };
}
