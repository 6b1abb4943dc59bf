import pg from 'pg';
import type { Db } from '../../src/db/db';
import { openTestDb } from '../helpers';

// Statements a caller runs side by side inside a transaction (the contract-account detail reads six things with
// Promise.all, also while the seed prices its invoices): on PostgreSQL they share one connection, which must be given
// one statement at a time (pg queues the others only with a deprecation warning, and pg 9 will not).
describe('transactions', () => {
  let db: Db;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ db, drop } = await openTestDb(false));
  });
  afterAll(() => drop());

  /** How often a pg connection was given a statement while one of its statements still ran (none on PGlite). */
  function countOverlaps(): { count: number } {
    const overlaps = { count: 0 };
    const running = new WeakMap<object, number>();
    const query = pg.Client.prototype.query as (this: pg.Client, ...args: unknown[]) => unknown;
    jest.spyOn(pg.Client.prototype, 'query').mockImplementation(function (this: pg.Client, ...args: unknown[]) {
      const before = running.get(this) ?? 0;
      if (before > 0) overlaps.count += 1;
      const result = query.apply(this, args);
      if (result instanceof Promise) {
        running.set(this, before + 1);
        const done = () => running.set(this, (running.get(this) ?? 1) - 1);
        result.then(done, done);
      }
      return result as never;
    });
    return overlaps;
  }
  afterEach(() => jest.restoreAllMocks());

  it('statements run side by side each get their own rows, one at a time on the connection', async () => {
    const overlaps = countOverlaps();
    const answers = await db.transaction((tx) =>
      Promise.all([1, 2, 3, 4, 5].map((n) => tx.query<{ n: number }>('SELECT $1::int AS n, pg_sleep(0.01)', [n]))),
    );
    expect(answers.map((a) => a.rows[0].n)).toEqual([1, 2, 3, 4, 5]);
    expect(overlaps.count).toBe(0);
  });

  it('a failing statement among them fails the transaction, and the ones after it still get an answer', async () => {
    const settled: string[] = [];
    await expect(
      db.transaction(async (tx) => {
        const runs = [tx.query('SELECT 1 AS n'), tx.query('SELECT * FROM no_such_table'), tx.query('SELECT 3 AS n')].map((run, index) =>
          run.then(
            () => settled.push(`${index} ok`),
            () => settled.push(`${index} failed`),
          ),
        );
        await Promise.all(runs);
        throw new Error(settled.join(', '));
      }),
    ).rejects.toThrow(/0 ok, 1 failed, 2 (ok|failed)/);
    // The transaction was rolled back and the database answers again.
    expect((await db.query<{ n: number }>('SELECT 7 AS n')).rows[0].n).toBe(7);
  });
});
