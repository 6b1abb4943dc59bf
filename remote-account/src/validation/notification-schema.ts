import { boolean, object, string, type StringSchema } from 'yup';
import { NOTIFICATION_LIMITS, type NotificationSettings } from '@portal/shared/contract/notifications';
import { parseDecimal } from '@portal/shared/format/number';
import { texts } from '../texts';

const t = texts.notifications;

/** The form of one meter point: a rule's value is typed text, only read while its box is ticked. */
export interface NotificationValues {
  newData: boolean;
  gapOn: boolean;
  gapHours: string;
  dailyOn: boolean;
  dailyKwhAbove: string;
  powerOn: boolean;
  quarterHourKwAbove: string;
  byEmail: boolean;
  byWebhook: boolean;
}

/**
 * A threshold as typed, by the portal's rule for typed amounts (portal-processes §5, the instalment): a comma or a
 * dot separates the decimals, thousands are not separated. A point followed by three digits ("1.500") could be meant
 * either way, and so could a number with both separators ("1.000,5"): such input is refused with its own message
 * rather than read one way silently.
 */
type DecimalReading = { value: number } | { problem: 'AMBIGUOUS' | 'INVALID' };

export function readDecimal(text: string): DecimalReading {
  const trimmed = text.trim();
  if (/^[1-9]\d{0,2}\.\d{3}$/.test(trimmed) || /^\d+([.,]\d+){2,}$/.test(trimmed)) return { problem: 'AMBIGUOUS' };
  const value = parseDecimal(trimmed);
  return Number.isNaN(value) ? { problem: 'INVALID' } : { value };
}

const decimalOf = (text: string) => {
  const reading = readDecimal(text);
  return 'value' in reading ? reading.value : NaN;
};

const decimalText = (value: number | null) => (value === null ? '' : String(value).replace('.', ','));

export function valuesOf(s: NotificationSettings): NotificationValues {
  return {
    newData: s.newData,
    gapOn: s.gapHours !== null,
    gapHours: String(s.gapHours ?? NOTIFICATION_LIMITS.gapHoursDefault),
    dailyOn: s.dailyKwhAbove !== null,
    dailyKwhAbove: decimalText(s.dailyKwhAbove),
    powerOn: s.quarterHourKwAbove !== null,
    quarterHourKwAbove: decimalText(s.quarterHourKwAbove),
    byEmail: s.byEmail,
    byWebhook: s.byWebhook,
  };
}

export function settingsOf(v: NotificationValues): NotificationSettings {
  return {
    newData: v.newData,
    gapHours: v.gapOn ? Number(v.gapHours.trim()) : null,
    dailyKwhAbove: v.dailyOn ? decimalOf(v.dailyKwhAbove) : null,
    quarterHourKwAbove: v.powerOn ? decimalOf(v.quarterHourKwAbove) : null,
    byEmail: v.byEmail,
    byWebhook: v.byWebhook,
  };
}

const whenOn = (flag: string, then: (schema: StringSchema) => StringSchema) =>
  // An empty field has the required message only.
  string().when(flag, { is: true, then: (schema) => then(schema.trim().required(t.required)) });

/** A threshold above 0 and at most `max`; unreadable and ambiguous input each with their own message. */
const threshold = (max: number, rangeMessage: string) => (schema: StringSchema) =>
  schema.test('threshold', rangeMessage, function decimalInRange(value) {
    if (!value) return true;
    const reading = readDecimal(value);
    if ('problem' in reading) return this.createError({ message: reading.problem === 'AMBIGUOUS' ? t.decimalAmbiguous : t.decimalInvalid });
    return reading.value > 0 && reading.value <= max;
  });

const gapHoursValid = (value: string | undefined) => {
  const text = (value ?? '').trim();
  return /^\d+$/.test(text) && Number(text) >= NOTIFICATION_LIMITS.gapHoursMin && Number(text) <= NOTIFICATION_LIMITS.gapHoursMax;
};

export const notificationSchema = object({
  newData: boolean(),
  gapOn: boolean(),
  gapHours: whenOn('gapOn', (schema) => schema.test('range', t.gapHoursInvalid, (value) => !value || gapHoursValid(value))),
  dailyOn: boolean(),
  dailyKwhAbove: whenOn('dailyOn', threshold(NOTIFICATION_LIMITS.dailyKwhMax, t.dailyInvalid)),
  powerOn: boolean(),
  quarterHourKwAbove: whenOn('powerOn', threshold(NOTIFICATION_LIMITS.quarterHourKwMax, t.powerInvalid)),
  byWebhook: boolean(),
  byEmail: boolean().test('channel', t.noChannel, function channel(byEmail) {
    const v = this.parent as NotificationValues;
    const anyRule = v.newData || v.gapOn || v.dailyOn || v.powerOn;
    return !anyRule || Boolean(byEmail) || v.byWebhook;
  }),
});
