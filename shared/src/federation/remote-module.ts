import type { ComponentType } from 'react';
import type { Reducer } from '@reduxjs/toolkit';

/**
 * The contract between the shell and a remote. Every remote exposes `./routes` whose default export is a
 * RemoteRoutesModule; the shell builds the router, the navigation and the breadcrumbs from these tables.
 */
export type AccessType = 'public' | 'public-only' | 'private';

export interface PortalRoute {
  /** Absolute path below the router basename `/app`, e.g. `/portal/dashboard` or `/login`. */
  path: string;
  access: AccessType;
  /** Page title shown in the header and in document.title (German). */
  title: string;
  /** Breadcrumb label; breadcrumbs are shown only on routes that set it. */
  breadcrumb?: string;
  /** Shown in the main navigation (logged-in users only) with this label when set. */
  navigation?: { label: string; order: number };
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

/** remotes.json: federation name → URL of the remote's mf-manifest.json. */
export type RemotesFile = Record<string, string>;

/**
 * The remotes the shell knows at build time: their federation names, the routes they serve (so the shell can show an
 * "area unavailable" panel on those paths when a remote cannot be loaded) and their prefixes.
 */
export const REMOTE_NAMES = ['remote_account', 'remote_dashboard', 'remote_consumption', 'remote_consents'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];
