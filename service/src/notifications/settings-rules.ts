import type { ErrorItem } from '@portal/shared/contract/errors';
import { ERROR_NUMBERS } from '@portal/shared/contract/errors';
import { NOTIFICATION_LIMITS, type NotificationSettings } from '@portal/shared/contract/notifications';
import { formatDecimal } from '../format/de-at-number';
import type { UrlCheck } from './url-guard';

export const SETTINGS_MESSAGES = {
  NO_CHANNEL: 'Bitte wählen Sie, ob wir Sie per E-Mail oder per Webhook benachrichtigen sollen.',
  NO_WEBHOOK: 'Bitte hinterlegen Sie zuerst eine Webhook-Adresse.',
  GAP_HOURS: `Bitte geben Sie eine ganze Zahl von ${NOTIFICATION_LIMITS.gapHoursMin} bis ${NOTIFICATION_LIMITS.gapHoursMax} Stunden ein.`,
  DAILY_KWH: `Bitte geben Sie einen Wert über 0 und höchstens ${formatDecimal(NOTIFICATION_LIMITS.dailyKwhMax, 0)} kWh ein.`,
  QUARTER_HOUR_KW: `Bitte geben Sie einen Wert über 0 und höchstens ${formatDecimal(NOTIFICATION_LIMITS.quarterHourKwMax, 0)} kW ein.`,
} as const;

const within = (value: number | null, above: number, max: number) => value === null || (value > above && value <= max);

const anyRuleOn = (s: NotificationSettings) =>
  s.newData || s.gapHours !== null || s.dailyKwhAbove !== null || s.quarterHourKwAbove !== null;

/** The bounds of each value, a rule needs a way to be told, and a webhook needs a webhook address. */
export function settingsErrors(s: NotificationSettings, hasWebhook: boolean): ErrorItem[] {
  const errors: ErrorItem[] = [];
  const { gapHoursMin, gapHoursMax, dailyKwhMax, quarterHourKwMax } = NOTIFICATION_LIMITS;
  const range = (path: string, message: string) => errors.push({ path, message, number: ERROR_NUMBERS.OUT_OF_RANGE });
  if (!within(s.gapHours, gapHoursMin - 1, gapHoursMax)) range('gapHours', SETTINGS_MESSAGES.GAP_HOURS);
  if (!within(s.dailyKwhAbove, 0, dailyKwhMax)) range('dailyKwhAbove', SETTINGS_MESSAGES.DAILY_KWH);
  if (!within(s.quarterHourKwAbove, 0, quarterHourKwMax)) range('quarterHourKwAbove', SETTINGS_MESSAGES.QUARTER_HOUR_KW);
  if (anyRuleOn(s) && !s.byEmail && !s.byWebhook) {
    errors.push({ path: 'byEmail', message: SETTINGS_MESSAGES.NO_CHANNEL, number: ERROR_NUMBERS.REQUIRED });
  }
  if (s.byWebhook && !hasWebhook) {
    errors.push({ path: 'byWebhook', message: SETTINGS_MESSAGES.NO_WEBHOOK, number: ERROR_NUMBERS.INVALID_VALUE });
  }
  return errors;
}

const URL_MESSAGES: Record<Exclude<UrlCheck, { ok: true }>['reason'], string> = {
  FORMAT: 'Bitte geben Sie eine vollständige Adresse ein, z. B. https://example.at/netzportal.',
  NOT_HTTPS: 'Die Adresse muss mit https:// beginnen.',
  CREDENTIALS: 'Die Adresse darf keinen Benutzernamen und kein Passwort enthalten.',
  ADDRESS: 'Diese Adresse ist nicht öffentlich erreichbar. Bitte geben Sie eine Adresse im Internet an.',
};

export function urlErrors(check: UrlCheck): ErrorItem[] {
  return check.ok ? [] : [{ path: 'url', message: URL_MESSAGES[check.reason], number: ERROR_NUMBERS.INVALID_VALUE }];
}
