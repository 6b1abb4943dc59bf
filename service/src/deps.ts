import type { Config } from './config';
import type { Db } from './db/db';
import type { Mailer } from './mail/outbox';
import type { OperatorConfig } from './operator/operator-config';

/** What every domain plugin of the service is built with. */
export interface ServiceDeps {
  db: Db;
  config: Config;
  mailer: Mailer;
  /** The operator's run-time configuration (operator.json): names, hotlines, sender in mails, PDFs and texts. */
  operator: OperatorConfig;
}
