import { addPrefetchHints, prefetchRouteTableWhenIdle, resetPrefetched, routeTableFiles } from './idle-prefetch';

const MANIFEST_URL = 'https://portal.example/remotes/dashboard/1.0.0/mf-manifest.json';
const manifest = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [{ name: 'routes', assets: { js: { sync: ['__federation_expose_routes.abc.js'], async: ['7930.page.js'] } } }],
};

const hints = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((link) => link.href);

describe('routeTableFiles', () => {
  it('names the entry script and the route table’s chunks beside the manifest, not the pages', () => {
    expect(routeTableFiles(manifest, MANIFEST_URL, 'https://portal.example/app/login')).toEqual([
      'https://portal.example/remotes/dashboard/1.0.0/remoteEntry.js',
      'https://portal.example/remotes/dashboard/1.0.0/__federation_expose_routes.abc.js',
    ]);
  });

  it('names nothing for a manifest without a route table, and no file outside the build', () => {
    expect(routeTableFiles({ metaData: manifest.metaData, exposes: [] }, MANIFEST_URL, 'https://portal.example/')).toEqual([]);
    expect(routeTableFiles(null, MANIFEST_URL, 'https://portal.example/')).toEqual([]);
    const escaping = {
      ...manifest,
      exposes: [{ name: 'routes', assets: { js: { sync: ['../other/x.js', 'https://evil.example/x.js'] } } }],
    };
    expect(routeTableFiles(escaping, MANIFEST_URL, 'https://portal.example/')).toEqual([
      'https://portal.example/remotes/dashboard/1.0.0/remoteEntry.js',
    ]);
  });
});

describe('prefetchRouteTableWhenIdle', () => {
  let idleCallbacks: (() => void)[];
  const idle = (callback: () => void) => {
    idleCallbacks.push(callback);
    return () => {
      idleCallbacks = idleCallbacks.filter((queued) => queued !== callback);
    };
  };
  const runIdle = async () => {
    const queued = idleCallbacks;
    idleCallbacks = [];
    queued.forEach((callback) => callback());
    await new Promise((resolve) => setTimeout(resolve, 0));
  };

  beforeEach(() => {
    idleCallbacks = [];
    resetPrefetched();
    document.head.innerHTML = '';
  });

  it('reads the manifest in one idle moment and hints the scripts in the next, without running them', async () => {
    const fetchJson = jest.fn(async () => manifest);
    prefetchRouteTableWhenIdle(MANIFEST_URL, { idle, fetchJson });
    expect(fetchJson).not.toHaveBeenCalled();
    await runIdle();
    expect(fetchJson).toHaveBeenCalledWith(MANIFEST_URL, expect.any(Number));
    expect(hints()).toEqual([]);
    await runIdle();
    expect(hints()).toEqual([
      'https://portal.example/remotes/dashboard/1.0.0/remoteEntry.js',
      'https://portal.example/remotes/dashboard/1.0.0/__federation_expose_routes.abc.js',
    ]);
    expect(document.head.querySelectorAll('script')).toHaveLength(0);

    // Once per manifest.
    prefetchRouteTableWhenIdle(MANIFEST_URL, { idle, fetchJson });
    await runIdle();
    expect(fetchJson).toHaveBeenCalledTimes(1);
  });

  it('does nothing when the page changes before the idle moment', async () => {
    const fetchJson = jest.fn(async () => manifest);
    const cancel = prefetchRouteTableWhenIdle(MANIFEST_URL, { idle, fetchJson });
    cancel();
    await runIdle();
    expect(fetchJson).not.toHaveBeenCalled();
    expect(hints()).toEqual([]);
  });

  it('tries again on a later page when the manifest did not come', async () => {
    const fetchJson = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(manifest);
    prefetchRouteTableWhenIdle(MANIFEST_URL, { idle, fetchJson });
    await runIdle();
    expect(hints()).toEqual([]);
    prefetchRouteTableWhenIdle(MANIFEST_URL, { idle, fetchJson });
    await runIdle();
    await runIdle();
    expect(hints()).toHaveLength(2);
  });
});

describe('addPrefetchHints', () => {
  it('skips scripts the page already preloads or prefetches', () => {
    document.head.innerHTML = '<link rel="preload" as="script" href="https://portal.example/a.js">';
    addPrefetchHints(['https://portal.example/a.js', 'https://portal.example/b.js', 'https://portal.example/b.js']);
    expect(hints()).toEqual(['https://portal.example/b.js']);
  });
});
