import { migrate } from '../../src/db/migrate';
import { migrations } from '../../src/db/migrations';
import { openPglite } from '../../src/db/pglite';
import type { Db } from '../../src/db/db';

/** An in-memory database in the layout before migration `version`: every earlier migration applied, none after. */
export async function databaseBefore(version: number): Promise<Db> {
  const db = await openPglite(null);
  await migrate(
    db,
    migrations.filter((m) => m.version < version),
  );
  return db;
}
