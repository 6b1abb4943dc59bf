import type { PortalRoute } from '@portal/shared/federation/remote-module';
import { DASHBOARD_PATH } from './access';

export interface NavigationItem {
  label: string;
  to: string;
}

export interface Crumb {
  label: string;
  /** Absent on the last crumb: the current page is plain text. */
  to?: string;
}

type RouteInfo = Pick<PortalRoute, 'path' | 'access' | 'title' | 'breadcrumb' | 'navigation'>;

/** The main navigation: every route that asks for it, by its order (ties by label). */
export function buildNavigation(routes: RouteInfo[]): NavigationItem[] {
  return routes
    .filter((route): route is RouteInfo & Required<Pick<RouteInfo, 'navigation'>> => route.navigation !== undefined)
    .sort((a, b) => a.navigation.order - b.navigation.order || a.navigation.label.localeCompare(b.navigation.label))
    .map((route) => ({ label: route.navigation.label, to: route.path }));
}

const staticPrefix = (path: string) => path.split('/:')[0];

/**
 * Breadcrumbs of a flagged route: the start (dashboard for portal pages, home for public ones), then every flagged
 * route whose path is a parent of this one, then the page itself without a link. Routes without a breadcrumb, and the
 * dashboard itself, get none.
 */
export function buildBreadcrumbs(current: RouteInfo | undefined, routes: RouteInfo[], homeLabel = 'Startseite'): Crumb[] {
  if (!current?.breadcrumb) return [];
  const crumbs: Crumb[] = [];
  const dashboard = routes.find((route) => route.path === DASHBOARD_PATH);
  if (current.access === 'private') {
    if (current.path !== DASHBOARD_PATH) {
      crumbs.push({ label: dashboard?.breadcrumb ?? dashboard?.title ?? 'Übersicht', to: DASHBOARD_PATH });
    }
  } else {
    crumbs.push({ label: homeLabel, to: '/' });
  }
  const currentPrefix = staticPrefix(current.path);
  const parents = routes
    .filter(
      (route) =>
        route !== current &&
        route.breadcrumb &&
        route.path !== DASHBOARD_PATH &&
        !route.path.includes(':') &&
        currentPrefix.startsWith(`${route.path}/`),
    )
    .sort((a, b) => a.path.length - b.path.length);
  for (const parent of parents) crumbs.push({ label: parent.breadcrumb as string, to: parent.path });
  crumbs.push({ label: current.breadcrumb });
  // A trail of one (the dashboard itself) says nothing the heading does not.
  return crumbs.length > 1 ? crumbs : [];
}
