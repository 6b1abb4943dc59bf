import type { ComponentType } from 'react';
import type { AccessType, PortalRoute } from '@portal/shared/federation/remote-module';
import type { KnownArea } from '../remotes/known-remotes';
import type { RemoteLoadResult } from '../remotes/load-remotes';

export const AREA_UNAVAILABLE_TITLE = 'Bereich nicht verfügbar';

/** A route of the composed table; `remote` names the remote whose area is unavailable, for the panel's retry. */
export interface ComposedRoute extends PortalRoute {
  unavailableRemote?: string;
}

type PageModule = { default: ComponentType };

/**
 * The route table of the whole portal: the shell's own routes, every loaded remote's routes, and for each remote that
 * failed an "area unavailable" route on each of its known prefixes (and everything below them).
 */
export function composeRoutes(
  shellRoutes: PortalRoute[],
  results: RemoteLoadResult[],
  knownAreas: Record<string, KnownArea[]>,
  loadUnavailablePage: () => Promise<PageModule>,
): ComposedRoute[] {
  const routes: ComposedRoute[] = [...shellRoutes];
  for (const result of results) {
    if (result.status === 'loaded') {
      routes.push(...result.module.routes);
      continue;
    }
    for (const area of knownAreas[result.name] ?? []) {
      const unavailable = (path: string, access: AccessType): ComposedRoute => ({
        path,
        access,
        title: AREA_UNAVAILABLE_TITLE,
        load: loadUnavailablePage,
        unavailableRemote: result.name,
      });
      routes.push(unavailable(area.prefix, area.access), unavailable(`${area.prefix}/*`, area.access));
    }
  }
  return routes;
}

/** Remotes file missing or broken: every remote the shell knows is unavailable. */
export function allFailed(names: readonly string[], reason: string): RemoteLoadResult[] {
  return names.map((name) => ({ name, status: 'failed', reason }));
}
