import { logger } from '@portal/shared/http/logger';

const RELOADED_KEY = 'portal.reloadedForChunk';

/** A chunk that is gone: typically an in-place deploy replaced the build this tab started with. */
export function isChunkLoadError(error: unknown): boolean {
  const e = error as { name?: string; message?: string } | null;
  return (
    !!e &&
    (e.name === 'ChunkLoadError' ||
      /Loading (CSS )?chunk .* failed|Failed to fetch dynamically imported module|error loading dynamically imported module/i.test(
        e.message ?? '',
      ))
  );
}

/**
 * Wraps a lazy page import: when its chunk cannot be loaded, the page is reloaded once (fresh remotes file, current
 * build) instead of showing the error page; a second failure right after the reload is a real error. The session
 * storage is opened only once a page has loaded or failed: the shell wraps every route at start, and the first access
 * to it costs a round trip to the browser's storage.
 */
export function reloadOnceOnChunkError<T>(
  load: () => Promise<T>,
  storage?: Storage,
  reload: () => void = () => window.location.reload(),
): () => Promise<T> {
  const store = () => storage ?? window.sessionStorage;
  return () =>
    load().then(
      (value) => {
        if (store().getItem(RELOADED_KEY) !== null) store().removeItem(RELOADED_KEY);
        return value;
      },
      (error: unknown) => {
        if (!isChunkLoadError(error) || store().getItem(RELOADED_KEY) !== null) throw error;
        store().setItem(RELOADED_KEY, String(Date.now()));
        logger.warn('a chunk of this page is gone (new deploy?): reloading once', error);
        reload();
        return new Promise<T>(() => undefined);
      },
    );
}
