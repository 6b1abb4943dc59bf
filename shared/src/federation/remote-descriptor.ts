import type { DeclaredTitle } from '../contract/page-headings';
import type { AccessType } from './remote-module';

/**
 * What a remote declares as data beside its build (`remote.json` next to `mf-manifest.json`), so that the shell can
 * draw navigation and route to the remote's area before (and without) loading any of its code. Written by the build
 * from the package's `remote.json` source plus its version, commit and requirements.
 */
export interface RemoteArea {
  /** A path prefix the remote serves (it serves the prefix itself and everything below it). */
  prefix: string;
  access: AccessType;
}

/**
 * A number shown beside a navigation entry (e.g. running processes): the service `path` answers `{count: number}`;
 * the answer is cached under the API's cache `tag`, so whatever changes those data (and invalidates the tag) refreshes
 * it. `label` says what is counted, for screen readers ("3 laufende Anträge").
 */
export interface NavigationCount {
  path: string;
  tag: string;
  label: string;
}

/** An entry of the main navigation: a portal route (`to`) or a page outside the portal (`href`). */
export type NavigationEntry = { label: string; order: number; count?: NavigationCount } & ({ to: string } | { href: string });

export interface RemoteDescriptor {
  /** Federation name, as in remotes.json (`remote_<folder>`). */
  name: string;
  /** The remote's package version; its build lives in `/remotes/<folder>/<version>/`. */
  version: string;
  commit?: string;
  builtAt?: string;
  areas: RemoteArea[];
  navigation: NavigationEntry[];
  /**
   * The service reads a page starts with, by route path (`:name` filled from the address): the service names them in
   * the page it serves so that the browser fetches them with the shell's scripts (preload hints).
   */
  reads?: { path: string; requests: string[] }[];
  /**
   * The titles (and breadcrumbs) of its routes, as in its route table: the service draws the heading of an address
   * into the page it serves, and the shell keeps it until the remote's code has loaded.
   */
  titles?: DeclaredTitle[];
  /** Semver ranges the remote needs from the running shell: the shared libraries and the kit (`@portal/shared`). */
  requires: Record<string, string>;
  /**
   * The exports of shared libraries the remote's code imports by name, for those the shell may provide in part (the
   * router): written by the build; '*' means all of them.
   */
  imports?: Record<string, string[]>;
}

/** Shell → remotes file as served to the browser: each remote's manifest URL and what the service knows of it. */
export interface ServedRemote {
  /** URL of the remote's `mf-manifest.json` (its build folder); null when no build of it can be served. */
  entry: string | null;
  /** The descriptor, when the service can read it (local builds); otherwise the shell fetches it beside `entry`. */
  descriptor?: RemoteDescriptor;
  /** The areas of the remote's workspace source, for the "area unavailable" panel when its build cannot be reached. */
  areas?: RemoteArea[];
  /** Its navigation entries likewise (they then lead to that panel). */
  navigation?: NavigationEntry[];
  /** Where the entry came from: the operator's remotes file or the local default. */
  source?: 'file' | 'default';
}

/** `/app/remotes.json`: a manifest URL per remote (the operator's plain form) or the service's resolved form. */
export type RemotesDocument = Record<string, string | ServedRemote>;

const ACCESS: readonly AccessType[] = ['public', 'public-only', 'private'];

function isArea(value: unknown): value is RemoteArea {
  const area = value as Partial<RemoteArea> | null;
  return !!area && typeof area.prefix === 'string' && area.prefix.startsWith('/') && ACCESS.includes(area.access as AccessType);
}

function isNavigationCount(value: unknown): value is NavigationCount {
  const count = value as Partial<NavigationCount> | null;
  return (
    !!count &&
    typeof count.path === 'string' &&
    count.path.startsWith('/') &&
    typeof count.tag === 'string' &&
    typeof count.label === 'string'
  );
}

function isDeclaredTitle(value: unknown): value is DeclaredTitle {
  const declared = value as Partial<DeclaredTitle> | null;
  return (
    !!declared &&
    typeof declared.path === 'string' &&
    declared.path.startsWith('/') &&
    typeof declared.title === 'string' &&
    (declared.breadcrumb === undefined || typeof declared.breadcrumb === 'string')
  );
}

function isNavigationEntry(value: unknown): value is NavigationEntry {
  const entry = value as Record<string, unknown> | null;
  if (!entry || typeof entry.label !== 'string' || typeof entry.order !== 'number') return false;
  if (entry.count !== undefined && !isNavigationCount(entry.count)) return false;
  if (typeof entry.to === 'string') return entry.to.startsWith('/');
  return typeof entry.href === 'string' && /^https:\/\//.test(entry.href);
}

/** Checks a descriptor read from the network; answers the problems (empty when it is usable). */
export function descriptorProblems(value: unknown): string[] {
  const d = value as Partial<RemoteDescriptor> | null;
  if (!d || typeof d !== 'object') return ['descriptor is not an object'];
  const problems: string[] = [];
  if (typeof d.name !== 'string') problems.push('name missing');
  if (typeof d.version !== 'string') problems.push('version missing');
  if (!Array.isArray(d.areas) || !d.areas.every(isArea)) problems.push('areas invalid');
  if (!Array.isArray(d.navigation) || !d.navigation.every(isNavigationEntry)) problems.push('navigation invalid');
  if (d.titles !== undefined && !(Array.isArray(d.titles) && d.titles.every(isDeclaredTitle))) problems.push('titles invalid');
  if (!d.requires || typeof d.requires !== 'object') problems.push('requires missing');
  const imports = d.imports as unknown;
  if (
    imports !== undefined &&
    (!imports ||
      typeof imports !== 'object' ||
      !Object.values(imports).every((names) => Array.isArray(names) && names.every((name) => typeof name === 'string')))
  ) {
    problems.push('imports invalid');
  }
  return problems;
}

/** The folder of a manifest URL, where the descriptor and remoteEntry.js lie beside it. */
export function besideManifest(manifestUrl: string, file: string, base: string): string {
  return new URL(file, new URL(manifestUrl, base)).href;
}
