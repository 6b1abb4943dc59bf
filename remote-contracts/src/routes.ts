import type { RemoteRoutesModule } from '@portal/shared/federation/remote-module';
import { contractsSlice } from './state/contracts-slice';
import { infeedRoutes } from './infeed-routes';
import { texts } from './texts';
import { callbackTexts, wifiTexts } from './wifi-callback-texts';
import { processTexts } from './texts/processes';

const contract = ':businessPartnerNumber/:contractAccountNumber/:contractNumber';
const account = ':businessPartnerNumber/:contractAccountNumber';

/** What the shell mounts of this remote (exposed as `./routes`): the contract processes (portal-core §2 route table). */
const routesModule: RemoteRoutesModule = {
  name: 'remote_contracts',
  routes: [
    { path: `/portal/reading/${contract}`, title: texts.reading.title, load: () => import('./pages/reading-page') },
    { path: `/portal/smartmeter/key/${contract}`, title: texts.deviceKey.title, load: () => import('./pages/device-key-page') },
    { path: `/portal/smartmeter/opt-in/${contract}`, title: texts.optIn.title, load: () => import('./pages/opt-in-page') },
    {
      path: `/portal/smartmeter/activate/${contract}`,
      title: texts.activation.smartMeterTitle,
      load: () => import('./pages/activation-page').then((m) => ({ default: m.SmartMeterActivationPage })),
    },
    {
      path: `/portal/load-profile/activate/${contract}`,
      title: texts.activation.loadProfileTitle,
      load: () => import('./pages/activation-page'),
    },
    { path: `/portal/installment/${account}`, title: texts.installment.title, load: () => import('./pages/installment-page') },
    { path: `/portal/payment/${account}`, title: texts.bankData.title, load: () => import('./pages/bank-data-page') },
    { path: `/portal/paperless/${account}`, title: texts.paperless.title, load: () => import('./pages/paperless-page') },
    { path: `/portal/invoices/${account}`, title: texts.invoices.title, load: () => import('./pages/invoices-page') },
    { path: `/portal/wifi-reader/${contract}`, title: wifiTexts.title, load: () => import('./pages/wifi-reader-order-page') },
    { path: '/portal/callback', title: callbackTexts.title, load: () => import('./pages/callback-page') },
    { path: '/portal/processes', title: processTexts.title, load: () => import('./pages/processes-page') },
    ...infeedRoutes(contract),
  ].map((route) => ({ ...route, access: 'private' as const, breadcrumb: route.title })),
  slices: [contractsSlice],
};

export default routesModule;
