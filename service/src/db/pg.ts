import pg from 'pg';
import type { Db, NotifyListener, Queryable } from './db';
import { CACHE_CHANNEL } from './migrations-session-cache';
import { classifyDbError } from './unavailable';

interface PgOptions {
  /** How long to wait for a connection (a new one or a free one of the pool) before answering 503. */
  connectTimeoutMs: number;
  /**
   * The server cancels a statement that runs longer (`statement_timeout`); the client gives up `+ 2 s` later, which
   * catches a frozen server that cancels nothing. 0: no limit (migrations and seeding).
   */
  statementTimeoutMs: number;
  poolSize: number;
}

const DEFAULT_PG_OPTIONS: PgOptions = { connectTimeoutMs: 5_000, statementTimeoutMs: 10_000, poolSize: 10 };

/**
 * `pg` adapter for `DATABASE_URL=postgres://…`: a pool, one client per transaction. Faults of the server (restart,
 * unreachable, frozen) become DatabaseUnavailableError (503); the pool replaces broken connections by itself.
 */
export async function openPg(
  connectionString: string,
  options: Partial<PgOptions> = {},
  onFault: (error: Error) => void = () => undefined,
): Promise<Db> {
  const { connectTimeoutMs, statementTimeoutMs, poolSize } = { ...DEFAULT_PG_OPTIONS, ...options };
  const notifications = followNotifications(connectionString, connectTimeoutMs);
  // Queries cast dates to text themselves, so both adapters return the same values; UTC keeps ::text of instants stable.
  const pool = new pg.Pool({
    connectionString,
    max: poolSize,
    options: '-c TimeZone=UTC',
    connectionTimeoutMillis: connectTimeoutMs,
    // Every pooled connection listens too: a notification caused by its own statement then reaches this process before
    // the statement's answer (PostgreSQL sends it ahead of ReadyForQuery), so the instance that logs a user out never
    // serves the ended session again, not even for the moment the dedicated connection would take.
    // pg-pool awaits the hook before handing the connection out; @types/pg declares it as returning void.
    // eslint-disable-next-line @typescript-eslint/no-misused-promises
    onConnect: async (client: pg.ClientBase) => {
      client.on('notification', notifications.dispatch);
      await client.query(`LISTEN ${CACHE_CHANNEL}`);
    },
    ...(statementTimeoutMs > 0 ? { statement_timeout: statementTimeoutMs, query_timeout: statementTimeoutMs + 2_000 } : {}),
  });
  // An idle connection the server ends (restart: 57P01) is reported here; without a listener the process dies.
  pool.on('error', onFault);
  await pool.query('SELECT 1').catch(classifyDbError);

  const wrap = (client: Pick<pg.PoolClient, 'query'>): Queryable => ({
    async query<R>(sql: string, params?: unknown[]) {
      const r = await client.query(sql, params).catch(classifyDbError);
      return { rows: r.rows as R[] };
    },
  });
  /**
   * A transaction's connection, one statement at a time: reads a caller runs side by side (`Promise.all`, as the
   * contract-account detail does) wait here for the one before. pg queues them itself only with a deprecation warning,
   * and pg 9 will not.
   */
  const oneAtATime = (client: pg.PoolClient): Queryable => {
    const direct = wrap(client);
    let previous: Promise<unknown> = Promise.resolve();
    return {
      query<R>(sql: string, params?: unknown[]) {
        const next = previous.then(() => direct.query<R>(sql, params));
        previous = next.catch(() => undefined);
        return next;
      },
    };
  };

  return {
    kind: 'pg',
    ...wrap(pool),
    async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      const client = await pool.connect().catch(classifyDbError);
      // A checked-out connection the server ends between two statements reports here, not to the pool.
      let broken: Error | undefined;
      const onError = (error: Error) => {
        broken = error;
        onFault(error);
      };
      client.on('error', onError);
      try {
        await client.query('BEGIN').catch(classifyDbError);
        const result = await fn(oneAtATime(client));
        await client.query('COMMIT').catch(classifyDbError);
        return result;
      } catch (error) {
        broken ??= await client.query('ROLLBACK').then(
          () => undefined,
          (rollbackError: Error) => rollbackError,
        );
        throw error;
      } finally {
        client.off('error', onError);
        // A broken connection is destroyed instead of going back to the pool.
        client.release(broken);
      }
    },
    async exec(sql: string) {
      await pool.query(sql).catch(classifyDbError);
    },
    async withAdvisoryLock<T>(key: number, fn: () => Promise<T>): Promise<T> {
      const client = await pool.connect().catch(classifyDbError);
      try {
        await client.query('SELECT pg_advisory_lock($1)', [key]);
        try {
          return await fn();
        } finally {
          await client.query('SELECT pg_advisory_unlock($1)', [key]).catch(() => undefined);
        }
      } finally {
        client.release();
      }
    },
    onNotify: notifications.subscribe,
    async close() {
      await notifications.close();
      await pool.end();
    },
  };
}

/**
 * The dedicated connection that follows the cache channel for as long as the process runs (pooled connections come and
 * go). Started with the first subscriber; reconnects every second after a loss, reporting `live(false)` meanwhile.
 */
function followNotifications(connectionString: string, connectTimeoutMs: number) {
  const listeners = new Set<NotifyListener>();
  let client: pg.Client | null = null;
  let live = false;
  let started = false;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const dispatch = (message: pg.Notification) => {
    if (message.channel !== CACHE_CHANNEL || message.payload === undefined) return;
    for (const listener of listeners) listener.payload(message.payload);
  };
  const setLive = (value: boolean) => {
    live = value;
    for (const listener of listeners) listener.live(value);
  };
  const schedule = () => {
    if (closed) return;
    retry = setTimeout(() => void connect(), 1_000);
    retry.unref();
  };
  const connect = async () => {
    const candidate = new pg.Client({ connectionString, connectionTimeoutMillis: connectTimeoutMs, keepAlive: true });
    const lost = () => {
      if (client !== candidate) return;
      client = null;
      setLive(false);
      candidate.end().catch(() => undefined);
      schedule();
    };
    candidate.on('error', lost);
    candidate.on('end', lost);
    candidate.on('notification', dispatch);
    try {
      await candidate.connect();
      await candidate.query(`LISTEN ${CACHE_CHANNEL}`);
    } catch {
      candidate.end().catch(() => undefined);
      schedule();
      return;
    }
    if (closed) {
      await candidate.end().catch(() => undefined);
      return;
    }
    client = candidate;
    setLive(true);
  };

  return {
    dispatch,
    subscribe(listener: NotifyListener) {
      listeners.add(listener);
      listener.live(live);
      if (!started) {
        started = true;
        void connect();
      }
      return () => listeners.delete(listener);
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      listeners.clear();
      const current = client;
      client = null;
      await current?.end().catch(() => undefined);
    },
  };
}
