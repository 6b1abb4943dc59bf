import type { Db, NotifyListener } from '../../src/db/db';
import { SessionCache } from '../../src/session/session-cache';

/** A database holding valid sessions of user 7 (touched 10 s ago), counting lookups; notifications sent by hand. */
function fakeDb() {
  let listener: NotifyListener | undefined;
  const calls = { find: 0, touch: 0 };
  let pending: (() => void) | undefined;
  const db = {
    kind: 'pglite',
    async query(sql: string) {
      if (sql.trimStart().startsWith('UPDATE')) {
        calls.touch += 1;
        return { rows: [{ valid_ms: 1_800_000, seen_ago_ms: 0 }] };
      }
      calls.find += 1;
      if (holdNext) await new Promise<void>((resolve) => (pending = resolve));
      return {
        rows: [
          {
            id: 7,
            login: 'max',
            email: null,
            firstname: null,
            lastname: null,
            change_password: false,
            roles: [],
            show_activation: false,
            valid_ms: 1_790_000,
            seen_ago_ms: 10_000,
          },
        ],
      };
    },
    onNotify(l: NotifyListener) {
      listener = l;
      l.live(true);
      return () => undefined;
    },
  } as unknown as Db;
  let holdNext = false;
  return {
    db,
    calls,
    notify: (payload: string) => listener?.payload(payload),
    setLive: (live: boolean) => listener?.live(live),
    hold: () => (holdNext = true),
    release: () => {
      holdNext = false;
      pending?.();
    },
  };
}

describe('SessionCache', () => {
  let now = 1_000_000;
  const clock = () => now;

  it('serves a session from memory until its TTL, then reads it again', async () => {
    const fake = fakeDb();
    const cache = new SessionCache(fake.db, { ttlMs: 5_000, now: clock });
    expect((await cache.lookup('a'))?.userId).toBe(7);
    await cache.lookup('a');
    expect(fake.calls.find).toBe(1);
    now += 5_000;
    await cache.lookup('a');
    expect(fake.calls.find).toBe(2);
  });

  it('touches once the minute since the last touch is over, not before', async () => {
    const fake = fakeDb();
    const cache = new SessionCache(fake.db, { ttlMs: 120_000, now: clock });
    await cache.lookup('a');
    now += 49_000;
    await cache.lookup('a');
    expect(fake.calls.touch).toBe(0);
    now += 1_000;
    await cache.lookup('a');
    await cache.lookup('a');
    expect(fake.calls.touch).toBe(1);
  });

  it('keeps at most maxEntries sessions, dropping the least recently used', async () => {
    const fake = fakeDb();
    const cache = new SessionCache(fake.db, { maxEntries: 2, now: clock });
    await cache.lookup('a');
    await cache.lookup('b');
    await cache.lookup('a');
    await cache.lookup('c');
    expect(fake.calls.find).toBe(3);
    await cache.lookup('a');
    expect(fake.calls.find).toBe(3);
    await cache.lookup('b');
    expect(fake.calls.find).toBe(4);
  });

  it('drops a session or all of a user on notification, and caches nothing while not listening', async () => {
    const fake = fakeDb();
    const cache = new SessionCache(fake.db, { now: clock });
    await cache.lookup('a');
    await cache.lookup('b');
    fake.notify('s:a');
    await cache.lookup('a');
    await cache.lookup('b');
    expect(fake.calls.find).toBe(3);
    fake.notify('u:7');
    await cache.lookup('b');
    expect(fake.calls.find).toBe(4);
    fake.setLive(false);
    await cache.lookup('c');
    await cache.lookup('c');
    expect(fake.calls.find).toBe(6);
  });

  it('does not store a lookup that an invalidation overtook', async () => {
    const fake = fakeDb();
    const cache = new SessionCache(fake.db, { now: clock });
    fake.hold();
    const slow = cache.lookup('a');
    fake.notify('s:a');
    fake.release();
    await slow;
    await cache.lookup('a');
    expect(fake.calls.find).toBe(2);
  });
});
