import type { PortalRoute } from '@portal/shared/federation/remote-module';
import { buildBreadcrumbs, declaredRoutes, routeFor, routeParameters } from './page-headings';

const page = () => Promise.resolve({ default: () => null });
const route = (r: Omit<PortalRoute, 'load'>): PortalRoute => ({ ...r, load: page });

const routes = [
  route({ path: '/portal/consents', access: 'private', title: 'Zustimmungen' }),
  route({ path: '/portal/dashboard', access: 'private', title: 'Meine Verträge', breadcrumb: 'Übersicht' }),
  route({ path: '/portal/processes', access: 'private', title: 'Prozesse' }),
  route({ path: '/portal/infeed', access: 'private', title: 'Einspeisung', breadcrumb: 'Einspeisung' }),
  route({
    path: '/portal/infeed/small/activate/:bpn/:can/:cn',
    access: 'private',
    title: 'Kleineinspeiser anmelden',
    breadcrumb: 'Anmelden',
  }),
  route({ path: '/privacy', access: 'public', title: 'Datenschutz', breadcrumb: 'Datenschutz' }),
  route({ path: '/login', access: 'public-only', title: 'Anmelden' }),
];

describe('buildBreadcrumbs', () => {
  it('starts portal pages at the dashboard, adds flagged parents and ends with the page without a link', () => {
    expect(buildBreadcrumbs(routes[4], routes)).toEqual([
      { label: 'Übersicht', to: '/portal/dashboard' },
      { label: 'Einspeisung', to: '/portal/infeed' },
      { label: 'Anmelden' },
    ]);
  });

  it('starts public pages at home', () => {
    expect(buildBreadcrumbs(routes[5], routes)).toEqual([{ label: 'Startseite', to: '/' }, { label: 'Datenschutz' }]);
  });

  it('gives the dashboard itself none (a trail of one)', () => {
    expect(buildBreadcrumbs(routes[1], routes)).toEqual([]);
  });

  it('shows none on routes that are not flagged', () => {
    expect(buildBreadcrumbs(routes[6], routes)).toEqual([]);
    expect(buildBreadcrumbs(undefined, routes)).toEqual([]);
  });
});

const consumption = [
  route({ path: '/portal/consumptions/:bpn/:can/:contractNumber/:infeederRequestType', access: 'private', title: 'Verbrauch' }),
  route({ path: '/portal/consumptions/:bpn/:can/:contractNumber/performance-monitoring', access: 'private', title: 'Leistungsmonitoring' }),
];

describe('routeFor', () => {
  it('is the route that serves the address, a static segment before a parameter', () => {
    expect(routeFor(consumption, '/portal/consumptions/1000012345/400012345001/300012345001/base')?.title).toBe('Verbrauch');
    expect(routeFor(consumption, '/portal/consumptions/1000012345/400012345001/300012345001/performance-monitoring')?.title).toBe(
      'Leistungsmonitoring',
    );
  });

  it('is none where no route serves the address', () => {
    expect(routeFor(consumption, '/portal/consumptions/1000012345')).toBeUndefined();
    expect(routeFor(consumption, '/portal/consumptions/1000012345/400012345001/300012345001/base/more')).toBeUndefined();
    expect(routeFor(undefined, '/portal/dashboard')).toBeUndefined();
  });
});

describe('routeParameters', () => {
  it('names each `:name` segment of the address; a last `*` takes the rest, a trailing slash is ignored', () => {
    expect(routeParameters('/portal/consumptions/:bpn/*', '/portal/consumptions/1000012345/400012345001/base')).toEqual({
      bpn: '1000012345',
    });
    expect(routeParameters('/portal/consumptions/:bpn/:can', '/portal/consumptions/1000012345/400012345001/')).toEqual({
      bpn: '1000012345',
      can: '400012345001',
    });
    expect(routeParameters('/portal/dashboard', '/portal/dashboard')).toEqual({});
    expect(routeParameters('/', '/')).toEqual({});
  });

  it('is null where the address is shorter, longer, differs in a static segment or leaves a parameter empty', () => {
    expect(routeParameters('/portal/consumptions/:bpn/:can', '/portal/consumptions/1000012345')).toBeNull();
    expect(routeParameters('/portal/consumptions/:bpn', '/portal/consumptions/1000012345/400012345001')).toBeNull();
    expect(routeParameters('/portal/consumptions/:bpn', '/portal/invoices/1000012345')).toBeNull();
    expect(routeParameters('/portal/consumptions/:bpn/:can', '/portal/consumptions//400012345001')).toBeNull();
  });
});

describe('declaredRoutes', () => {
  it('gives each declared title the access of the area holding it, and drops one outside every area', () => {
    expect(
      declaredRoutes(
        [
          { path: '/portal/dashboard', title: 'Übersicht', breadcrumb: 'Übersicht' },
          { path: '/elsewhere', title: 'Anderswo' },
        ],
        [{ prefix: '/portal/dashboard', access: 'private' }],
      ),
    ).toEqual([{ path: '/portal/dashboard', title: 'Übersicht', breadcrumb: 'Übersicht', access: 'private' }]);
  });
});
