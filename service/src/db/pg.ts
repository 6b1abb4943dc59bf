import pg from 'pg';
import type { Db, Queryable } from './db';

/** `pg` adapter for `DATABASE_URL=postgres://…`: a pool, one client per transaction. */
export async function openPg(connectionString: string): Promise<Db> {
  // Queries cast dates to text themselves, so both adapters return the same values; UTC keeps ::text of instants stable.
  const pool = new pg.Pool({ connectionString, max: 10, options: '-c TimeZone=UTC' });
  await pool.query('SELECT 1');
  return {
    kind: 'pg',
    async query<T>(sql: string, params?: unknown[]) {
      const result = await pool.query(sql, params);
      return { rows: result.rows as T[] };
    },
    async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn({
          async query<R>(sql: string, params?: unknown[]) {
            const r = await client.query(sql, params);
            return { rows: r.rows as R[] };
          },
        });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async exec(sql: string) {
      await pool.query(sql);
    },
    async close() {
      await pool.end();
    },
  };
}
