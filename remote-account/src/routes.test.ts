import routesModule from './routes';

describe('remote_account routes', () => {
  it('serves login (public-only) and the password change (private, with breadcrumb)', () => {
    expect(routesModule.name).toBe('remote_account');
    expect(routesModule.slices).toEqual([]);
    expect(routesModule.routes.map(({ path, access, title, breadcrumb }) => ({ path, access, title, breadcrumb }))).toEqual([
      { path: '/login', access: 'public-only', title: 'Anmelden', breadcrumb: undefined },
      { path: '/portal/changePassword', access: 'private', title: 'Passwort ändern', breadcrumb: 'Passwort ändern' },
    ]);
  });

  it('loads each page lazily as a component', async () => {
    for (const route of routesModule.routes) {
      const page = await route.load();
      expect(typeof page.default).toBe('function');
    }
  });
});
