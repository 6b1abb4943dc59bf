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

describe('declared titles against the route table', () => {
  it('accepts the route table’s title and breadcrumb', () => {
    expect(descriptorDisagreements(routesModule, { ...source, titles: [{ path: '/portal/dashboard', title: 'Übersicht' }] })).toEqual([]);
  });

  it('names a title that differs from the route’s, or one of no route', () => {
    expect(
      descriptorDisagreements(routesModule, {
        ...source,
        titles: [
          { path: '/portal/dashboard', title: 'Übersicht', breadcrumb: 'Start' },
          { path: '/portal/dashbord', title: 'Übersicht' },
        ],
      }),
    ).toEqual([
      'title of /portal/dashboard: declared Übersicht / Start, route Übersicht / undefined',
      'title of /portal/dashbord: no such route',
    ]);
  });
});
