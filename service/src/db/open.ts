import type { Config } from '../config';
import type { Db } from './db';
import { openPg } from './pg';
import { openPglite } from './pglite';

type DbConfig = Pick<Config, 'databaseUrl' | 'dataDir' | 'dbConnectTimeoutMs' | 'dbStatementTimeoutMs' | 'dbPoolSize'>;

/**
 * Opens the database the configuration names: a PostgreSQL server when DATABASE_URL is set, else PGlite in DATA_DIR.
 * `setup`: for migrations and seeding, whose statements may run for minutes (no statement timeout, two connections).
 */
export function openDb(config: DbConfig, options: { setup?: boolean; onFault?: (error: Error) => void } = {}): Promise<Db> {
  if (!config.databaseUrl) return openPglite(config.dataDir);
  return openPg(
    config.databaseUrl,
    {
      connectTimeoutMs: config.dbConnectTimeoutMs,
      statementTimeoutMs: options.setup ? 0 : config.dbStatementTimeoutMs,
      poolSize: options.setup ? 2 : config.dbPoolSize,
    },
    options.onFault,
  );
}
