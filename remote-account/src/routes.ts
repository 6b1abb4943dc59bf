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
    // Public-only pages of issue 4 (portal-processes §2.1): logged-in users are sent on by the shell's guard.
    {
      path: '/registration',
      access: 'public-only',
      title: texts.registration.title,
      breadcrumb: texts.registration.breadcrumb,
      load: () => import('./pages/registration-page'),
    },
    {
      path: '/registration/confirm',
      access: 'public-only',
      title: texts.registrationConfirm.title,
      breadcrumb: texts.registrationConfirm.breadcrumb,
      load: () => import('./pages/registration-confirm-page'),
    },
    {
      path: '/username/retrieve',
      access: 'public-only',
      title: texts.usernameRetrieval.title,
      breadcrumb: texts.usernameRetrieval.breadcrumb,
      load: () => import('./pages/username-retrieval-page'),
    },
    {
      path: '/password/reset',
      access: 'public-only',
      title: texts.passwordReset.title,
      breadcrumb: texts.passwordReset.breadcrumb,
      load: () => import('./pages/password-reset-page'),
    },
    {
      path: '/password/change',
      access: 'public-only',
      title: texts.passwordChangeByCode.title,
      breadcrumb: texts.passwordChangeByCode.breadcrumb,
      load: () => import('./pages/password-change-by-code-page'),
    },
    {
      path: '/portal/changePassword',
      access: 'private',
      title: texts.changePassword.title,
      breadcrumb: texts.changePassword.title,
      load: () => import('./pages/change-password-page'),
    },
    {
      path: '/portal/profile',
      access: 'private',
      title: texts.profile.title,
      breadcrumb: texts.profile.title,
      load: () => import('./pages/profile-page'),
    },
    {
      path: '/portal/activation',
      access: 'private',
      title: texts.letterActivation.title,
      breadcrumb: texts.letterActivation.title,
      load: () => import('./pages/letter-activation-page'),
    },
    {
      path: '/portal/e-communication/:businessPartnerNumber',
      access: 'private',
      title: texts.eCommunication.title,
      breadcrumb: texts.eCommunication.title,
      load: () => import('./pages/e-communication-page'),
    },
    {
      path: '/portal/api',
      access: 'private',
      title: texts.apiToken.title,
      breadcrumb: texts.apiToken.title,
      load: () => import('./pages/api-token-page'),
    },
    {
      path: '/portal/notifications',
      access: 'private',
      title: texts.notifications.title,
      breadcrumb: texts.notifications.title,
      load: () => import('./pages/notifications-page'),
    },
  ],
  slices: [],
};

export default routesModule;
