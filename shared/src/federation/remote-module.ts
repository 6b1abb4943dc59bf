import type { ComponentType } from 'react';
import type { Reducer } from '@reduxjs/toolkit';
import type { PageAccess } from '../contract/page-headings';

/**
 * The contract between the shell and a remote. Every remote exposes `./routes` whose default export is a
 * RemoteRoutesModule; the shell builds the router, the navigation and the breadcrumbs from these tables.
 */
export type AccessType = PageAccess;

export interface PortalRoute {
  /** Absolute path below the router basename `/app`, e.g. `/portal/dashboard` or `/login`. */
  path: string;
  access: AccessType;
  /** Page title shown in the header and in document.title (German). */
  title: string;
  /** Breadcrumb label; breadcrumbs are shown only on routes that set it. */
  breadcrumb?: string;
  /** The page, loaded lazily so a route's code is fetched only when it is visited. */
  load: () => Promise<{ default: ComponentType }>;
}

export interface InjectableSlice {
  reducerPath: string;
  reducer: Reducer;
}

export interface RemoteRoutesModule {
  /** The remote's name, as in remotes.json and its federation `name`. */
  name: string;
  routes: PortalRoute[];
  /** Redux slices (and RTK Query APIs) the shell injects into its store before the remote's pages render. */
  slices: InjectableSlice[];
}

/** Routes of a table that lie outside every declared area: the shell would never route to them. */
export function routesOutsideAreas(routes: Pick<PortalRoute, 'path'>[], prefixes: string[]): string[] {
  return routes.map((route) => route.path).filter((path) => !prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`)));
}
