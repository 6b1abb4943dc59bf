import type { NavigationCount, NavigationEntry } from '@portal/shared/federation/remote-descriptor';
import type { PortalRoute } from '@portal/shared/federation/remote-module';
import { DASHBOARD_PATH } from './access';

/**
 * A main-navigation entry: a portal route (`to`, optionally with a number beside it) or a page outside the portal
 * (`href`, drawn as leaving it).
 */
export type NavigationItem = { label: string } & ({ to: string; count?: NavigationCount } | { href: string });

export interface Crumb {
  label: string;
  /** Absent on the last crumb: the current page is plain text. */
  to?: string;
}

type RouteInfo = Pick<PortalRoute, 'path' | 'access' | 'title' | 'breadcrumb'>;

/**
 * The main navigation from the remotes' descriptors and the operator's own pages, by order (ties by label). It is data:
 * no remote's code is needed to draw it.
 */
export function buildNavigation(entries: NavigationEntry[]): NavigationItem[] {
  return [...entries]
    .sort((a, b) => a.order - b.order || a.label.localeCompare(b.label))
    .map((entry) =>
      'to' in entry
        ? { label: entry.label, to: entry.to, ...(entry.count ? { count: entry.count } : {}) }
        : { label: entry.label, href: entry.href },
    );
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
