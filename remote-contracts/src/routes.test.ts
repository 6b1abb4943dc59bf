import { descriptorDisagreements, type DescriptorSource } from '@portal/shared/federation/descriptor-agreement';
import descriptor from '../remote.json';
import routesModule from './routes';
import { contractsSlice } from './state/contracts-slice';

describe('exposed ./routes', () => {
  it('serves every contract-process route of portal-core §2 as a private page with title and breadcrumb', async () => {
    expect(routesModule.name).toBe('remote_contracts');
    expect(routesModule.routes.map((r) => r.path)).toEqual([
      '/portal/reading/:businessPartnerNumber/:contractAccountNumber/:contractNumber',
      '/portal/smartmeter/key/:businessPartnerNumber/:contractAccountNumber/:contractNumber',
      '/portal/smartmeter/opt-in/:businessPartnerNumber/:contractAccountNumber/:contractNumber',
      '/portal/smartmeter/activate/:businessPartnerNumber/:contractAccountNumber/:contractNumber',
      '/portal/load-profile/activate/:businessPartnerNumber/:contractAccountNumber/:contractNumber',
      '/portal/installment/:businessPartnerNumber/:contractAccountNumber',
      '/portal/payment/:businessPartnerNumber/:contractAccountNumber',
      '/portal/paperless/:businessPartnerNumber/:contractAccountNumber',
      '/portal/invoices/:businessPartnerNumber/:contractAccountNumber',
      '/portal/wifi-reader/:businessPartnerNumber/:contractAccountNumber/:contractNumber',
      '/portal/callback',
      '/portal/processes',
      '/portal/infeed/quick-check/:businessPartnerNumber/:contractAccountNumber/:contractNumber',
      '/portal/infeed/small/activate/:businessPartnerNumber/:contractAccountNumber/:contractNumber',
      '/portal/infeed/small/deactivate/:businessPartnerNumber/:contractAccountNumber/:contractNumber',
    ]);
    for (const route of routesModule.routes) {
      expect(route).toMatchObject({ access: 'private', breadcrumb: route.title });
      expect(route.title).not.toBe('');
      expect(typeof (await route.load()).default).toBe('function');
    }
    expect(routesModule.slices).toEqual([contractsSlice]);
    // Every route lies inside an area the descriptor declares (the shell routes by the descriptor).
    expect(descriptorDisagreements(routesModule, descriptor as DescriptorSource)).toEqual([]);
  });
});
