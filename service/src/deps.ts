import type { Config } from './config';
import type { Db } from './db/db';
import type { Mailer } from './mail/outbox';

/** What every domain plugin of the service is built with. */
export interface ServiceDeps {
  db: Db;
  config: Config;
  mailer: Mailer;
}
