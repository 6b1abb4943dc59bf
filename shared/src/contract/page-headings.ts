import { DASHBOARD_PATH } from './portal-pages';

/** Who may open a page: anybody, only visitors who are not logged in, only logged-in customers. */
export type PageAccess = 'public' | 'public-only' | 'private';

/** What the heading and the breadcrumbs of a page are drawn from (a portal route's title, breadcrumb and access). */
export interface RouteHeading {
  /** Below the router basename `/app`; `:name` one segment, a last `*` the rest. */
  path: string;
  access: PageAccess;
  title: string;
  breadcrumb?: string;
}

/**
 * A route's title as a remote declares it in its descriptor (remote.json `titles`), so that the served page and the
 * shell's first render can draw the page's heading before the remote's code runs.
 */
export interface DeclaredTitle {
  path: string;
  title: string;
  breadcrumb?: string;
}

export interface Crumb {
  label: string;
  /** Absent on the last crumb: the current page is plain text. */
  to?: string;
}

const isInside = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/** The declared titles as routes: each with the access of the area holding it (none outside every area). */
export function declaredRoutes(
  titles: readonly DeclaredTitle[] | undefined,
  areas: readonly { prefix: string; access: PageAccess }[],
): RouteHeading[] {
  return (titles ?? []).flatMap((declared) => {
    const area = areas.filter((a) => isInside(declared.path, a.prefix)).sort((a, b) => b.prefix.length - a.prefix.length)[0];
    return area ? [{ ...declared, access: area.access }] : [];
  });
}

/**
 * The parameters of a route path (`/portal/consumptions/:businessPartnerNumber/*`: `:name` one non-empty segment, a
 * last `*` the rest) in an address, or null where it does not match; a trailing slash of the address is ignored. The
 * shell's first render and the service's page (headings, preload hints) match addresses with it as the router does.
 */
export function routeParameters(routePath: string, pathname: string): Record<string, string> | null {
  const pattern = routePath.split('/');
  const segments = pathname.replace(/(.)\/$/, '$1').split('/');
  const parameters: Record<string, string> = {};
  for (const [index, part] of pattern.entries()) {
    if (part === '*') return parameters;
    const segment = segments[index];
    if (segment === undefined) return null;
    if (part.startsWith(':')) {
      if (segment === '') return null;
      parameters[part.slice(1)] = segment;
    } else if (part !== segment) {
      return null;
    }
  }
  return pattern.length === segments.length ? parameters : null;
}

/**
 * The route serving an address, of several matches the one with fewest parameters (the router ranks a static segment
 * first).
 */
export function routeFor<R extends Pick<RouteHeading, 'path'>>(routes: readonly R[] | undefined, pathname: string): R | undefined {
  const parameters = (route: R) => route.path.split('/').filter((segment) => segment.startsWith(':') || segment === '*').length;
  return (routes ?? []).filter((route) => routeParameters(route.path, pathname) !== null).sort((a, b) => parameters(a) - parameters(b))[0];
}

const staticPrefix = (path: string) => path.split('/:')[0];

/**
 * Breadcrumbs of a flagged route: the start (dashboard for portal pages, home for public ones), then every flagged
 * route whose path is a parent of this one, then the page itself without a link. Routes without a breadcrumb, and the
 * dashboard itself, get none.
 */
export function buildBreadcrumbs(current: RouteHeading | undefined, routes: RouteHeading[], homeLabel = 'Startseite'): Crumb[] {
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
        route.path !== current.path &&
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
