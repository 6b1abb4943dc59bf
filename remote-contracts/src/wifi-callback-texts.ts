// German texts of the wifi reader head order and the callback request (portal-processes §2.4 item 16, §2.5, §5, §8).

import type { CallbackDay, CallbackType } from '@portal/shared/contract/callbacks';
import type { EditablePhoneType } from '@portal/shared/contract/account';

export const wifiTexts = {
  title: 'WLAN-Lesekopf bestellen',
  intro:
    'Der WLAN-Lesekopf wird an der Kundenschnittstelle Ihres Smart Meters angebracht und zeigt Ihnen Ihren Verbrauch in Echtzeit. Wir senden ihn an die Lieferadresse und die Rechnung an die Rechnungsadresse.',
  meterNumbers: 'Zählernummer(n)',
  delivery: 'Lieferadresse und Kontakt',
  invoice: 'Rechnungsadresse',
  invoiceHint: 'Aus Ihrem Vertragskonto übernommen; Sie können sie ändern.',
  name: 'Name',
  streetAndHouseNumber: 'Straße und Hausnummer',
  postcodeAndCity: 'PLZ und Ort',
  postcodeAndCityHint: 'Zum Beispiel 4020 Linz; nach der Postleitzahl werden die Orte vorgeschlagen.',
  phone: 'Telefonnummer',
  phoneHint: 'Ziffern, Leerzeichen, - und /, optional mit + am Anfang; höchstens 15 Zeichen.',
  email: 'E-Mail-Adresse',
  acceptConditions: 'Ich akzeptiere die Bedingungen für den Kauf des WLAN-Lesekopfs.',
  submit: 'Verbindlich bestellen',
  success: 'Vielen Dank für Ihre Bestellung. Sie erhalten eine Bestätigung per E-Mail.',
  notPossible: 'Für diesen Zähler ist kein WLAN-Lesekopf bestellbar.',
  alreadyOrdered: (date: string) =>
    `Für diesen Zähler wurde am ${date} bereits ein WLAN-Lesekopf bestellt. Eine weitere Bestellung ist möglich, sobald diese abgeschlossen ist.`,
  conflict: 'Für diesen Zähler ist bereits eine Bestellung offen. Eine zweite Bestellung ist nicht möglich.',
  errors: {
    required: 'Bitte füllen Sie dieses Feld aus.',
    tooLong: (max: number) => `Bitte geben Sie höchstens ${max} Zeichen ein.`,
    phoneInvalid: 'Bitte geben Sie eine gültige Telefonnummer ein.',
    emailInvalid: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
    acceptConditions: 'Bitte akzeptieren Sie die Bedingungen.',
  },
};

export const callbackTexts = {
  title: 'Rückruf anfordern',
  intro: 'Schreiben Sie uns Ihr Anliegen. Wir melden uns so, wie Sie es wünschen.',
  subject: 'Betreff',
  message: 'Nachricht',
  messageHint: (max: number) => `Höchstens ${max} Zeichen.`,
  type: 'Wie dürfen wir Sie kontaktieren?',
  types: { EMAIL: 'Per E-Mail', PHONE: 'Telefonisch', NONE: 'Keine Rückmeldung nötig' } satisfies Record<CallbackType, string>,
  email: 'E-Mail-Adresse',
  phoneChoice: 'Telefonnummer',
  newPhone: 'Eine andere Telefonnummer',
  storedPhone: (number: string, extension: string | undefined, type: EditablePhoneType) =>
    `${number}${extension ? ` DW ${extension}` : ''} (${type === 'MOBILE' ? 'Mobil' : 'Festnetz'})`,
  country: 'Land',
  number: 'Telefonnummer',
  numberHint: 'Ziffern, Leerzeichen, - und /, optional mit + am Anfang; höchstens 15 Zeichen.',
  extension: 'Durchwahl',
  reachable: 'Wann erreichen wir Sie?',
  dayOfWeek: 'Wochentag',
  days: {
    ALL: 'Jeder Werktag',
    MONDAY: 'Montag',
    TUESDAY: 'Dienstag',
    WEDNESDAY: 'Mittwoch',
    THURSDAY: 'Donnerstag',
    FRIDAY: 'Freitag',
  } satisfies Record<CallbackDay, string>,
  timeFrom: 'Von (Uhrzeit)',
  timeTo: 'Bis (Uhrzeit)',
  submit: 'Anfrage senden',
  success: 'Vielen Dank für Ihre Anfrage. Sie erhalten eine Bestätigung per E-Mail.',
  sendError: 'Ihre Anfrage konnte nicht gesendet werden. Bitte versuchen Sie es später noch einmal.',
  tooMany: 'Sie haben in kurzer Zeit viele Anfragen gesendet. Bitte versuchen Sie es später noch einmal.',
  phonesLoadError: 'Ihre gespeicherten Telefonnummern konnten nicht geladen werden. Bitte geben Sie eine Telefonnummer ein.',
  errors: {
    subjectRequired: 'Bitte geben Sie einen Betreff an.',
    tooLong: (max: number) => `Bitte geben Sie höchstens ${max} Zeichen ein.`,
    emailRequired: 'Bitte geben Sie Ihre E-Mail-Adresse an.',
    emailInvalid: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
    phoneChoiceRequired: 'Bitte wählen Sie eine Telefonnummer.',
    numberRequired: 'Bitte geben Sie eine Telefonnummer an.',
    numberInvalid: 'Bitte geben Sie eine gültige Telefonnummer ein.',
    extensionDigits: 'Die Durchwahl darf nur Ziffern enthalten.',
    timeRange: 'Die Uhrzeit „bis“ muss nach der Uhrzeit „von“ liegen.',
  },
};
