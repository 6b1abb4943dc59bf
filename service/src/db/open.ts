import type { Config } from '../config';
import type { Db } from './db';
import { openPg } from './pg';
import { openPglite } from './pglite';

/** Opens the database the configuration names: a PostgreSQL server when DATABASE_URL is set, else PGlite in DATA_DIR. */
export function openDb(config: Pick<Config, 'databaseUrl' | 'dataDir'>): Promise<Db> {
  return config.databaseUrl ? openPg(config.databaseUrl) : openPglite(config.dataDir);
}
