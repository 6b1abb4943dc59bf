import type { Db } from './db';
import type { NotifyingTable } from './migrations-read-cache';

export interface TableCacheOptions {
  /** Entries kept; the least recently used one goes first. */
  maxEntries: number;
  /** How long an entry is trusted at most, even without a notification (a safety net, not the invalidation). */
  ttlMs: number;
  now: () => number;
}

const DEFAULTS: TableCacheOptions = { maxEntries: 20_000, ttlMs: 60_000, now: Date.now };

interface Entry<V> {
  value: V;
  cachedUntil: number;
}

/**
 * Reads that depend only on a few tables, kept in this process's memory by key (a user, a meter point) so that a
 * request answers without a round trip to the database. Invalidation comes from the database: a statement writing one
 * of the tables notifies every instance at commit (migrations-read-cache.ts), and the whole cache is dropped. Coarse on
 * purpose: these tables change rarely compared with how often they are read, and a dropped cache only costs the reads
 * it saved. While notifications may be missed (the listening connection broke) nothing is kept. Keys must name whose
 * data an entry holds (the user id): one customer's entry is never another's answer.
 */
export class TableCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private readonly options: TableCacheOptions;
  private readonly tables: Set<string>;
  private live = false;
  /** Counts invalidations: a load that started before one must not store what it read. */
  private generation = 0;
  private readonly unsubscribe: () => void;

  constructor(db: Db, tables: readonly NotifyingTable[], options: Partial<TableCacheOptions> = {}) {
    this.options = { ...DEFAULTS, ...options };
    this.tables = new Set(tables.map((table) => `t:${table}`));
    this.unsubscribe = db.onNotify({
      payload: (payload) => {
        if (this.tables.has(payload)) this.clear();
      },
      live: (live) => {
        this.live = live;
        this.clear();
      },
    });
  }

  /** The cached value of `key`, else what `load` reads (kept unless the tables changed meanwhile). */
  async get(key: string, load: () => Promise<V>): Promise<V> {
    const now = this.options.now();
    const entry = this.entries.get(key);
    if (entry && entry.cachedUntil > now) {
      // Most recently used last: Map keeps insertion order.
      this.entries.delete(key);
      this.entries.set(key, entry);
      return entry.value;
    }
    const generation = this.generation;
    const value = await load();
    if (this.live && generation === this.generation) this.store(key, { value, cachedUntil: this.options.now() + this.options.ttlMs });
    return value;
  }

  close(): void {
    this.unsubscribe();
    this.clear();
  }

  private store(key: string, entry: Entry<V>): void {
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > this.options.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }

  private clear(): void {
    this.generation += 1;
    this.entries.clear();
  }
}
