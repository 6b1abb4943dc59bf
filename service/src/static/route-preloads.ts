import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { routeParameters } from '@portal/shared/contract/page-headings';
import type { Frontend } from './frontend';
import type { ServedRemote } from './composition';

/** A consume of a shared module: its share key, and its fallback (an index into the remote's `copies`). */
interface Consume {
  key: string;
  fallback: number | null;
}

/** Script files and the shared modules their modules consume (a remote build's route-chunks.json, tools/route-chunks.cjs). */
interface ChunkSet {
  files: string[];
  consumes: Consume[];
}

interface RouteChunks {
  routes: ChunkSet;
  pages: (ChunkSet & { path: string })[];
  /** The copy the remote provides to the share scope, by share key (an index into `copies`). */
  provides: Record<string, number>;
  /** The remote's own copies of shared modules. */
  copies: (ChunkSet | null)[];
}

/** A JSON file read again only when it changes; null while it is missing or unreadable. */
function jsonFileCache<T>(): (file: string) => T | null {
  const cache = new Map<string, { stamp: string; value: T | null }>();
  return (file) => {
    let stamp: string;
    try {
      const stat = statSync(file);
      stamp = `${stat.mtimeMs}:${stat.size}`;
    } catch {
      return null;
    }
    const cached = cache.get(file);
    if (cached?.stamp === stamp) return cached.value;
    let value: T | null = null;
    try {
      value = JSON.parse(readFileSync(file, 'utf8')) as T;
    } catch {
      // a build being written: no hints this time
    }
    cache.set(file, { stamp, value });
    return value;
  };
}

/** An area of a remote's descriptor (the shell's RemoteArea; the service reads it as untrusted JSON). */
interface Area {
  prefix: string;
  access: string;
}

const isArea = (value: unknown): value is Area =>
  typeof (value as Area | null)?.prefix === 'string' && typeof (value as Area | null)?.access === 'string';

function areaOf(remote: ServedRemote, pathname: string): Area | undefined {
  const described = (remote.descriptor as { areas?: unknown } | undefined)?.areas;
  const areas = Array.isArray(described) ? described : remote.areas;
  return areas
    .filter(isArea)
    .filter((area) => pathname === area.prefix || pathname.startsWith(`${area.prefix}/`))
    .sort((a, b) => b.prefix.length - a.prefix.length)[0];
}

/** The remote whose area holds the address, unless the guard will send the visitor elsewhere. */
export function servingRemote(pathname: string, remotes: Record<string, ServedRemote>, hasSession: boolean) {
  let best: { remote: ServedRemote; area: Area } | undefined;
  for (const remote of Object.values(remotes)) {
    const area = areaOf(remote, pathname);
    if (area && (!best || area.prefix.length > best.area.prefix.length)) best = { remote, area };
  }
  if (!best || (best.area.access === 'private' && !hasSession) || (best.area.access === 'public-only' && hasSession)) return undefined;
  return best;
}

/** A remote's declaration (remote.json `reads`): the service requests a page of `path` starts with, `:name` from the address. */
interface RouteReads {
  path: string;
  requests: string[];
}

const isRouteReads = (value: unknown): value is RouteReads =>
  typeof (value as RouteReads | null)?.path === 'string' &&
  Array.isArray((value as RouteReads).requests) &&
  (value as RouteReads).requests.every((request) => typeof request === 'string');

/**
 * The service reads the page of an address starts with, as its remote declares them (remote.json `reads`), for
 * preload hints: the browser fetches them with the shell's scripts instead of after the page's code has run. The
 * same guard as for the scripts (a private page only with a session cookie); only the service's own GET paths.
 */
export function routeReads(pathname: string, remotes: Record<string, ServedRemote>, hasSession: boolean): string[] {
  const served = servingRemote(pathname, remotes, hasSession);
  const declared = (served?.remote.descriptor as { reads?: unknown } | undefined)?.reads;
  if (!Array.isArray(declared)) return [];
  for (const entry of declared.filter(isRouteReads)) {
    const parameters = routeParameters(entry.path, pathname);
    if (!parameters) continue;
    // Only plain segments go into a request path.
    if (!Object.values(parameters).every((value) => /^[\w-]+$/.test(value))) return [];
    return entry.requests
      .map((request) => request.replace(/:(\w+)/g, (_match, name: string) => parameters[name] ?? '\u0000'))
      .filter((url) => /^\/service\/[\w./?=&-]+$/.test(url));
  }
  return [];
}

/**
 * The scripts a page of the portal will need besides the shell's start chunks, for preload hints in the page the
 * service serves: the remote serving the address (its entry script, route table, the route's page chunks) and the
 * kit modules the page consumes, from the shell's build where it provides them, else from the remote's own build.
 * Without them the browser learns of each file only when the one before it has run. Only remotes the service serves
 * itself are known (a remote at another origin is loaded as before); an address the guard will send elsewhere (a
 * private area without a session cookie, a public-only one with it) gets none.
 */
export class RoutePreloads {
  private readonly routeChunks = jsonFileCache<RouteChunks>();
  private readonly shellManifest = jsonFileCache<{ shared?: { name: string; assets?: { js?: { sync?: string[] } } }[] }>();
  private readonly shellProvided = jsonFileCache<Record<string, string[]>>();

  constructor(private readonly frontend: () => Frontend) {}

  scripts(pathname: string, remotes: Record<string, ServedRemote>, hasSession: boolean): string[] {
    const { shellDist, remotes: workspace } = this.frontend();
    const best = servingRemote(pathname, remotes, hasSession);
    if (!best) return [];
    const local = best.remote.entry && /^\/remotes\/([a-z0-9-]+)\/([^/]+)\/mf-manifest\.json$/.exec(best.remote.entry);
    const build = local && workspace.find((remote) => remote.folder === local[1]);
    if (!local || !build) return [];
    const folder = path.join(build.dist, local[2]);
    const chunks = folder.startsWith(build.dist + path.sep) ? this.routeChunks(path.join(folder, 'route-chunks.json')) : null;
    if (!chunks) return [];
    const page = chunks.pages.find((candidate) => routeParameters(candidate.path, pathname) !== null);
    if (!page) return [];

    const provided = this.providedByShell(shellDist);

    const base = `/remotes/${local[1]}/${local[2]}/`;
    const scripts = new Set<string>([`${base}remoteEntry.js`, ...[...chunks.routes.files, ...page.files].map((file) => base + file)]);
    const pending = [...chunks.routes.consumes, ...page.consumes];
    const seen = new Set<number>();
    for (let consume = pending.pop(); consume !== undefined; consume = pending.pop()) {
      const fromShell = provided.get(consume.key);
      const index = chunks.provides[consume.key] ?? consume.fallback;
      const copy = index === null || index === undefined ? null : chunks.copies[index];
      if (fromShell) {
        for (const file of fromShell) scripts.add(`/app/${file}`);
      } else if (copy && index !== null && !seen.has(index)) {
        seen.add(index);
        for (const file of copy.files) scripts.add(base + file);
        pending.push(...copy.consumes);
      }
    }
    return [...scripts].filter((url) => /^\/[\w./-]+\.js$/.test(url));
  }

  /**
   * The script files of each shared module the shell provides: every chunk it needs, as the shell's build records them
   * (provided-chunks.json), else the chunk holding it as the federation manifest names it (a build without that file).
   */
  private providedByShell(shellDist: string | null): Map<string, string[]> {
    const provided = new Map<string, string[]>();
    if (!shellDist || !existsSync(shellDist)) return provided;
    const recorded = this.shellProvided(path.join(shellDist, 'provided-chunks.json'));
    if (recorded) {
      for (const [key, files] of Object.entries(recorded)) if (Array.isArray(files)) provided.set(key, files.map(String));
      return provided;
    }
    const manifest = this.shellManifest(path.join(shellDist, 'mf-manifest.json'));
    for (const shared of manifest?.shared ?? []) provided.set(shared.name, shared.assets?.js?.sync ?? []);
    return provided;
  }
}
