import { Type, type Static } from '@sinclair/typebox';
import { MeterPointNumber, Nullable, StringEnum } from './schema-helpers';

// Data notifications: per meter point new data, gaps and thresholds, by e-mail and/or a signed webhook (session only).

export const NOTIFICATION_RULES = ['NEW_DATA', 'GAP', 'DAILY_ENERGY', 'QUARTER_HOUR_POWER'] as const;
export type NotificationRule = (typeof NOTIFICATION_RULES)[number];

export const NOTIFICATION_LIMITS = {
  /**
   * Hours after a day's end before its missing quarter-hours count as a gap: at least 1 (values of the day before
   * usually arrive in the early morning), at most 168 (a week: later than that the operator's own checks have long run).
   */
  gapHoursMin: 1,
  gapHoursMax: 168,
  gapHoursDefault: 12,
  /** Thresholds above 0; a household never draws 100,000 kWh a day or 10,000 kW in a quarter-hour. */
  dailyKwhMax: 100_000,
  quarterHourKwMax: 10_000,
  urlMax: 500,
} as const;

/**
 * When a webhook is switched off: a delivery is tried up to 6 times over about five and a half hours; after this many
 * deliveries in a row failed so (a delivered one starts the count again), the webhook is disabled and its owner mailed.
 */
export const WEBHOOK_LIMITS = {
  attemptsPerDelivery: 6,
  disableAfterFailedDeliveries: 3,
} as const;

export const NotificationParams = Type.Object({ meterPointNumber: MeterPointNumber });
export type NotificationParams = Static<typeof NotificationParams>;

/**
 * A number or null as one JSON type list: with type coercion on, a union would turn null into 0 (and 0 into null)
 * in its first branch; a type list leaves a value of either type as it is.
 */
const NumberOrNull = (type: 'number' | 'integer', description: string) => Type.Unsafe<number | null>({ type: [type, 'null'], description });

/**
 * What a customer wants to hear about one meter point, and how. A rule is off when its value is false or null. The
 * bounds are checked by the service (settingsErrors: 400 with the field's path).
 */
export const NotificationSettings = Type.Object({
  newData: Type.Boolean({ description: 'a digest when new values arrived, at most one a day' }),
  gapHours: NumberOrNull(
    'integer',
    `tell when quarter-hours of a day are still missing this many hours after it ended (${NOTIFICATION_LIMITS.gapHoursMin}–${NOTIFICATION_LIMITS.gapHoursMax}); null: off`,
  ),
  dailyKwhAbove: NumberOrNull('number', `a day's energy above this (kWh, above 0, at most ${NOTIFICATION_LIMITS.dailyKwhMax}); null: off`),
  quarterHourKwAbove: NumberOrNull(
    'number',
    `a quarter-hour's mean power above this (kW = 4 × its kWh, above 0, at most ${NOTIFICATION_LIMITS.quarterHourKwMax}); null: off`,
  ),
  byEmail: Type.Boolean(),
  byWebhook: Type.Boolean({ description: 'needs a webhook (PUT /v1.0/notifications/webhook)' }),
});
export type NotificationSettings = Static<typeof NotificationSettings>;

export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = {
  newData: false,
  gapHours: null,
  dailyKwhAbove: null,
  quarterHourKwAbove: null,
  byEmail: true,
  byWebhook: false,
};

export const MeterPointNotifications = Type.Object({
  meterPointNumber: Type.String(),
  /** Where the meter point is: street, house number, postcode and city of its contract account. */
  address: Type.String(),
  settings: NotificationSettings,
});
export type MeterPointNotifications = Static<typeof MeterPointNotifications>;

export const Webhook = Type.Object({
  url: Type.String(),
  /** The HMAC-SHA256 key of X-Netzportal-Signature; shown to its owner, rotatable. */
  secret: Type.String(),
  enabled: Type.Boolean(),
  /** When the service disabled it after repeated failed deliveries (UTC instant), otherwise null. */
  disabledAt: Nullable(Type.String()),
  failedDeliveries: Type.Integer({
    description: `deliveries given up in a row (each after ${WEBHOOK_LIMITS.attemptsPerDelivery} attempts); at ${WEBHOOK_LIMITS.disableAfterFailedDeliveries} the webhook is disabled, a delivered one resets it`,
  }),
});
export type Webhook = Static<typeof Webhook>;

export const WebhookRequest = Type.Object({ url: Type.String({ maxLength: NOTIFICATION_LIMITS.urlMax }) });
export type WebhookRequest = Static<typeof WebhookRequest>;

export const DELIVERY_STATES = ['PENDING', 'DELIVERED', 'FAILED'] as const;

export const WebhookDelivery = Type.Object({
  id: Type.Integer(),
  rule: StringEnum(NOTIFICATION_RULES),
  meterPointNumber: Type.String(),
  /** The local day (or the digest's day) the notification is about, YYYY-MM-DD. */
  day: Type.String(),
  state: StringEnum(DELIVERY_STATES),
  attempts: Type.Integer(),
  /** The receiver's last HTTP status, null when it was not reached. */
  lastStatus: Nullable(Type.Integer()),
  lastError: Nullable(Type.String()),
  createdAt: Type.String(),
  deliveredAt: Nullable(Type.String()),
});
export type WebhookDelivery = Static<typeof WebhookDelivery>;

export const NotificationOverview = Type.Object({
  meterPoints: Type.Array(MeterPointNotifications),
  webhook: Nullable(Webhook),
  /** The newest webhook deliveries first (at most 50). */
  deliveries: Type.Array(WebhookDelivery),
});
export type NotificationOverview = Static<typeof NotificationOverview>;

/** The JSON body a webhook receives (signed: X-Netzportal-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">). */
export const WebhookEvent = Type.Object({
  id: Type.Integer({ description: 'the notification id; the same on every retry' }),
  rule: StringEnum(NOTIFICATION_RULES),
  meterPointNumber: Type.String(),
  day: Type.String(),
  details: Type.Record(Type.String(), Type.Union([Type.Number(), Type.String(), Type.Null()])),
});
export type WebhookEvent = Static<typeof WebhookEvent>;
