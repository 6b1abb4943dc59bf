import type { PortalRoute } from '@portal/shared/federation/remote-module';
import { ErrorPage } from '../pages/error-page';
import { MaintenancePage } from '../pages/maintenance-page';

// The pages shown when something failed are part of the initial bundle: they must not depend on loading a chunk.
const eager =
  <T>(page: T) =>
  () =>
    Promise.resolve({ default: page });

/** The shell's own pages (portal-processes §2.1 public routes). The rest of the table comes from the remotes. */
export const shellRoutes: PortalRoute[] = [
  {
    path: '/privacy',
    access: 'public',
    title: 'Datenschutz',
    breadcrumb: 'Datenschutz',
    load: () => import('../pages/privacy-page'),
  },
  {
    path: '/impress',
    access: 'public',
    title: 'Impressum',
    breadcrumb: 'Impressum',
    load: () => import('../pages/impress-page'),
  },
  {
    path: '/termsOfService',
    access: 'public',
    title: 'Nutzungsbedingungen',
    breadcrumb: 'Nutzungsbedingungen',
    load: () => import('../pages/terms-page'),
  },
  {
    path: '/accessibility',
    access: 'public',
    title: 'Erklärung zur Barrierefreiheit',
    breadcrumb: 'Barrierefreiheit',
    load: () => import('../pages/accessibility-page'),
  },
  {
    path: '/status',
    access: 'public',
    title: 'Status des Portals',
    load: () => import('../pages/status-page'),
  },
  {
    path: '/maintenance',
    access: 'public',
    title: 'Wartungsarbeiten',
    load: eager(MaintenancePage),
  },
  {
    path: '/error/:errorCode',
    access: 'public',
    title: 'Ein Fehler ist aufgetreten',
    load: eager(ErrorPage),
  },
  {
    path: '/error',
    access: 'public',
    title: 'Ein Fehler ist aufgetreten',
    load: eager(ErrorPage),
  },
];

export const NOT_FOUND_TITLE = 'Seite nicht gefunden';
