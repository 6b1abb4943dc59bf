import type { PortalRoute } from '@portal/shared/federation/remote-module';
import { buildBreadcrumbs, buildNavigation } from './navigation';

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

describe('buildNavigation', () => {
  it("orders the descriptors' entries and the operator's external pages by their order", () => {
    expect(
      buildNavigation([
        { label: 'Zustimmungen', to: '/portal/consents', order: 30 },
        { label: 'Störungen', href: 'https://www.musternetz.example/stoerungen', order: 95 },
        { label: 'Übersicht', to: '/portal/dashboard', order: 10 },
        { label: 'Prozesse', to: '/portal/processes', order: 20 },
      ]),
    ).toEqual([
      { label: 'Übersicht', to: '/portal/dashboard' },
      { label: 'Prozesse', to: '/portal/processes' },
      { label: 'Zustimmungen', to: '/portal/consents' },
      { label: 'Störungen', href: 'https://www.musternetz.example/stoerungen' },
    ]);
  });

  it('keeps the count of an entry that declares one', () => {
    const count = { path: '/partner-processes/count', tag: 'PartnerProcess', label: 'laufende Anträge' };
    expect(buildNavigation([{ label: 'Meine Prozesse', to: '/portal/processes', order: 50, count }])).toEqual([
      { label: 'Meine Prozesse', to: '/portal/processes', count },
    ]);
  });
});

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
