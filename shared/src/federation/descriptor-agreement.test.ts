import { descriptorDisagreements } from './descriptor-agreement';
import type { RemoteRoutesModule } from './remote-module';

const routesModule: RemoteRoutesModule = {
  name: 'remote_dashboard',
  routes: [{ path: '/portal/dashboard', access: 'private', title: 'Übersicht', load: () => Promise.resolve({ default: () => null }) }],
  slices: [],
};
const source = {
  name: 'remote_dashboard',
  areas: [{ prefix: '/portal/dashboard', access: 'private' as const }],
  navigation: [],
};

describe('descriptor source against the route table', () => {
  it('accepts reads of a route from the service', () => {
    expect(
      descriptorDisagreements(routesModule, { ...source, reads: [{ path: '/portal/dashboard', requests: ['/service/v1.0/dashboard'] }] }),
    ).toEqual([]);
  });

  it('names reads declared for no route or outside the service', () => {
    expect(
      descriptorDisagreements(routesModule, {
        ...source,
        reads: [
          { path: '/portal/dashbord', requests: ['/service/v1.0/dashboard'] },
          { path: '/portal/dashboard', requests: ['https://example.org/tracker'] },
        ],
      }),
    ).toEqual([
      'reads of /portal/dashbord: no such route',
      'reads of /portal/dashboard: https://example.org/tracker is not a service path',
    ]);
  });
});
