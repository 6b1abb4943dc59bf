import type { RemoteRoutesModule } from '@portal/shared/federation/remote-module';
import { texts } from './texts';

/** What the shell mounts of this remote (exposed as `./routes`). */
const routesModule: RemoteRoutesModule = {
  name: 'remote_consumption',
  routes: [
    {
      path: '/portal/consumptions/:bpn/:can/:contractNumber/:infeederRequestType',
      access: 'private',
      title: texts.consumptionTitle,
      breadcrumb: texts.consumptionTitle,
      load: () => import('./pages/consumption-page'),
    },
  ],
  slices: [],
};

export default routesModule;
