import routesModule from './routes';
import { consentsSlice } from './state/consents-slice';

describe('exposed ./routes', () => {
  it('serves the private consents route in the navigation and brings its UI slice', async () => {
    expect(routesModule.name).toBe('remote_consents');
    const [route] = routesModule.routes;
    expect(route).toMatchObject({
      path: '/portal/consents',
      access: 'private',
      title: 'Zustimmungen',
      navigation: { label: 'Zustimmungen' },
    });
    expect(typeof (await route.load()).default).toBe('function');
    expect(routesModule.slices).toEqual([consentsSlice]);
  });
});
