import type { Db } from './db';
import { MIGRATION_LOCK, migrate } from './migrate';

/**
 * What every instance does at start: migrate, then fill an empty database, both under the migrations' advisory lock.
 * Instances started together on an empty database take turns: the first seeds, the others find it filled and go on
 * (before, the second one emptied and re-seeded the tables while the first already served).
 */
export async function prepareDatabase(
  db: Db,
  seedIfEmpty: (db: Db) => Promise<boolean>,
): Promise<{ migrations: number[]; seeded: boolean }> {
  return db.withAdvisoryLock(MIGRATION_LOCK, async () => {
    const migrations = await migrate(db, undefined, { locked: db.kind === 'pg' });
    const seeded = await seedIfEmpty(db);
    return { migrations, seeded };
  });
}
