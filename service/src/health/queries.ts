import type { Queryable } from '../db/db';

/** Whether the database answers a trivial statement (a failure is an answer too: false). */
export async function pingDatabase(db: Queryable): Promise<boolean> {
  return db.query('SELECT 1').then(
    () => true,
    () => false,
  );
}
