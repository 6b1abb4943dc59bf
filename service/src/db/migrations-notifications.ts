import type { Migration } from './migrations';

/**
 * Data notifications (80): settings per user and meter point, the webhook, what was notified, webhook deliveries; the
 * webhook's failed deliveries in a row (48).
 */
export const notificationMigrations: Migration[] = [
  {
    version: 80,
    name: 'data notifications',
    sql: `
      -- A rule is off when its column is false or NULL. Rows only for meter points of the user's own contracts.
      CREATE TABLE notification_settings (
        user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        pod_id integer NOT NULL REFERENCES pods(id) ON DELETE CASCADE,
        new_data boolean NOT NULL DEFAULT false,
        gap_hours smallint CHECK (gap_hours BETWEEN 1 AND 168),
        daily_kwh_above double precision CHECK (daily_kwh_above > 0),
        quarter_hour_kw_above double precision CHECK (quarter_hour_kw_above > 0),
        by_email boolean NOT NULL DEFAULT true,
        by_webhook boolean NOT NULL DEFAULT false,
        -- Days before this one are never notified: switching a rule on does not bring up last year's gaps.
        since date NOT NULL,
        PRIMARY KEY (user_id, pod_id)
      );
      CREATE INDEX notification_settings_pod_idx ON notification_settings (pod_id);

      -- One webhook per user. The secret signs every delivery (HMAC-SHA256), so it is kept as it is.
      CREATE TABLE notification_webhooks (
        user_id integer PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        url text NOT NULL,
        secret text NOT NULL,
        disabled_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      );

      -- Every notification once: the unique key per user, meter point, rule and day is what "never twice" rests on.
      CREATE TABLE notifications (
        id serial PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        pod_id integer NOT NULL REFERENCES pods(id) ON DELETE CASCADE,
        rule text NOT NULL CHECK (rule IN ('NEW_DATA', 'GAP', 'DAILY_ENERGY', 'QUARTER_HOUR_POWER')),
        day date NOT NULL,
        details jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (user_id, pod_id, rule, day)
      );

      CREATE TABLE webhook_deliveries (
        id serial PRIMARY KEY,
        notification_id integer NOT NULL REFERENCES notifications(id) ON DELETE CASCADE,
        user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        attempts integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz,
        delivered_at timestamptz,
        gave_up_at timestamptz,
        last_status integer,
        last_error text,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX webhook_deliveries_due_idx ON webhook_deliveries (next_attempt_at) WHERE next_attempt_at IS NOT NULL;
      CREATE INDEX webhook_deliveries_user_idx ON webhook_deliveries (user_id, id DESC);
    `,
  },
  {
    version: 48,
    name: 'webhook failed deliveries in a row',
    sql: `
      -- Per user: webhook deliveries given up in a row (each after all its attempts); a delivered one, saving or
      -- re-enabling the webhook resets it. The webhook is disabled when it reaches
      -- WEBHOOK_LIMITS.disableAfterFailedDeliveries. A table of its own: 48 runs before the webhooks' table (80) exists.
      CREATE TABLE webhook_failures (
        user_id integer PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        failed_deliveries integer NOT NULL CHECK (failed_deliveries > 0)
      );
    `,
  },
];
