import type { SmallInfeederMeterType } from '@portal/shared/contract/infeeders';
import { formatDecimal } from '../format/de-at-number';

/** The German answers and confirmation mails of the in-feeder processes. */
export const INFEED_MESSAGES = {
  notFound: 'Zählpunkt nicht gefunden',
  noInfeed: 'Für diesen Zählpunkt ist kein Einspeiseprozess möglich.',
  checkNotOffered: 'Die Sofortprüfung ist für diesen Zählpunkt derzeit nicht verfügbar.',
  noCapacity: 'Im Netz an diesem Zählpunkt ist derzeit keine Einspeisekapazität frei.',
  applicationOpen: 'Für diesen Zählpunkt ist bereits ein Antrag für eine Photovoltaikanlage in Bearbeitung.',
  activationNotPossible: 'Eine Anmeldung als Kleineinspeiser ist für diesen Zählpunkt nicht möglich oder wurde bereits beantragt.',
  deactivationNotPossible: 'Eine Abmeldung als Kleineinspeiser ist für diesen Zählpunkt nicht möglich oder wurde bereits beantragt.',
  accept: 'Bitte bestätigen Sie.',
  // Two decimals, as the processes page shows the restriction beside this text.
  feedInformation: (kw: number, limited: boolean) =>
    limited
      ? `Laut Sofortprüfung kann das Netz derzeit ${formatDecimal(kw)} kW aufnehmen; die Einspeisung wird auf diesen Wert begrenzt.`
      : `Laut Sofortprüfung kann das Netz die gewünschte Leistung von ${formatDecimal(kw)} kW aufnehmen.`,
  meterType: {
    EXISTING_METER: 'vorhandener Zähler',
    SERVICE_CALL: 'Zählertausch durch einen Techniker',
  } satisfies Record<SmallInfeederMeterType, string>,
} as const;

export const INFEED_MAILS = {
  inquiry: {
    subject: 'Ihre Anfrage für eine Photovoltaikanlage',
    lead: 'wir haben Ihre Anfrage für eine Photovoltaikanlage erhalten. Den Stand sehen Sie im Kundenportal unter „Meine Prozesse“.',
  },
  activation: {
    subject: 'Anmeldung als Kleineinspeiser erhalten',
    lead: 'wir haben Ihre Anmeldung als Kleineinspeiser erhalten und melden uns, sobald sie bearbeitet ist.',
  },
  deactivation: {
    subject: 'Abmeldung als Kleineinspeiser erhalten',
    lead: 'wir haben Ihre Abmeldung als Kleineinspeiser erhalten und melden uns, sobald sie bearbeitet ist.',
  },
} as const;
