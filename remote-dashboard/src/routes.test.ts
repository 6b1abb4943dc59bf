import { DASHBOARD_PATH } from '@portal/shared/contract/portal-pages';
import { descriptorDisagreements, type DescriptorSource } from '@portal/shared/federation/descriptor-agreement';
import descriptor from '../remote.json';
import routesModule from './routes';
import { dashboardSlice } from './state/dashboard-slice';

describe('exposed ./routes', () => {
  it('serves the private dashboard route in the navigation and brings its UI slice', async () => {
    expect(routesModule.name).toBe('remote_dashboard');
    expect(routesModule.routes).toHaveLength(1);
    const [route] = routesModule.routes;
    expect(route).toMatchObject({
      // A literal in the table (tools/route-chunks.cjs reads it without running it), the contract's overview page.
      path: DASHBOARD_PATH,
      access: 'private',
      title: 'Übersicht',
      breadcrumb: 'Übersicht',
    });
    expect(typeof (await route.load()).default).toBe('function');
    expect(routesModule.slices).toEqual([dashboardSlice]);
    expect(routesModule.slices[0].reducerPath).toBe('dashboard');
    expect(descriptorDisagreements(routesModule, descriptor as DescriptorSource)).toEqual([]);
    expect(descriptor.navigation).toEqual([{ label: 'Übersicht', to: '/portal/dashboard', order: 10 }]);
  });
});
