import type { RemoteRoutesModule } from '@portal/shared/federation/remote-module';
import { consentsSlice } from './state/consents-slice';
import { texts } from './texts';

/** What the shell mounts of this remote (exposed as `./routes`). */
const routesModule: RemoteRoutesModule = {
  name: 'remote_consents',
  routes: [
    {
      path: '/portal/consents',
      access: 'private',
      title: texts.title,
      breadcrumb: texts.title,
      load: () => import('./pages/consents-page'),
    },
  ],
  slices: [consentsSlice],
};

export default routesModule;
