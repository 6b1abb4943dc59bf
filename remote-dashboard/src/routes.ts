import type { RemoteRoutesModule } from '@portal/shared/federation/remote-module';
import { dashboardSlice } from './state/dashboard-slice';
import { texts } from './texts';

/** What the shell mounts of this remote (exposed as `./routes`). */
const routesModule: RemoteRoutesModule = {
  name: 'remote_dashboard',
  routes: [
    {
      path: '/portal/dashboard',
      access: 'private',
      title: texts.title,
      breadcrumb: texts.title,
      load: () => import('./pages/dashboard-page'),
    },
  ],
  slices: [dashboardSlice],
};

export default routesModule;
