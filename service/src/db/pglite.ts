import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Db, NotifyListener, Queryable } from './db';
import { CACHE_CHANNEL } from './migrations-session-cache';

/**
 * PGlite adapter. `dataDir` null keeps the database in memory (tests). PGlite has one connection, so a
 * transaction simply holds it; PGlite queues other queries meanwhile.
 */
export async function openPglite(dataDir: string | null): Promise<Db> {
  // STACK-NOTES: without a small max_wal_size the data folder grows past 1 GB during bulk loading. It can only be set
  // at start (a SET is refused), so it goes into the start parameters.
  const options = { startParams: [...PGlite.defaultStartParams, '-c', 'max_wal_size=96MB', '-c', 'TimeZone=UTC'] };
  let pg: PGlite;
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    pg = new PGlite(path.join(dataDir, 'pglite'), options);
  } else {
    pg = new PGlite(options);
  }
  await pg.waitReady;
  // One process, one connection: notifications of its own statements are all there is, and none gets lost.
  const listeners = new Set<NotifyListener>();
  await pg.listen(CACHE_CHANNEL, (payload) => listeners.forEach((l) => l.payload(payload)));

  const wrap = (q: Pick<PGlite, 'query'>): Queryable => ({
    async query<T>(sql: string, params?: unknown[]) {
      const result = await q.query<T>(sql, params as unknown[] | undefined);
      return { rows: result.rows };
    },
  });

  return {
    kind: 'pglite',
    ...wrap(pg),
    async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      return pg.transaction((tx) => fn(wrap(tx)));
    },
    async exec(sql: string) {
      await pg.exec(sql);
    },
    withAdvisoryLock<T>(_key: number, fn: () => Promise<T>): Promise<T> {
      return fn();
    },
    onNotify(listener: NotifyListener) {
      listeners.add(listener);
      listener.live(true);
      return () => listeners.delete(listener);
    },
    async close() {
      listeners.clear();
      await pg.close();
    },
  };
}
