import type { RemoteDescriptor } from '@portal/shared/federation/remote-descriptor';
import type { PortalRoute } from '@portal/shared/federation/remote-module';
import type { RegistrySnapshot, RemoteState } from '../remotes/remote-registry';
import { pendingRoute } from './pending-route';

const ADDRESS = '/portal/consumptions/1000012345/400012345001/300012345001/base';
const areas = [{ prefix: '/portal/consumptions', access: 'private' as const }];
const descriptor = {
  name: 'remote_consumption',
  version: '1.0.0',
  areas,
  navigation: [],
  requires: {},
  titles: [
    { path: '/portal/consumptions/:bpn/:can/:contractNumber/:infeederRequestType', title: 'Verbrauch', breadcrumb: 'Verbrauch' },
    {
      path: '/portal/consumptions/:bpn/:can/:contractNumber/performance-monitoring',
      title: 'Leistungsmonitoring',
      breadcrumb: 'Leistungsmonitoring',
    },
  ],
} satisfies RemoteDescriptor;
const load = () => Promise.resolve({ default: () => null });
const loadedRoutes: PortalRoute[] = descriptor.titles.map((declared) => ({ ...declared, access: 'private', load }));

function snapshotWith(change: Partial<RemoteState>): RegistrySnapshot {
  const remote: RemoteState = {
    name: 'remote_consumption',
    entry: null,
    source: 'default',
    descriptor,
    areas,
    navigation: [],
    status: 'ready',
  };
  return { remotes: [{ ...remote, ...change }], settled: true, problems: [] };
}
const area = { route: { path: '/portal/consumptions', access: 'private' as const, title: '' }, remote: 'remote_consumption' };
const catchAll = { route: { path: '*', access: 'public' as const, title: 'Seite nicht gefunden' }, catchAll: true };

describe('route of a remote before the router switches to it', () => {
  it('is the declared route serving the address before the code is loaded, a static segment before a parameter', () => {
    expect(pendingRoute(snapshotWith({}), area, ADDRESS)).toEqual({ ...descriptor.titles[0], access: 'private' });
    expect(pendingRoute(snapshotWith({ status: 'loading' }), catchAll, ADDRESS.replace('base', 'performance-monitoring'))?.title).toBe(
      'Leistungsmonitoring',
    );
  });

  it('is the loaded route table’s route once loaded', () => {
    const snapshot = snapshotWith({ status: 'loaded', module: { name: 'remote_consumption', routes: loadedRoutes, slices: [] } });
    expect(pendingRoute(snapshot, area, ADDRESS)).toBe(loadedRoutes[0]);
  });

  it('is none where the remote serves nothing, cannot be loaded, or on a route of the shell', () => {
    expect(pendingRoute(snapshotWith({}), area, '/portal/consumptions/1000012345')).toBeUndefined();
    expect(pendingRoute(snapshotWith({ status: 'failed' }), area, ADDRESS)).toBeUndefined();
    expect(
      pendingRoute(snapshotWith({}), { route: { path: '/impressum', access: 'public', title: 'Impressum' } }, ADDRESS),
    ).toBeUndefined();
  });
});
