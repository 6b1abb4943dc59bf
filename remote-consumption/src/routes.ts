import type { RemoteRoutesModule } from '@portal/shared/federation/remote-module';
import { texts } from './texts';
import { loadWithTimeZone } from './time-zone-first';

/** What the shell mounts of this remote (exposed as `./routes`). Pages (and chart.js with them) load on visit only. */
const routesModule: RemoteRoutesModule = {
  name: 'remote_consumption',
  routes: [
    {
      // Performance monitoring of a feed-in has its own title (the static segment ranks before the parameter).
      path: '/portal/consumptions/:bpn/:can/:contractNumber/performance-monitoring',
      access: 'private',
      title: texts.performanceMonitoringTitle,
      breadcrumb: texts.performanceMonitoringTitle,
      load: () => loadWithTimeZone(() => import('./pages/consumption-page')),
    },
    {
      path: '/portal/consumptions/:bpn/:can/:contractNumber/:infeederRequestType',
      access: 'private',
      title: texts.consumptionTitle,
      breadcrumb: texts.consumptionTitle,
      load: () => loadWithTimeZone(() => import('./pages/consumption-page')),
    },
    {
      path: '/portal/energy-community-consumptions/:bpn/:can/:contractNumber',
      access: 'private',
      title: texts.energyCommunityTitle,
      breadcrumb: texts.energyCommunityTitle,
      load: () => loadWithTimeZone(() => import('./pages/energy-community-page')),
    },
  ],
  slices: [],
};

export default routesModule;
