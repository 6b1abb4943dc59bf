import { CHANGE_PASSWORD_PATH, LOGIN_PATH, PROFILE_PATH } from '@portal/shared/contract/portal-pages';
import { descriptorDisagreements, type DescriptorSource } from '@portal/shared/federation/descriptor-agreement';
import descriptor from '../remote.json';
import routesModule from './routes';

describe('remote_account routes', () => {
  it('serves login (public-only) and the password change (private, with breadcrumb)', () => {
    expect(routesModule.name).toBe('remote_account');
    expect(routesModule.slices).toEqual([]);
    expect(routesModule.routes.map(({ path, access, title, breadcrumb }) => ({ path, access, title, breadcrumb }))).toEqual(
      expect.arrayContaining([
        { path: '/login', access: 'public-only', title: 'Anmelden', breadcrumb: undefined },
        { path: '/portal/changePassword', access: 'private', title: 'Passwort ändern', breadcrumb: 'Passwort ändern' },
        { path: '/portal/profile', access: 'private', title: 'Meine Daten', breadcrumb: 'Meine Daten' },
        { path: '/portal/activation', access: 'private', title: 'Geschäftspartner aktivieren', breadcrumb: 'Geschäftspartner aktivieren' },
        {
          path: '/portal/e-communication/:businessPartnerNumber',
          access: 'private',
          title: 'Elektronische Kommunikation',
          breadcrumb: 'Elektronische Kommunikation',
        },
        { path: '/portal/api', access: 'private', title: 'API-Zugang', breadcrumb: 'API-Zugang' },
      ]),
    );
  });

  it('serves registration, its confirmation, username retrieval and both password pages to logged-out users only', () => {
    expect(routesModule.routes.map(({ path, access, title, breadcrumb }) => ({ path, access, title, breadcrumb }))).toEqual(
      expect.arrayContaining([
        { path: '/registration', access: 'public-only', title: 'Registrierung', breadcrumb: 'Registrierung' },
        { path: '/registration/confirm', access: 'public-only', title: 'Registrierung bestätigen', breadcrumb: 'Bestätigung' },
        { path: '/username/retrieve', access: 'public-only', title: 'Benutzername vergessen', breadcrumb: 'Benutzername vergessen' },
        { path: '/password/reset', access: 'public-only', title: 'Passwort vergessen', breadcrumb: 'Passwort vergessen' },
        { path: '/password/change', access: 'public-only', title: 'Neues Passwort festlegen', breadcrumb: 'Neues Passwort' },
      ]),
    );
  });

  it('serves the portal pages the shell sends people to at the contract’s addresses', () => {
    // Literal paths in the table (tools/route-chunks.cjs reads it without running it), the same as the contract's.
    const paths = routesModule.routes.map((route) => route.path);
    expect(paths).toEqual(expect.arrayContaining([LOGIN_PATH, CHANGE_PASSWORD_PATH, PROFILE_PATH]));
  });

  it('agrees with its descriptor: every route in a declared area, only the API token page in the navigation', () => {
    expect(descriptorDisagreements(routesModule, descriptor as DescriptorSource)).toEqual([]);
    expect(descriptor.navigation).toEqual([{ label: 'API-Zugang', to: '/portal/api', order: 90 }]);
  });

  it('loads each page lazily as a component', async () => {
    for (const route of routesModule.routes) {
      const page = await route.load();
      expect(typeof page.default).toBe('function');
    }
  });
});
