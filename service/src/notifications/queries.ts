import type {
  MeterPointNotifications,
  NotificationRule,
  NotificationSettings,
  Webhook,
  WebhookDelivery,
} from '@portal/shared/contract/notifications';
import { DEFAULT_NOTIFICATION_SETTINGS } from '@portal/shared/contract/notifications';
import type { Queryable } from '../db/db';

const TZ = `'Europe/Vienna'`;
const localMidnight = (day: string) => `(${day}::timestamp AT TIME ZONE ${TZ})`;
const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** Meter points of the user's own contracts (through their business partners). */
const OWN_PODS = `
  SELECT DISTINCT ON (p.id) p.id AS pod_id, p.meter_point_number,
         concat_ws(' ', ca.street, ca.housenumber) || ', ' || ca.postcode || ' ' || ca.city AS address
    FROM contracts c
    JOIN pods p ON p.id = c.pod_id
    JOIN contract_accounts ca ON ca.contract_account_number = c.contract_account_number
    JOIN business_partners bp ON bp.business_partner_number = ca.business_partner_number
   WHERE bp.user_id = $1
   ORDER BY p.id, c.active DESC`;

interface SettingsRow {
  new_data: boolean;
  gap_hours: number | null;
  daily_kwh_above: number | null;
  quarter_hour_kw_above: number | null;
  by_email: boolean;
  by_webhook: boolean;
}

const settingsOf = (row: SettingsRow | null): NotificationSettings =>
  row === null || row.by_email === null
    ? { ...DEFAULT_NOTIFICATION_SETTINGS }
    : {
        newData: row.new_data,
        gapHours: row.gap_hours,
        dailyKwhAbove: row.daily_kwh_above,
        quarterHourKwAbove: row.quarter_hour_kw_above,
        byEmail: row.by_email,
        byWebhook: row.by_webhook,
      };

/** The user's meter points with their settings (defaults where none are stored), by meter point number. */
export async function loadMeterPointSettings(db: Queryable, userId: number): Promise<MeterPointNotifications[]> {
  const { rows } = await db.query<SettingsRow & { meter_point_number: string; address: string }>(
    `SELECT o.meter_point_number, o.address, s.new_data, s.gap_hours, s.daily_kwh_above, s.quarter_hour_kw_above,
            s.by_email, s.by_webhook
       FROM (${OWN_PODS}) o
       LEFT JOIN notification_settings s ON s.pod_id = o.pod_id AND s.user_id = $1
      ORDER BY o.meter_point_number`,
    [userId],
  );
  return rows.map((r) => ({ meterPointNumber: r.meter_point_number, address: r.address, settings: settingsOf(r) }));
}

/** The id of one of the user's own meter points; undefined for anyone else's (answered as 404). */
export async function findOwnPod(db: Queryable, userId: number, meterPointNumber: string): Promise<number | undefined> {
  const { rows } = await db.query<{ pod_id: number }>(`SELECT pod_id FROM (${OWN_PODS}) o WHERE o.meter_point_number = $2`, [
    userId,
    meterPointNumber,
  ]);
  return rows[0]?.pod_id;
}

/** Stores the settings; `since` (the local day of the first save) stays, so later saves never re-open old days. */
export async function saveSettings(db: Queryable, userId: number, podId: number, s: NotificationSettings, today: string): Promise<void> {
  await db.query(
    `INSERT INTO notification_settings
            (user_id, pod_id, new_data, gap_hours, daily_kwh_above, quarter_hour_kw_above, by_email, by_webhook, since)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::date)
     ON CONFLICT (user_id, pod_id) DO UPDATE SET new_data = $3, gap_hours = $4, daily_kwh_above = $5,
            quarter_hour_kw_above = $6, by_email = $7, by_webhook = $8`,
    [userId, podId, s.newData, s.gapHours, s.dailyKwhAbove, s.quarterHourKwAbove, s.byEmail, s.byWebhook, today],
  );
}

// The webhook

interface WebhookRow {
  url: string;
  secret: string;
  disabled_at: Date | null;
  failed_deliveries: number;
}
const webhookOf = (r: WebhookRow): Webhook => ({
  url: r.url,
  secret: r.secret,
  enabled: r.disabled_at === null,
  disabledAt: iso(r.disabled_at),
  failedDeliveries: r.failed_deliveries,
});
/** The webhook's columns with its failed deliveries in a row (table webhook_failures, no row: none). */
const WEBHOOK_COLUMNS = `url, secret, disabled_at,
  coalesce((SELECT f.failed_deliveries FROM webhook_failures f WHERE f.user_id = notification_webhooks.user_id), 0) AS failed_deliveries`;
/** Starts the count of failed deliveries again; part of a statement's WITH (parameter $1 the user). */
const RESET_FAILURES = 'reset AS (DELETE FROM webhook_failures WHERE user_id = $1)';

export async function loadWebhook(db: Queryable, userId: number): Promise<Webhook | null> {
  const { rows } = await db.query<WebhookRow>(`SELECT ${WEBHOOK_COLUMNS} FROM notification_webhooks WHERE user_id = $1`, [userId]);
  return rows[0] ? webhookOf(rows[0]) : null;
}

/** Sets the URL (a new webhook gets `secret`, an existing one keeps its own) and enables it with a fresh count. */
export async function saveWebhook(db: Queryable, userId: number, url: string, secret: string): Promise<Webhook> {
  const { rows } = await db.query<WebhookRow>(
    `WITH ${RESET_FAILURES}
     INSERT INTO notification_webhooks (user_id, url, secret) VALUES ($1, $2, $3)
     ON CONFLICT (user_id) DO UPDATE SET url = $2, disabled_at = NULL
     RETURNING url, secret, disabled_at, 0 AS failed_deliveries`,
    [userId, url, secret],
  );
  return webhookOf(rows[0]);
}

export async function rotateWebhookSecret(db: Queryable, userId: number, secret: string): Promise<Webhook | null> {
  const { rows } = await db.query<WebhookRow>(
    `UPDATE notification_webhooks SET secret = $2 WHERE user_id = $1 RETURNING ${WEBHOOK_COLUMNS}`,
    [userId, secret],
  );
  return rows[0] ? webhookOf(rows[0]) : null;
}

/** Enables the webhook again, its failed deliveries counted anew. */
export async function enableWebhook(db: Queryable, userId: number): Promise<Webhook | null> {
  const { rows } = await db.query<WebhookRow>(
    `WITH ${RESET_FAILURES}
     UPDATE notification_webhooks SET disabled_at = NULL WHERE user_id = $1 RETURNING url, secret, disabled_at, 0 AS failed_deliveries`,
    [userId],
  );
  return rows[0] ? webhookOf(rows[0]) : null;
}

/** Removes the webhook; deliveries not yet made are given up (their log stays). */
export async function deleteWebhook(db: Queryable, userId: number): Promise<boolean> {
  await db.query(
    `UPDATE webhook_deliveries SET next_attempt_at = NULL, gave_up_at = now(), last_error = 'Webhook entfernt'
      WHERE user_id = $1 AND next_attempt_at IS NOT NULL`,
    [userId],
  );
  await db.query('DELETE FROM webhook_failures WHERE user_id = $1', [userId]);
  const { rows } = await db.query('DELETE FROM notification_webhooks WHERE user_id = $1 RETURNING user_id', [userId]);
  return rows.length === 1;
}

export async function loadDeliveries(db: Queryable, userId: number, limit = 50): Promise<WebhookDelivery[]> {
  const { rows } = await db.query<{
    id: number;
    rule: NotificationRule;
    meter_point_number: string;
    day: string;
    attempts: number;
    last_status: number | null;
    last_error: string | null;
    created_at: Date;
    delivered_at: Date | null;
    gave_up_at: Date | null;
  }>(
    `SELECT d.id, n.rule, p.meter_point_number, n.day::text AS day, d.attempts, d.last_status, d.last_error, d.created_at,
            d.delivered_at, d.gave_up_at
       FROM webhook_deliveries d JOIN notifications n ON n.id = d.notification_id JOIN pods p ON p.id = n.pod_id
      WHERE d.user_id = $1 ORDER BY d.id DESC LIMIT $2`,
    [userId, limit],
  );
  return rows.map((r) => ({
    id: r.id,
    rule: r.rule,
    meterPointNumber: r.meter_point_number,
    day: r.day,
    state: r.delivered_at ? 'DELIVERED' : r.gave_up_at ? 'FAILED' : 'PENDING',
    attempts: r.attempts,
    lastStatus: r.last_status,
    lastError: r.last_error,
    createdAt: iso(r.created_at) ?? '',
    deliveredAt: iso(r.delivered_at),
  }));
}

// Evaluation: one INSERT … SELECT per rule; the unique key (user, meter point, rule, day) makes a repeat a no-op.

/** Settings of the given meter points whose user has or had a contract on them. $1 pod ids. */
const WATCH = `
  SELECT s.* FROM notification_settings s
   WHERE s.pod_id = ANY($1::int[])
     AND EXISTS (SELECT 1 FROM contracts c
                   JOIN contract_accounts ca ON ca.contract_account_number = c.contract_account_number
                   JOIN business_partners bp ON bp.business_partner_number = ca.business_partner_number
                  WHERE c.pod_id = s.pod_id AND bp.user_id = s.user_id)`;

/** Energy series a meter point's values are told about: electricity both ways and gas in kWh. */
const ENERGY_SERIES = '(1, 2, 3)';
/** Series thresholds apply to: what is drawn from the grid (electricity, gas in kWh). */
const DRAWN_SERIES = '(1, 3)';
/** How many days back an evaluation looks: the longest gap delay (7 days) plus the day it ends on and some slack. */
const LOOKBACK_DAYS = 10;

/**
 * Whether one of the watching user's contracts on the meter point ran on `day`. A meter point changes hands when its
 * customer moves out and the next one moves in: a customer is told only of the days of their own contracts, never of
 * the values of the customer before or after them.
 */
const OWN_DAY = (day: string) => `
  EXISTS (SELECT 1 FROM contracts c
            JOIN contract_accounts ca ON ca.contract_account_number = c.contract_account_number
            JOIN business_partners bp ON bp.business_partner_number = ca.business_partner_number
           WHERE c.pod_id = w.pod_id AND bp.user_id = w.user_id
             AND c.move_in_date <= ${day} AND (c.move_out_date IS NULL OR ${day} <= c.move_out_date))`;

/**
 * $2 now (instant); the evaluated days: on or after the rule's `since`, within the look-back, up to today, and in a
 * contract period of the user.
 */
const dayWindow = (day: string) =>
  `${day} >= w.since AND ${day} >= ($2::timestamptz AT TIME ZONE ${TZ})::date - ${LOOKBACK_DAYS}
   AND ${day} <= ($2::timestamptz AT TIME ZONE ${TZ})::date AND ${OWN_DAY(day)}`;

const RULE_SQL: Record<NotificationRule, string> = {
  // A digest of the day the values arrived on (at most one a day): the newest day with values and its energy, when
  // that day is the user's (a former customer is not told of the next customer's values).
  NEW_DATA: `
    SELECT w.user_id, w.pod_id, 'NEW_DATA', ($2::timestamptz AT TIME ZONE ${TZ})::date,
           jsonb_build_object('lastDay', l.day::text, 'kwh', round(l.total::numeric, 3))
      FROM (${WATCH}) w
      CROSS JOIN LATERAL (SELECT day, total FROM meter_days d
                           WHERE d.pod_id = w.pod_id AND d.profile_type IN ${ENERGY_SERIES} AND d.valued > 0
                           ORDER BY day DESC, profile_type LIMIT 1) l
     WHERE w.new_data AND ${OWN_DAY('l.day')}`,
  // A day whose quarter-hours are not all there N hours after it ended: no row, MISSING values or undelivered ones.
  GAP: `
    SELECT w.user_id, w.pod_id, 'GAP', g.day, jsonb_build_object('missingQuarterHours', max(g.missing), 'hours', w.gap_hours)
      FROM (${WATCH}) w
      JOIN pod_profiles pp ON pp.pod_id = w.pod_id AND pp.series_id IN ${ENERGY_SERIES}
      CROSS JOIN LATERAL generate_series(greatest(pp.valid_from, w.since, ($2::timestamptz AT TIME ZONE ${TZ})::date - ${LOOKBACK_DAYS}), least(pp.valid_to, ($2::timestamptz AT TIME ZONE ${TZ})::date), interval '1 day') AS s(t)
      CROSS JOIN LATERAL (SELECT s.t::date AS day) dd
      LEFT JOIN meter_days d ON d.pod_id = w.pod_id AND d.profile_type = pp.series_id AND d.day = dd.day
      CROSS JOIN LATERAL (SELECT dd.day,
                                 coalesce(octet_length(d.vals) / 4 - d.valued,
                                          (extract(epoch FROM ${localMidnight('(dd.day + 1)')} - ${localMidnight('dd.day')}) / 900)::int) AS missing) g
     WHERE w.gap_hours IS NOT NULL AND ${dayWindow('g.day')}
       AND ${localMidnight('(g.day + 1)')} + make_interval(hours => w.gap_hours) <= $2::timestamptz
       AND g.missing > 0
     GROUP BY w.user_id, w.pod_id, g.day, w.gap_hours`,
  DAILY_ENERGY: `
    SELECT w.user_id, w.pod_id, 'DAILY_ENERGY', d.day,
           jsonb_build_object('kwh', round(max(d.total)::numeric, 3), 'threshold', w.daily_kwh_above)
      FROM (${WATCH}) w
      JOIN meter_days d ON d.pod_id = w.pod_id AND d.profile_type IN ${DRAWN_SERIES}
     WHERE w.daily_kwh_above IS NOT NULL AND ${dayWindow('d.day')} AND d.total > w.daily_kwh_above
     GROUP BY w.user_id, w.pod_id, d.day, w.daily_kwh_above`,
  // kW = 4 × the quarter-hour's kWh; the details name the first quarter-hour of the day with the highest power.
  QUARTER_HOUR_POWER: `
    SELECT DISTINCT ON (w.user_id, w.pod_id, d.day) w.user_id, w.pod_id, 'QUARTER_HOUR_POWER', d.day,
           jsonb_build_object('kw', round((peak.v * 4 / 10000.0)::numeric, 3), 'threshold', w.quarter_hour_kw_above,
                              'from', to_char((${localMidnight('d.day')} + (peak.i - 1) * interval '15 minutes') AT TIME ZONE ${TZ}, 'HH24:MI'))
      FROM (${WATCH}) w
      JOIN meter_days d ON d.pod_id = w.pod_id AND d.profile_type IN ${DRAWN_SERIES}
      CROSS JOIN LATERAL (SELECT x.v, x.i FROM quarter_hours_of_day(d.vals, NULL) AS x
                           WHERE x.v IS NOT NULL ORDER BY x.v DESC, x.i LIMIT 1) peak
     WHERE w.quarter_hour_kw_above IS NOT NULL AND ${dayWindow('d.day')}
       AND peak.v * 4 / 10000.0 > w.quarter_hour_kw_above
     ORDER BY w.user_id, w.pod_id, d.day, peak.v DESC`,
};

export interface NewNotification {
  id: number;
  userId: number;
  podId: number;
  meterPointNumber: string;
  rule: NotificationRule;
  day: string;
  details: Record<string, number | string | null>;
  email: string | null;
  byEmail: boolean;
  /** Whether a webhook delivery was queued (by_webhook with an enabled webhook). */
  webhookQueued: boolean;
}

/**
 * Records what the rules find for the given meter points at `now` and answers only the notifications that are new;
 * queues a webhook delivery for each whose owner wants one and has an enabled webhook. Call in a transaction.
 */
export async function recordNotifications(
  tx: Queryable,
  podIds: number[],
  now: Date,
  rules: readonly NotificationRule[],
): Promise<NewNotification[]> {
  const created: NewNotification[] = [];
  for (const rule of rules) {
    const { rows } = await tx.query<{
      id: number;
      user_id: number;
      pod_id: number;
      day: string;
      details: Record<string, number | string | null>;
      meter_point_number: string;
      email: string | null;
      by_email: boolean;
      by_webhook: boolean;
      webhook_enabled: boolean;
    }>(
      `WITH found AS (
         INSERT INTO notifications (user_id, pod_id, rule, day, details) ${RULE_SQL[rule]}
         ON CONFLICT (user_id, pod_id, rule, day) DO NOTHING
         RETURNING id, user_id, pod_id, day, details)
       SELECT f.id, f.user_id, f.pod_id, f.day::text AS day, f.details, p.meter_point_number, u.email, s.by_email, s.by_webhook,
              (h.user_id IS NOT NULL AND h.disabled_at IS NULL) AS webhook_enabled
         FROM found f
         JOIN pods p ON p.id = f.pod_id
         JOIN users u ON u.id = f.user_id
         JOIN notification_settings s ON s.user_id = f.user_id AND s.pod_id = f.pod_id
         LEFT JOIN notification_webhooks h ON h.user_id = f.user_id
        ORDER BY f.id`,
      [podIds, now.toISOString()],
    );
    for (const r of rows) {
      const webhookQueued = r.by_webhook && r.webhook_enabled;
      if (webhookQueued) {
        await tx.query('INSERT INTO webhook_deliveries (notification_id, user_id, next_attempt_at) VALUES ($1, $2, $3::timestamptz)', [
          r.id,
          r.user_id,
          now.toISOString(),
        ]);
      }
      created.push({
        id: r.id,
        userId: r.user_id,
        podId: r.pod_id,
        meterPointNumber: r.meter_point_number,
        rule,
        day: r.day,
        details: r.details,
        email: r.email,
        byEmail: r.by_email,
        webhookQueued,
      });
    }
  }
  return created;
}

/** Meter points with a gap rule switched on: what the periodic run evaluates. */
export async function podsWatchingGaps(db: Queryable): Promise<number[]> {
  const { rows } = await db.query<{ pod_id: number }>('SELECT DISTINCT pod_id FROM notification_settings WHERE gap_hours IS NOT NULL');
  return rows.map((r) => r.pod_id);
}

// Webhook deliveries

export interface DueDelivery {
  id: number;
  userId: number;
  attempts: number;
  url: string;
  secret: string;
  email: string | null;
  event: { id: number; rule: NotificationRule; meterPointNumber: string; day: string; details: Record<string, number | string | null> };
}

/**
 * Claims the deliveries due at `now` (their next attempt moved ahead, in one statement with SKIP LOCKED, so several
 * instances never deliver the same one at once) of enabled webhooks, at most `limit`.
 */
export async function claimDueDeliveries(db: Queryable, now: Date, limit: number): Promise<DueDelivery[]> {
  const { rows } = await db.query<{
    id: number;
    user_id: number;
    attempts: number;
    url: string;
    secret: string;
    email: string | null;
    notification_id: number;
    rule: NotificationRule;
    meter_point_number: string;
    day: string;
    details: Record<string, number | string | null>;
  }>(
    `WITH claimed AS (
       UPDATE webhook_deliveries SET next_attempt_at = $1::timestamptz + interval '10 minutes'
        WHERE id IN (SELECT d.id FROM webhook_deliveries d
                       JOIN notification_webhooks h ON h.user_id = d.user_id AND h.disabled_at IS NULL
                      WHERE d.next_attempt_at <= $1::timestamptz
                      ORDER BY d.next_attempt_at LIMIT $2 FOR UPDATE OF d SKIP LOCKED)
        RETURNING id, user_id, attempts, notification_id)
     SELECT c.id, c.user_id, c.attempts, h.url, h.secret, u.email, n.id AS notification_id, n.rule, p.meter_point_number,
            n.day::text AS day, n.details
       FROM claimed c
       JOIN notification_webhooks h ON h.user_id = c.user_id
       JOIN users u ON u.id = c.user_id
       JOIN notifications n ON n.id = c.notification_id
       JOIN pods p ON p.id = n.pod_id
      ORDER BY c.id`,
    [now.toISOString(), limit],
  );
  return rows.map((r) => ({
    id: r.id,
    userId: r.user_id,
    attempts: r.attempts,
    url: r.url,
    secret: r.secret,
    email: r.email,
    event: { id: r.notification_id, rule: r.rule, meterPointNumber: r.meter_point_number, day: r.day, details: r.details },
  }));
}

/** Records a delivery as made; the webhook's failed deliveries in a row start again from 0. */
export async function markDelivered(db: Queryable, delivery: { id: number; userId: number }, status: number, now: Date): Promise<void> {
  await db.query(
    `WITH delivered AS (
       UPDATE webhook_deliveries SET attempts = attempts + 1, delivered_at = $4::timestamptz, next_attempt_at = NULL,
              last_status = $3, last_error = NULL WHERE id = $2)
     DELETE FROM webhook_failures WHERE user_id = $1`,
    [delivery.userId, delivery.id, status, now.toISOString()],
  );
}

/** Counts a delivery given up against the user's webhook; answers the deliveries given up in a row. */
export async function countFailedDelivery(db: Queryable, userId: number): Promise<number> {
  const { rows } = await db.query<{ failed_deliveries: number }>(
    `INSERT INTO webhook_failures (user_id, failed_deliveries) VALUES ($1, 1)
     ON CONFLICT (user_id) DO UPDATE SET failed_deliveries = webhook_failures.failed_deliveries + 1
     RETURNING failed_deliveries`,
    [userId],
  );
  return rows[0].failed_deliveries;
}

/** Counts a failed attempt; `retryInSeconds` null gives the delivery up. */
export async function markFailed(
  db: Queryable,
  id: number,
  failure: { status: number | null; error: string },
  now: Date,
  retryInSeconds: number | null,
): Promise<void> {
  await db.query(
    `UPDATE webhook_deliveries SET attempts = attempts + 1, last_status = $2, last_error = $3,
            next_attempt_at = CASE WHEN $4::int IS NULL THEN NULL ELSE $5::timestamptz + make_interval(secs => $4::int) END,
            gave_up_at = CASE WHEN $4::int IS NULL THEN $5::timestamptz END
      WHERE id = $1`,
    [id, failure.status, failure.error.slice(0, 300), retryInSeconds, now.toISOString()],
  );
}

/** Disables the user's webhook (true when it was enabled) and gives its waiting deliveries up. */
export async function disableWebhook(db: Queryable, userId: number, now: Date): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE notification_webhooks SET disabled_at = $2::timestamptz WHERE user_id = $1 AND disabled_at IS NULL RETURNING user_id`,
    [userId, now.toISOString()],
  );
  await db.query(
    `UPDATE webhook_deliveries SET next_attempt_at = NULL, gave_up_at = $2::timestamptz,
            last_error = coalesce(last_error, 'Webhook deaktiviert')
      WHERE user_id = $1 AND next_attempt_at IS NOT NULL`,
    [userId, now.toISOString()],
  );
  return rows.length === 1;
}
