import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';

/** What the default start serves besides /service: the shell's build and every built remote-<name>. */
export interface Frontend {
  shellDist: string | null;
  /** name (e.g. "dashboard") → absolute dist folder */
  remotes: Map<string, string>;
}

export function findFrontend(config: Pick<Config, 'frontendRoot'>): Frontend {
  const root = config.frontendRoot;
  const shellDist = path.join(root, 'shell', 'dist');
  const remotes = new Map<string, string>();
  if (existsSync(root)) {
    for (const entry of readdirSync(root, { withFileTypes: true })) {
      const match = /^remote-([a-z0-9-]+)$/.exec(entry.name);
      const dist = path.join(root, entry.name, 'dist');
      if (entry.isDirectory() && match && existsSync(dist)) remotes.set(match[1], dist);
    }
  }
  return { shellDist: existsSync(shellDist) ? shellDist : null, remotes };
}

/** The runtime remotes file: REMOTES_FILE when set, else every built remote under /remotes/<name>/ (`remote_<name>` keys). */
export function readRemotesMap(config: Pick<Config, 'remotesFile'>, frontend: Frontend): Record<string, string> {
  if (config.remotesFile) {
    try {
      const parsed = JSON.parse(readFileSync(config.remotesFile, 'utf8')) as unknown;
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
        return Object.fromEntries(
          Object.entries(parsed as Record<string, unknown>).filter((e): e is [string, string] => typeof e[1] === 'string'),
        );
      }
    } catch {
      // An unreadable file falls back to the local builds below.
    }
  }
  const map: Record<string, string> = {};
  for (const name of [...frontend.remotes.keys()].sort()) {
    map[`remote_${name.replace(/-/g, '_')}`] = `/remotes/${name}/mf-manifest.json`;
  }
  return map;
}

/** Absolute origins among the remotes' manifest URLs (for the Content-Security-Policy). */
export function remoteOrigins(remotes: Record<string, string>): string[] {
  const origins = new Set<string>();
  for (const url of Object.values(remotes)) {
    try {
      if (/^https?:\/\//i.test(url)) origins.add(new URL(url).origin);
    } catch {
      // not a URL: ignore
    }
  }
  return [...origins];
}

const HASHED = /\.[0-9a-f]{8,}\./;
const NO_CACHE = new Set(['index.html', 'remotes.json', 'mf-manifest.json', 'remoteEntry.js']);

/** Hashed file names never change: cache them for a year; entry points are revalidated on every load. */
export function cacheControlFor(filePath: string): string {
  const name = path.basename(filePath).replace(/\.(br|gz)$/, '');
  if (NO_CACHE.has(name)) return 'no-cache';
  if (HASHED.test(name)) return 'public, max-age=31536000, immutable';
  return 'public, max-age=0, must-revalidate';
}
