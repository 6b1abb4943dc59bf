import type { Db } from './db';
import { migrations as allMigrations, type Migration } from './migrations';

// Any fixed number: every instance takes the same lock, so concurrent starts migrate one after the other.
export const MIGRATION_LOCK = 4_711_2026;

/**
 * Applies every migration not yet recorded, in order, in one transaction under an advisory lock. `locked`: the caller
 * already holds MIGRATION_LOCK on another connection (prepareDatabase), so taking it again here would wait for ever.
 */
export async function migrate(db: Db, migrations: Migration[] = allMigrations, options: { locked?: boolean } = {}): Promise<number[]> {
  const applied: number[] = [];
  await db.transaction(async (tx) => {
    // Transaction-level lock: released by COMMIT/ROLLBACK even when a connection is reused from a pool.
    if (!options.locked) await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY,
      name text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const done = new Set((await tx.query<{ version: number }>('SELECT version FROM schema_migrations')).rows.map((r) => r.version));
    for (const migration of [...migrations].sort((a, b) => a.version - b.version)) {
      if (done.has(migration.version)) continue;
      for (const statement of splitStatements(migration.sql)) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [migration.version, migration.name]);
      applied.push(migration.version);
    }
  });
  return applied;
}

/**
 * PGlite runs one statement per parameterised query: split on semicolons at line ends (none inside strings), except
 * inside `$$`-quoted function bodies.
 */
function splitStatements(sql: string): string[] {
  const statements: string[] = [];
  let current = '';
  sql
    .replace(/^\s*--.*$/gm, '')
    .split('$$')
    .forEach((part, index) => {
      if (index % 2 === 1) {
        current += `$$${part}$$`;
        return;
      }
      const pieces = part.split(/;\s*(?:\n|$)/);
      current += pieces[0];
      for (const piece of pieces.slice(1)) {
        statements.push(current);
        current = piece;
      }
    });
  statements.push(current);
  return statements.map((s) => s.trim()).filter(Boolean);
}
