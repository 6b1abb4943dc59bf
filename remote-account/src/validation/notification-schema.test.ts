import { DEFAULT_NOTIFICATION_SETTINGS } from '@portal/shared/contract/notifications';
import { texts } from '../texts';
import { notificationSchema, readDecimal, settingsOf, valuesOf } from './notification-schema';

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
  it('reads a comma or a dot as the decimal separator, without thousands separators, as amounts elsewhere in the portal', () => {
    expect(readDecimal('12,5')).toEqual({ value: 12.5 });
    expect(readDecimal(' 12.5 ')).toEqual({ value: 12.5 });
    expect(readDecimal('1500')).toEqual({ value: 1500 });
    expect(readDecimal('1,500')).toEqual({ value: 1.5 });
    expect(readDecimal('0.500')).toEqual({ value: 0.5 });
    expect(readDecimal('1500.25')).toEqual({ value: 1500.25 });
    expect(readDecimal('abc')).toEqual({ problem: 'INVALID' });
    expect(readDecimal('1..5')).toEqual({ problem: 'INVALID' });
  });

  it('does not guess whether a point groups thousands: "1.500" and "1.000,5" are refused as ambiguous', () => {
    expect(readDecimal('1.500')).toEqual({ problem: 'AMBIGUOUS' });
    expect(readDecimal('99.999')).toEqual({ problem: 'AMBIGUOUS' });
    expect(readDecimal('1.000,5')).toEqual({ problem: 'AMBIGUOUS' });
    expect(readDecimal('1.000.000')).toEqual({ problem: 'AMBIGUOUS' });
  });

  it('says what is wrong with a threshold: unreadable, ambiguous or out of range', async () => {
    expect(await errorsOf({ dailyOn: true, dailyKwhAbove: '12.5' })).toEqual({});
    expect(await errorsOf({ dailyOn: true, dailyKwhAbove: '1.500' })).toEqual({ dailyKwhAbove: t.decimalAmbiguous });
    expect(await errorsOf({ powerOn: true, quarterHourKwAbove: '1.000,5' })).toEqual({ quarterHourKwAbove: t.decimalAmbiguous });
    expect(await errorsOf({ dailyOn: true, dailyKwhAbove: 'viel' })).toEqual({ dailyKwhAbove: t.decimalInvalid });
    expect(await errorsOf({ dailyOn: true, dailyKwhAbove: '100000,01' })).toEqual({ dailyKwhAbove: t.dailyInvalid });
    expect(await errorsOf({ powerOn: true, quarterHourKwAbove: '10000' })).toEqual({});
    expect(settingsOf({ ...base, dailyOn: true, dailyKwhAbove: '12.5' }).dailyKwhAbove).toBe(12.5);
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
