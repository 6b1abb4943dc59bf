/**
 * The one database interface of the service. Two adapters implement it with the same SQL: PGlite (embedded,
 * default) and `pg` (a PostgreSQL server). Queries use `$1`-style parameters.
 */
export interface QueryResult<T> {
  rows: T[];
}

export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<T>>;
}

export interface NotifyListener {
  payload(payload: string): void;
  live(live: boolean): void;
}

export interface Db extends Queryable {
  /** Runs `fn` in one transaction on one connection; rolls back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Runs several statements without parameters (migrations, bulk seeding). */
  exec(sql: string): Promise<void>;
  /**
   * Runs `fn` while holding a session-level advisory lock (every instance on the same database waits for it). PGlite
   * is one process's own database: nothing to wait for.
   */
  withAdvisoryLock<T>(key: number, fn: () => Promise<T>): Promise<T>;
  /**
   * Follows the notifications of the cache channel (CACHE_CHANNEL, sent by triggers at commit). A notification caused
   * by this process's own statement arrives before that statement's promise resolves. `live(false)`: notifications
   * may be missed from now on (the listening connection broke), `live(true)`: they are followed again; a listener
   * that caches must drop everything on both. Returns the unsubscribe function.
   */
  onNotify(listener: NotifyListener): () => void;
  close(): Promise<void>;
  readonly kind: 'pglite' | 'pg';
}
