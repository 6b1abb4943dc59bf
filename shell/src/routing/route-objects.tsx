import { lazy, type ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import type { PortalRoute } from '@portal/shared/federation/remote-module';
import type { RemoteArea } from '@portal/shared/federation/remote-descriptor';
import { NotFoundPage } from '../pages/not-found-page';
import { RenderFailurePage } from '../pages/render-failure-page';
import { RemoteAreaPage } from '../pages/remote-area-page';
import { CompositionPendingPage } from '../pages/composition-pending-page';
import { PortalLayout } from '../layout/portal-layout';
import { reloadOnceOnChunkError } from '../remotes/chunk-reload';
import { DASHBOARD_PATH, LOGIN_PATH } from '@portal/shared/contract/portal-pages';
import { GuardedPage } from './guarded-page';
import { NOT_FOUND_TITLE } from './shell-routes';

/** What the layout reads from the matched route (useMatches): title, breadcrumb and access. */
export interface RouteHandle {
  route: Pick<PortalRoute, 'path' | 'access' | 'title' | 'breadcrumb'>;
  /** On a remote's area route (its code not loaded or unavailable): the remote's name. */
  remote?: string;
  /** The last resort: "not found", once every remote is described. */
  catchAll?: boolean;
}

/** The route every page route is a child of (patched in as remotes are described and loaded). */
export const PAGES_ROUTE_ID = 'pages';

export function pageRouteObject(route: PortalRoute): RouteObject {
  const Page: ComponentType = lazy(reloadOnceOnChunkError(route.load));
  return {
    path: route.path,
    element: <GuardedPage access={route.access} Page={Page} />,
    handle: { route } satisfies RouteHandle,
  };
}

const areaPages = new Map<string, ComponentType>();
/** One stable page component per remote (a new component each render would remount it). */
function areaPageOf(remote: string): ComponentType {
  let Page = areaPages.get(remote);
  if (!Page) {
    Page = () => <RemoteAreaPage remote={remote} />;
    areaPages.set(remote, Page);
  }
  return Page;
}

/**
 * A remote's areas before its code is loaded: `<prefix>/*` (which also matches the prefix itself), guarded by the
 * area's access type, loading the remote when opened. The remote's own routes, patched in once loaded, are more
 * specific and win; whatever of the area they do not serve then shows "not found".
 */
export function areaRouteObjects(remote: string, areas: RemoteArea[]): RouteObject[] {
  return areas.map((area) => ({
    path: `${area.prefix}/*`,
    element: <GuardedPage access={area.access} Page={areaPageOf(remote)} />,
    handle: { route: { path: area.prefix, access: area.access, title: '' }, remote } satisfies RouteHandle,
  }));
}

const catchAllHandle: RouteHandle = { route: { path: '*', access: 'public', title: NOT_FOUND_TITLE }, catchAll: true };

/**
 * The router's route objects at start: the shell's own pages and the last resort. The remotes' areas and routes are
 * patched in below PAGES_ROUTE_ID (see connectRouterToRegistry). Paths are relative to the basename `/app`.
 */
export function buildRouteObjects(shellRoutes: PortalRoute[]): RouteObject[] {
  return [
    {
      element: <PortalLayout shellRoutes={shellRoutes} />,
      children: [
        {
          id: PAGES_ROUTE_ID,
          // A page that fails to render shows the error page inside the layout; the rest of the portal stays usable.
          errorElement: <RenderFailurePage />,
          children: [
            { index: true, element: <Navigate to={LOGIN_PATH} replace /> },
            { path: '/portal', element: <Navigate to={DASHBOARD_PATH} replace /> },
            ...shellRoutes.map(pageRouteObject),
            { path: '*', element: <CompositionPendingPage fallback={<NotFoundPage />} />, handle: catchAllHandle },
          ],
        },
      ],
    },
  ];
}
