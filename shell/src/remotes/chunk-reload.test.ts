import { isChunkLoadError, reloadOnceOnChunkError } from './chunk-reload';

const chunkError = Object.assign(new Error('Loading chunk 123 failed.\n(error: http://x/123.js)'), { name: 'ChunkLoadError' });

describe('reloadOnceOnChunkError', () => {
  const reload = jest.fn();
  beforeEach(() => {
    window.sessionStorage.clear();
    reload.mockReset();
    jest.spyOn(console, 'warn').mockImplementation(() => {});
  });

  it('recognises webpack’s and the browsers’ chunk errors only', () => {
    expect(isChunkLoadError(chunkError)).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: http://x/a.js'))).toBe(true);
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
  });

  it('reloads the page once when a chunk is gone, and lets a second failure through', async () => {
    const load = jest.fn().mockRejectedValue(chunkError);
    void reloadOnceOnChunkError(load, window.sessionStorage, reload)();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(reload).toHaveBeenCalledTimes(1);
    await expect(reloadOnceOnChunkError(load, window.sessionStorage, reload)()).rejects.toBe(chunkError);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('forgets the reload after a chunk loads, and passes other errors on', async () => {
    window.sessionStorage.setItem('portal.reloadedForChunk', '1');
    await expect(reloadOnceOnChunkError(async () => 'page', window.sessionStorage, reload)()).resolves.toBe('page');
    expect(window.sessionStorage.getItem('portal.reloadedForChunk')).toBeNull();
    await expect(reloadOnceOnChunkError(() => Promise.reject(new Error('boom')), window.sessionStorage, reload)()).rejects.toThrow('boom');
    expect(reload).not.toHaveBeenCalled();
  });
});
