import { boolean, object, string } from 'yup';
import { NOTIFICATION_LIMITS, type NotificationSettings } from '@portal/shared/contract/notifications';
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

/** A de-AT decimal as typed ("12,5" or "1.000,5") as a number; NaN when it is none. */
export function parseDecimal(text: string): number {
  const trimmed = text.trim();
  if (!/^\d{1,3}(\.\d{3})*(,\d+)?$|^\d+(,\d+)?$/.test(trimmed)) return NaN;
  return Number(trimmed.replace(/\./g, '').replace(',', '.'));
}

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
    dailyKwhAbove: v.dailyOn ? parseDecimal(v.dailyKwhAbove) : null,
    quarterHourKwAbove: v.powerOn ? parseDecimal(v.quarterHourKwAbove) : null,
    byEmail: v.byEmail,
    byWebhook: v.byWebhook,
  };
}

const inRange = (max: number) => (value: string | undefined) => {
  const n = parseDecimal(value ?? '');
  return n > 0 && n <= max;
};

const whenOn = (flag: string, message: string, valid: (value: string | undefined) => boolean) =>
  string().when(flag, {
    is: true,
    // An empty field has the required message only.
    then: (schema) =>
      schema
        .trim()
        .required(t.required)
        .test('range', message, (value) => !value || valid(value)),
  });

export const notificationSchema = object({
  newData: boolean(),
  gapOn: boolean(),
  gapHours: whenOn('gapOn', t.gapHoursInvalid, (value) => {
    const text = (value ?? '').trim();
    return /^\d+$/.test(text) && Number(text) >= NOTIFICATION_LIMITS.gapHoursMin && Number(text) <= NOTIFICATION_LIMITS.gapHoursMax;
  }),
  dailyOn: boolean(),
  dailyKwhAbove: whenOn('dailyOn', t.dailyInvalid, inRange(NOTIFICATION_LIMITS.dailyKwhMax)),
  powerOn: boolean(),
  quarterHourKwAbove: whenOn('powerOn', t.powerInvalid, inRange(NOTIFICATION_LIMITS.quarterHourKwMax)),
  byWebhook: boolean(),
  byEmail: boolean().test('channel', t.noChannel, function channel(byEmail) {
    const v = this.parent as NotificationValues;
    const anyRule = v.newData || v.gapOn || v.dailyOn || v.powerOn;
    return !anyRule || Boolean(byEmail) || v.byWebhook;
  }),
});
