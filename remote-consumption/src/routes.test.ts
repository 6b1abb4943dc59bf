import { descriptorDisagreements, type DescriptorSource } from '@portal/shared/federation/descriptor-agreement';
import descriptor from '../remote.json';
import routesModule from './routes';

describe('routes of the consumption remote', () => {
  it('serves the consumption and energy-community views to logged-in users, loading each page lazily', async () => {
    expect(routesModule.name).toBe('remote_consumption');
    expect(routesModule.routes.map((r) => [r.path, r.access, r.title])).toEqual([
      ['/portal/consumptions/:bpn/:can/:contractNumber/performance-monitoring', 'private', 'Leistungsüberwachung der Einspeisung'],
      ['/portal/consumptions/:bpn/:can/:contractNumber/:infeederRequestType', 'private', 'Verbrauch'],
      ['/portal/energy-community-consumptions/:bpn/:can/:contractNumber', 'private', 'Energiegemeinschaft'],
    ]);
    expect(descriptorDisagreements(routesModule, descriptor as DescriptorSource)).toEqual([]);
    expect(descriptor.navigation).toEqual([]);
  });
});
