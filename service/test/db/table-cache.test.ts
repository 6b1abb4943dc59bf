import type { Db, NotifyListener } from '../../src/db/db';
import { TableCache } from '../../src/db/table-cache';

/** A database that only delivers notifications, sent by hand. */
function notifyingDb() {
  let listener: NotifyListener | undefined;
  const db = {
    onNotify(l: NotifyListener) {
      listener = l;
      l.live(true);
      return () => (listener = undefined);
    },
  } as unknown as Db;
  return { db, notify: (payload: string) => listener?.payload(payload), live: (live: boolean) => listener?.live(live) };
}

/** A loader counting its calls, answering `<key>#<call>`. */
function counter() {
  let calls = 0;
  return { load: (key: string) => async () => `${key}#${++calls}`, calls: () => calls };
}

describe('TableCache', () => {
  it('answers a key from memory until one of its tables changes', async () => {
    const { db, notify } = notifyingDb();
    const cache = new TableCache<string>(db, ['contracts', 'pods']);
    const { load, calls } = counter();
    expect(await cache.get('7', load('7'))).toBe('7#1');
    expect(await cache.get('7', load('7'))).toBe('7#1');
    expect(await cache.get('8', load('8'))).toBe('8#2');
    notify('t:invoices');
    notify('s:abc');
    expect(await cache.get('7', load('7'))).toBe('7#1');
    notify('t:pods');
    expect(await cache.get('7', load('7'))).toBe('7#3');
    expect(await cache.get('8', load('8'))).toBe('8#4');
    expect(calls()).toBe(4);
  });

  it('does not keep what was read while the tables changed', async () => {
    const { db, notify } = notifyingDb();
    const cache = new TableCache<string>(db, ['contracts']);
    let release = () => {};
    const slow = cache.get('7', () => new Promise<string>((resolve) => (release = () => resolve('old'))));
    notify('t:contracts');
    release();
    expect(await slow).toBe('old');
    expect(await cache.get('7', async () => 'new')).toBe('new');
  });

  it('keeps nothing while notifications may be missed, and drops everything when they may have been', async () => {
    const { db, live } = notifyingDb();
    const cache = new TableCache<string>(db, ['contracts']);
    const { load } = counter();
    expect(await cache.get('7', load('7'))).toBe('7#1');
    live(false);
    expect(await cache.get('7', load('7'))).toBe('7#2');
    expect(await cache.get('7', load('7'))).toBe('7#3');
    live(true);
    expect(await cache.get('7', load('7'))).toBe('7#4');
    expect(await cache.get('7', load('7'))).toBe('7#4');
  });

  it('forgets the least recently used key beyond its size, and every key after its time to live', async () => {
    const { db } = notifyingDb();
    let now = 0;
    const cache = new TableCache<string>(db, ['contracts'], { maxEntries: 2, ttlMs: 1_000, now: () => now });
    const { load } = counter();
    await cache.get('a', load('a'));
    await cache.get('b', load('b'));
    await cache.get('a', load('a'));
    await cache.get('c', load('c'));
    expect(await cache.get('a', load('a'))).toBe('a#1');
    expect(await cache.get('b', load('b'))).toBe('b#4');
    now = 1_000;
    expect(await cache.get('b', load('b'))).toBe('b#5');
  });
});
