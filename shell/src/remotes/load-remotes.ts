import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteRoutesModule, RemotesFile } from '@portal/shared/federation/remote-module';
import { logger } from '@portal/shared/http/logger';

export const REMOTES_FILE_URL = '/app/remotes.json';
/** A remote that has not answered by then is treated as unavailable; the rest of the portal must not wait longer. */
export const REMOTE_TIMEOUT_MS = 10_000;

export type RemoteLoadResult =
  | { name: string; status: 'loaded'; module: RemoteRoutesModule }
  | { name: string; status: 'failed'; reason: string };

export async function fetchRemotesFile(url = REMOTES_FILE_URL): Promise<RemotesFile> {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`remotes file: HTTP ${response.status}`);
  return (await response.json()) as RemotesFile;
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what}: no answer within ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

function isRoutesModule(value: unknown): value is RemoteRoutesModule {
  const candidate = value as Partial<RemoteRoutesModule> | null;
  return !!candidate && Array.isArray(candidate.routes) && Array.isArray(candidate.slices);
}

async function loadOne(name: string, timeoutMs: number): Promise<RemoteLoadResult> {
  try {
    const exposed = await withTimeout(loadRemote<{ default?: unknown }>(`${name}/routes`), timeoutMs, name);
    const routesModule = exposed?.default ?? exposed;
    if (!isRoutesModule(routesModule)) throw new Error(`${name}/routes is not a route table`);
    return { name, status: 'loaded', module: routesModule };
  } catch (error) {
    logger.warn(`remote ${name} unavailable`, error);
    return { name, status: 'failed', reason: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * Registers the remotes of the remotes file and loads every `./routes` in parallel. Never rejects: a remote that
 * fails or times out is reported as failed so that the shell can put its "area unavailable" panel in its place.
 */
export async function loadRemoteRoutes(remotes: RemotesFile, timeoutMs = REMOTE_TIMEOUT_MS) {
  const entries = Object.entries(remotes);
  registerRemotes(
    entries.map(([name, manifestUrl]) => ({ name, entry: new URL(manifestUrl, window.location.href).href })),
    { force: true },
  );
  return Promise.all(entries.map(([name]) => loadOne(name, timeoutMs)));
}
