import { declaredRoutes, routeFor, type RouteHeading } from '@portal/shared/contract/page-headings';
import type { RegistrySnapshot, RemoteState } from '../remotes/remote-registry';
import type { RouteHandle } from './route-objects';

const UNAVAILABLE: readonly RemoteState['status'][] = ['failed', 'unreachable', 'incompatible'];

/** A remote's routes as far as they are known: its route table once loaded, else the titles its descriptor declares. */
export function knownRoutes(remote: RemoteState): RouteHeading[] {
  return remote.module?.routes ?? declaredRoutes(remote.descriptor?.titles, remote.areas);
}

/** The remote whose area holds the address (the longest prefix). */
function servingRemote(snapshot: RegistrySnapshot, pathname: string): RemoteState | undefined {
  let best: { remote: RemoteState; length: number } | undefined;
  for (const remote of snapshot.remotes) {
    for (const area of remote.areas) {
      const inside = pathname === area.prefix || pathname.startsWith(`${area.prefix}/`);
      if (inside && (!best || area.prefix.length > best.length)) best = { remote, length: area.prefix.length };
    }
  }
  return best?.remote;
}

/**
 * The route that will serve an address the router still shows as a remote's area or as the last resort: from the
 * remote's loaded route table (the router's switch to it is a transition that ends a moment later), or before its code
 * is there from the titles its descriptor declares (the heading the service drew into the page). Its title and
 * breadcrumbs are drawn at once instead of "loading" or "not found". None when the remote cannot be loaded.
 */
export function pendingRoute(snapshot: RegistrySnapshot, handle: RouteHandle | undefined, pathname: string): RouteHeading | undefined {
  if (!handle?.remote && !handle?.catchAll) return undefined;
  const remote = servingRemote(snapshot, pathname);
  if (!remote || (handle.remote !== undefined && remote.name !== handle.remote) || UNAVAILABLE.includes(remote.status)) return undefined;
  return routeFor(knownRoutes(remote), pathname);
}
