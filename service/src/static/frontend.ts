import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';

/** A remote package of the workspace (remote-<folder>), whether built or not. */
export interface WorkspaceRemote {
  /** Federation name, `remote_<folder>`. */
  name: string;
  /** The part after `remote-`: the remote is served at /remotes/<folder>/. */
  folder: string;
  /** remote-<folder>/dist, holding one folder per built version. */
  dist: string;
  /** The package's version: the build the default start serves. */
  version: string;
  /** The areas of its descriptor source (remote.json), for the "area unavailable" panel when its build is missing. */
  areas: unknown[];
  /** Its navigation entries likewise: they lead to that panel rather than vanish. */
  navigation: unknown[];
}

/** What the default start serves besides /service: the shell's build and every remote-* of the workspace. */
export interface Frontend {
  root: string;
  shellDist: string | null;
  remotes: WorkspaceRemote[];
}

const readJson = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));

export function findFrontend(config: Pick<Config, 'frontendRoot'>): Frontend {
  const root = config.frontendRoot;
  const shellDist = path.join(root, 'shell', 'dist');
  const remotes: WorkspaceRemote[] = [];
  if (existsSync(root)) {
    for (const entry of readdirSync(root, { withFileTypes: true })) {
      const match = /^remote-([a-z0-9-]+)$/.exec(entry.name);
      const source = path.join(root, entry.name, 'remote.json');
      // A folder or a link to one (an environment may assemble its front-end root from links).
      if (!match || !existsSync(source)) continue;
      let areas: unknown[] = [];
      let navigation: unknown[] = [];
      let version = '0.0.0';
      try {
        const descriptor = readJson(source) as { areas?: unknown[]; navigation?: unknown[] };
        areas = Array.isArray(descriptor.areas) ? descriptor.areas : [];
        navigation = Array.isArray(descriptor.navigation) ? descriptor.navigation : [];
        version = (readJson(path.join(root, entry.name, 'package.json')) as { version: string }).version;
      } catch {
        // A broken source descriptor: the remote still gets its default entry, only without fallback areas.
      }
      remotes.push({
        name: `remote_${match[1].replace(/-/g, '_')}`,
        folder: match[1],
        dist: path.join(root, entry.name, 'dist'),
        version,
        areas,
        navigation,
      });
    }
  }
  remotes.sort((a, b) => a.name.localeCompare(b.name));
  return { root, shellDist: existsSync(shellDist) ? shellDist : null, remotes };
}

/** The built version folders of a remote, newest build first. */
function builtVersions(remote: WorkspaceRemote): string[] {
  if (!existsSync(remote.dist)) return [];
  return readdirSync(remote.dist, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(remote.dist, entry.name, 'mf-manifest.json')))
    .map((entry) => ({ version: entry.name, at: statSync(path.join(remote.dist, entry.name, 'mf-manifest.json')).mtimeMs }))
    .sort((a, b) => b.at - a.at)
    .map((entry) => entry.version);
}

/**
 * The entry the default start serves for a remote: its package version's build, else its newest build, else none
 * (a missing build: the shell shows its areas as unavailable).
 */
export function defaultEntry(remote: WorkspaceRemote): string | null {
  const versions = builtVersions(remote);
  const version = versions.includes(remote.version) ? remote.version : versions[0];
  return version ? `/remotes/${remote.folder}/${version}/mf-manifest.json` : null;
}

/** The descriptor of a build the service holds itself (an entry below /remotes/<folder>/<version>/), else null. */
export function localDescriptor(frontend: Frontend, entry: string | null): unknown {
  const match = entry && /^\/remotes\/([a-z0-9-]+)\/([^/]+)\/mf-manifest\.json$/.exec(entry);
  if (!match) return null;
  const remote = frontend.remotes.find((r) => r.folder === match[1]);
  const file = remote && path.join(remote.dist, match[2], 'remote.json');
  if (!file || !file.startsWith(remote.dist + path.sep) || !existsSync(file)) return null;
  try {
    return readJson(file);
  } catch {
    return null;
  }
}

/** Absolute origins among the remotes' entry URLs (for the Content-Security-Policy). */
export function remoteOrigins(entries: (string | null)[]): string[] {
  const origins = new Set<string>();
  for (const url of entries) {
    try {
      if (url && /^https?:\/\//i.test(url)) origins.add(new URL(url).origin);
    } catch {
      // not a URL: ignore
    }
  }
  return [...origins];
}

const HASHED = /\.[0-9a-f]{8,}\./;
const NO_CACHE = new Set(['index.html', 'remotes.json', 'operator.json', 'mf-manifest.json', 'remoteEntry.js', 'remote.json']);

/** Hashed file names never change: cache them for a year; entry points are revalidated on every load. */
export function cacheControlFor(filePath: string): string {
  const name = path.basename(filePath).replace(/\.(br|gz)$/, '');
  if (NO_CACHE.has(name)) return 'no-cache';
  if (HASHED.test(name)) return 'public, max-age=31536000, immutable';
  return 'public, max-age=0, must-revalidate';
}
