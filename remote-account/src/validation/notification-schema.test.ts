import { DEFAULT_NOTIFICATION_SETTINGS } from '@portal/shared/contract/notifications';
import { texts } from '../texts';
import { notificationSchema, parseDecimal, settingsOf, valuesOf } from './notification-schema';

const t = texts.notifications;
const base = valuesOf(DEFAULT_NOTIFICATION_SETTINGS);
const errorsOf = async (values: object) => {
  try {
    await notificationSchema.validate({ ...base, ...values }, { abortEarly: false });
    return {};
  } catch (error) {
    return Object.fromEntries((error as { inner: { path: string; message: string }[] }).inner.map((e) => [e.path, e.message]));
  }
};

describe('notification settings form', () => {
  it('reads de-AT decimals', () => {
    expect(parseDecimal('12,5')).toBe(12.5);
    expect(parseDecimal('1.000,25')).toBe(1000.25);
    expect(parseDecimal('12.5')).toBeNaN();
    expect(parseDecimal('abc')).toBeNaN();
  });

  it('checks a rule value only while its box is ticked, within the bounds', async () => {
    expect(await errorsOf({ gapHours: '0', dailyKwhAbove: 'x' })).toEqual({});
    expect(await errorsOf({ gapOn: true, gapHours: '169' })).toEqual({ gapHours: t.gapHoursInvalid });
    expect(await errorsOf({ dailyOn: true, dailyKwhAbove: '' })).toEqual({ dailyKwhAbove: t.required });
    expect(await errorsOf({ powerOn: true, quarterHourKwAbove: '0' })).toEqual({ quarterHourKwAbove: t.powerInvalid });
    expect(await errorsOf({ gapOn: true, gapHours: '12', dailyOn: true, dailyKwhAbove: '25,5' })).toEqual({});
  });

  it('asks for e-mail or webhook when a rule is on', async () => {
    expect(await errorsOf({ newData: true, byEmail: false })).toEqual({ byEmail: t.noChannel });
    expect(await errorsOf({ newData: true, byEmail: false, byWebhook: true })).toEqual({});
  });

  it('sends null for rules that are off and numbers for those that are on', () => {
    const values = { ...base, gapOn: true, gapHours: '24', powerOn: true, quarterHourKwAbove: '7,5', dailyKwhAbove: '99' };
    expect(settingsOf(values)).toEqual({ ...DEFAULT_NOTIFICATION_SETTINGS, gapHours: 24, quarterHourKwAbove: 7.5 });
    expect(valuesOf(settingsOf(values))).toMatchObject({ gapOn: true, gapHours: '24', dailyOn: false, quarterHourKwAbove: '7,5' });
  });
});
