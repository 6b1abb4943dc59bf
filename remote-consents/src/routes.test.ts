import { descriptorDisagreements, type DescriptorSource } from '@portal/shared/federation/descriptor-agreement';
import descriptor from '../remote.json';
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
    });
    expect(typeof (await route.load()).default).toBe('function');
    expect(routesModule.slices).toEqual([consentsSlice]);
    expect(descriptorDisagreements(routesModule, descriptor as DescriptorSource)).toEqual([]);
    expect(descriptor.navigation).toEqual([{ label: 'Zustimmungen', to: '/portal/consents', order: 40 }]);
  });
});
