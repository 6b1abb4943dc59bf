import type { NotificationRule } from '@portal/shared/contract/notifications';
import { germanDate } from '../dates/local-dates';
import { confirmationMail } from '../contract-processes/process-mail';
import type { Mail } from '../mail/outbox';
import { formatDecimal } from '../format/de-at-number';

const kwh = (value: number | string | null | undefined) => formatDecimal(Number(value ?? 0));

type Details = Record<string, number | string | null>;

const CONTENT: Record<NotificationRule, (day: string, d: Details) => { subject: string; lead: string; lines: [string, string][] }> = {
  NEW_DATA: (_day, d) => ({
    subject: 'Neue Verbrauchsdaten verfügbar',
    lead: 'für Ihren Zählpunkt sind neue Messwerte eingelangt.',
    lines: [
      ['Neuester Tag', germanDate(String(d.lastDay))],
      ['Energie an diesem Tag', `${kwh(d.kwh)} kWh`],
    ],
  }),
  GAP: (day, d) => ({
    subject: 'Fehlende Messwerte',
    lead: `für Ihren Zählpunkt fehlen ${d.hours} Stunden nach Tagesende noch Viertelstundenwerte.`,
    lines: [
      ['Tag', germanDate(day)],
      ['Fehlende Viertelstunden', String(d.missingQuarterHours)],
    ],
  }),
  DAILY_ENERGY: (day, d) => ({
    subject: 'Tagesverbrauch über Ihrer Schwelle',
    lead: 'der Verbrauch eines Tages lag über der von Ihnen gewählten Schwelle.',
    lines: [
      ['Tag', germanDate(day)],
      ['Tagesverbrauch', `${kwh(d.kwh)} kWh`],
      ['Ihre Schwelle', `${kwh(d.threshold)} kWh`],
    ],
  }),
  QUARTER_HOUR_POWER: (day, d) => ({
    subject: 'Leistung über Ihrer Schwelle',
    lead: 'die Leistung einer Viertelstunde lag über der von Ihnen gewählten Schwelle.',
    lines: [
      ['Tag', germanDate(day)],
      ['Viertelstunde ab', `${d.from} Uhr`],
      ['Leistung', `${kwh(d.kw)} kW`],
      ['Ihre Schwelle', `${kwh(d.threshold)} kW`],
    ],
  }),
};

/** The e-mail of one notification. */
export function notificationMail(to: string, n: { rule: NotificationRule; meterPointNumber: string; day: string; details: Details }): Mail {
  const c = CONTENT[n.rule](n.day, n.details);
  return { to, ...confirmationMail({ subject: c.subject, lead: c.lead, details: [['Zählpunkt', n.meterPointNumber], ...c.lines] }) };
}

/** The mail telling a customer that their webhook was switched off. */
export function webhookDisabledMail(to: string, url: string, failedDeliveries: number, attemptsEach: number): Mail {
  return {
    to,
    ...confirmationMail({
      subject: 'Ihr Webhook wurde deaktiviert',
      lead:
        `${failedDeliveries} Benachrichtigungen in Folge konnten trotz je ${attemptsEach} Versuchen nicht an Ihren Webhook ` +
        'zugestellt werden. Wir haben ihn deaktiviert. Sie können ihn unter Meine Daten › Benachrichtigungen wieder aktivieren.',
      details: [['Webhook-Adresse', url]],
    }),
  };
}
