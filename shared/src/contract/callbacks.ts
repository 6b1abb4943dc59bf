import { Type, type Static } from '@sinclair/typebox';
import { ACCOUNT_LIMITS, EMAIL_PATTERN, PHONE_PATTERN } from './account';
import { COUNTRIES } from './enums';
import { StringEnum } from './schema-helpers';

// The callback request (portal-processes §2.4 item 16, §3 "Callback payload", §5 "Callback", §9): POST /v1.0/callbacks.

/** How customer service is to answer: by e-mail, by phone, or not at all (the message is information only). */
export const CALLBACK_TYPES = ['EMAIL', 'PHONE', 'NONE'] as const;
export type CallbackType = (typeof CALLBACK_TYPES)[number];

/** On which weekday a phone callback suits: any, or one of Monday to Friday. */
export const CALLBACK_DAYS = ['ALL', 'MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'] as const;
export type CallbackDay = (typeof CALLBACK_DAYS)[number];

export const CALLBACK_LIMITS = {
  subjectMax: 100,
  messageMax: 2000,
  emailMax: ACCOUNT_LIMITS.emailMax,
  phoneMax: ACCOUNT_LIMITS.phoneMax,
  extensionMax: ACCOUNT_LIMITS.extensionMax,
  /** Callback hours, on the hour: 07:00 to 18:00 (portal-processes §9). */
  firstHour: 7,
  lastHour: 18,
  defaultTimeFrom: '08:00',
  defaultTimeTo: '17:00',
  defaultDayOfWeek: 'ALL',
} as const;

/** `HH:mm`; whether it is on the hour and within the callback hours is a rule of callback-rules.ts (answered as 400). */
const Time = Type.String({ pattern: '^[0-9]{2}:[0-9]{2}$', description: 'local time HH:mm, on the hour, 07:00 to 18:00' });

/** A new phone number, or one of GET /v1.0/phones sent back as it came (its type is not needed). */
export const CallbackPhone = Type.Object({
  number: Type.String({ pattern: PHONE_PATTERN, minLength: 1, maxLength: CALLBACK_LIMITS.phoneMax }),
  extension: Type.Optional(Type.String({ maxLength: CALLBACK_LIMITS.extensionMax })),
  country: StringEnum(COUNTRIES),
});
export type CallbackPhone = Static<typeof CallbackPhone>;

/**
 * POST /v1.0/callbacks → 201 CallbackReceipt. `email` is needed (and checked) only with type EMAIL; `phone`, `dayOfWeek`,
 * `timeFrom` and `timeTo` only with PHONE (the day defaults to ALL, the times to 08:00 and 17:00); other fields are
 * ignored for the other types.
 */
export const CallbackRequest = Type.Object({
  type: StringEnum(CALLBACK_TYPES),
  subject: Type.String({ maxLength: CALLBACK_LIMITS.subjectMax }),
  message: Type.Optional(Type.String({ maxLength: CALLBACK_LIMITS.messageMax })),
  email: Type.Optional(Type.String({ maxLength: CALLBACK_LIMITS.emailMax })),
  phone: Type.Optional(CallbackPhone),
  dayOfWeek: Type.Optional(StringEnum(CALLBACK_DAYS)),
  timeFrom: Type.Optional(Time),
  timeTo: Type.Optional(Time),
});
export type CallbackRequest = Static<typeof CallbackRequest>;

export const CallbackReceipt = Type.Object({
  id: Type.Integer(),
  /** When the request was received, an instant in UTC. */
  receivedAt: Type.String(),
});
export type CallbackReceipt = Static<typeof CallbackReceipt>;

/** The plain e-mail check of the service (the form's Yup email() is stricter). */
export const isCallbackEmail = (value: string): boolean => new RegExp(EMAIL_PATTERN).test(value);
