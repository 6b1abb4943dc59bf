import { lazy, type ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { AreaUnavailablePage } from '../pages/area-unavailable-page';
import { NotFoundPage } from '../pages/not-found-page';
import { RenderFailurePage } from '../pages/render-failure-page';
import { PortalLayout } from '../layout/portal-layout';
import { DASHBOARD_PATH, LOGIN_PATH } from './access';
import type { ComposedRoute } from './compose-routes';
import { GuardedPage } from './guarded-page';
import { NOT_FOUND_TITLE } from './shell-routes';

/** What the layout reads from the matched route (useMatches): title, breadcrumb and access. */
export interface RouteHandle {
  route: Pick<ComposedRoute, 'path' | 'access' | 'title' | 'breadcrumb' | 'navigation'>;
}

const notFoundHandle: RouteHandle = { route: { path: '*', access: 'public', title: NOT_FOUND_TITLE } };

function pageOf(route: ComposedRoute): ComponentType {
  if (route.unavailableRemote) return AreaUnavailablePage;
  return lazy(route.load);
}

/**
 * The router's route objects for a composed table (used with createBrowserRouter in the app and with
 * createMemoryRouter in tests). Paths are relative to the basename `/app`.
 */
export function buildRouteObjects(routes: ComposedRoute[]): RouteObject[] {
  const pages: RouteObject[] = routes.map((route) => {
    const Page = pageOf(route);
    return {
      path: route.path,
      element: <GuardedPage access={route.access} Page={Page} />,
      handle: { route } satisfies RouteHandle,
    };
  });
  return [
    {
      element: <PortalLayout routes={routes} />,
      children: [
        {
          // A page that fails to render shows the error page inside the layout; the rest of the portal stays usable.
          errorElement: <RenderFailurePage />,
          children: [
            { index: true, element: <Navigate to={LOGIN_PATH} replace /> },
            { path: '/portal', element: <Navigate to={DASHBOARD_PATH} replace /> },
            ...pages,
            { path: '*', element: <NotFoundPage />, handle: notFoundHandle },
          ],
        },
      ],
    },
  ];
}
