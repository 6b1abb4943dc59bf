import { DEFAULT_NOTIFICATION_SETTINGS } from '@portal/shared/contract/notifications';
import { SETTINGS_MESSAGES, settingsErrors, urlErrors } from '../../src/notifications/settings-rules';

describe('notification settings rules', () => {
  it('asks for a channel when a rule is on and neither e-mail nor webhook is chosen', () => {
    const s = { ...DEFAULT_NOTIFICATION_SETTINGS, gapHours: 12, byEmail: false };
    expect(settingsErrors(s, false)).toEqual([{ path: 'byEmail', message: SETTINGS_MESSAGES.NO_CHANNEL, number: 1 }]);
    expect(settingsErrors({ ...DEFAULT_NOTIFICATION_SETTINGS, byEmail: false }, false)).toEqual([]);
  });

  it('takes the webhook channel only with a webhook address', () => {
    const s = { ...DEFAULT_NOTIFICATION_SETTINGS, newData: true, byWebhook: true };
    expect(settingsErrors(s, false).map((e) => e.path)).toEqual(['byWebhook']);
    expect(settingsErrors(s, true)).toEqual([]);
  });

  it('names the url field with a German message for each refused URL', () => {
    expect(urlErrors({ ok: false, reason: 'NOT_HTTPS' })).toEqual([
      { path: 'url', message: 'Die Adresse muss mit https:// beginnen.', number: 6 },
    ]);
  });
});

describe('notification settings bounds', () => {
  const on = { ...DEFAULT_NOTIFICATION_SETTINGS };
  it.each([
    ['gapHours', 0],
    ['gapHours', 169],
    ['dailyKwhAbove', 0],
    ['dailyKwhAbove', 100_001],
    ['quarterHourKwAbove', -1],
    ['quarterHourKwAbove', 10_001],
  ])('refuses %s = %d with the field path', (path, value) => {
    expect(settingsErrors({ ...on, [path]: value }, false)).toEqual([{ path, message: expect.any(String), number: 5 }]);
  });

  it('writes the bounds as the portal writes numbers (de-AT, grouped with a point)', () => {
    expect(SETTINGS_MESSAGES.DAILY_KWH).toBe('Bitte geben Sie einen Wert über 0 und höchstens 100.000 kWh ein.');
    expect(SETTINGS_MESSAGES.QUARTER_HOUR_KW).toBe('Bitte geben Sie einen Wert über 0 und höchstens 10.000 kW ein.');
  });

  it.each([
    ['gapHours', 1],
    ['gapHours', 168],
    ['dailyKwhAbove', 0.01],
    ['quarterHourKwAbove', 10_000],
  ])('takes %s = %d', (path, value) => {
    expect(settingsErrors({ ...on, [path]: value }, false)).toEqual([]);
  });
});
