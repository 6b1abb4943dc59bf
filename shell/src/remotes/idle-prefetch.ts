import { besideManifest } from '@portal/shared/federation/remote-descriptor';
import { afterLoad, idleMoment, type Idle } from '../app/after-load-idle';
import { fetchJsonWithTimeout } from './remote-registry';

/** The federation manifest is ~2 KB gzip: a slow answer only means no prefetch. */
const MANIFEST_TIMEOUT_MS = 3000;

interface ManifestFields {
  metaData?: { remoteEntry?: { name?: unknown; path?: unknown } };
  exposes?: { name?: unknown; assets?: { js?: { sync?: unknown } } }[];
}

const isFileName = (value: unknown): value is string => typeof value === 'string' && /^[\w./-]+\.js$/.test(value) && !value.includes('..');

/**
 * The scripts a remote's route table needs, from its federation manifest: its entry script and the chunks of the
 * `routes` module, as absolute URLs beside the manifest. Nothing for a manifest that does not name them.
 */
export function routeTableFiles(manifest: unknown, manifestUrl: string, base: string): string[] {
  const fields = (manifest ?? {}) as ManifestFields;
  const entry = fields.metaData?.remoteEntry;
  const entryFile =
    typeof entry?.path === 'string' && entry.path !== '' ? `${entry.path.replace(/\/$/, '')}/${String(entry.name)}` : entry?.name;
  const routes = Array.isArray(fields.exposes)
    ? fields.exposes.find((expose) => expose?.name === 'routes' || expose?.name === './routes')
    : undefined;
  const chunks = routes?.assets?.js?.sync;
  if (!isFileName(entryFile) || !Array.isArray(chunks)) return [];
  return [entryFile, ...chunks.filter(isFileName)].map((file) => besideManifest(manifestUrl, file, base));
}

/** Adds `<link rel="prefetch">` for each URL not hinted yet: the browser fetches them at low priority and runs none. */
export function addPrefetchHints(urls: string[], doc: Document = document): void {
  const hinted = new Set([...doc.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"], link[rel="preload"]')].map((link) => link.href));
  for (const url of urls) {
    if (hinted.has(url)) continue;
    hinted.add(url);
    const link = doc.createElement('link');
    link.rel = 'prefetch';
    link.as = 'script';
    link.href = url;
    doc.head.append(link);
  }
}

const prefetched = new Set<string>();

/**
 * Once the page has loaded and the main thread is idle, fetches the scripts of a remote's route table into the
 * browser's cache without running them, in small pieces each in an idle moment of its own: reading the manifest, then
 * adding the hints. Once per manifest; returns a cancel function (the page changed before the idle moment came).
 */
export function prefetchRouteTableWhenIdle(
  manifestUrl: string,
  options: { idle?: Idle; fetchJson?: (url: string, timeoutMs: number) => Promise<unknown> } = {},
): () => void {
  if (prefetched.has(manifestUrl)) return () => undefined;
  const absolute = new URL(manifestUrl, window.location.href).href;
  const idle = options.idle ?? idleMoment;
  const fetchJson = options.fetchJson ?? fetchJsonWithTimeout;
  let cancelled = false;
  let cancelStep = () => {};
  const cancelLoad = afterLoad(() => {
    cancelStep = idle(() => {
      prefetched.add(manifestUrl);
      fetchJson(absolute, MANIFEST_TIMEOUT_MS).then(
        (manifest) => {
          if (cancelled) return;
          cancelStep = idle(() => addPrefetchHints(routeTableFiles(manifest, absolute, window.location.href)));
        },
        // No manifest: the remote is loaded as usual when its page is opened.
        () => prefetched.delete(manifestUrl),
      );
    });
  });
  return () => {
    cancelled = true;
    cancelLoad();
    cancelStep();
  };
}

/** For tests: forget which manifests were prefetched. */
export function resetPrefetched(): void {
  prefetched.clear();
}
