import { matchPath } from 'react-router-dom';
import type { PortalRoute } from '@portal/shared/federation/remote-module';

type RouteInfo = Pick<PortalRoute, 'path' | 'access' | 'title' | 'breadcrumb'>;

/**
 * The loaded remote's route that serves an address the router still shows as the remote's area (its switch to the
 * remote's routes is a transition that ends a moment later): its title and breadcrumbs can be drawn at once instead of
 * "not found". Of several matches the one with fewest parameters, as the router ranks a static segment first.
 */
export function pendingRoute<R extends RouteInfo>(routes: readonly R[] | undefined, pathname: string): R | undefined {
  const parameters = (route: R) => route.path.split('/').filter((segment) => segment.startsWith(':') || segment === '*').length;
  return (routes ?? []).filter((route) => matchPath(route.path, pathname)).sort((a, b) => parameters(a) - parameters(b))[0];
}
