import type { Migration } from './migrations';

/** Migrations of the service's shared infrastructure, numbered 40–44. */
export const infrastructureMigrations: Migration[] = [
  {
    version: 40,
    name: 'mail outbox: delivery attempts with back-off',
    sql: `
      -- A failed SMTP delivery is tried again later (mail/delivery-retry.ts) until it is sent or given up.
      ALTER TABLE mail_outbox ADD COLUMN attempts integer NOT NULL DEFAULT 0;
      ALTER TABLE mail_outbox ADD COLUMN next_attempt_at timestamptz;
      ALTER TABLE mail_outbox ADD COLUMN gave_up_at timestamptz;
      CREATE INDEX mail_outbox_due ON mail_outbox (next_attempt_at) WHERE next_attempt_at IS NOT NULL;
    `,
  },
];
