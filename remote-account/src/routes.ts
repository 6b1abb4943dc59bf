import type { RemoteRoutesModule } from '@portal/shared/federation/remote-module';
import { texts } from './texts';

/** What the shell mounts of this remote (exposed as `./routes`). */
const routesModule: RemoteRoutesModule = {
  name: 'remote_account',
  routes: [
    {
      path: '/login',
      access: 'public-only',
      title: texts.login.title,
      load: () => import('./pages/login-page'),
    },
    {
      path: '/portal/changePassword',
      access: 'private',
      title: texts.changePassword.title,
      breadcrumb: texts.changePassword.title,
      load: () => import('./pages/change-password-page'),
    },
  ],
  slices: [],
};

export default routesModule;
