import type { Callback } from './callback-rules';
import type { Requester } from './queries';

const CONTACT = { EMAIL: 'per E-Mail', PHONE: 'telefonisch', NONE: 'keine Rückmeldung gewünscht' } as const;
const DAYS = {
  ALL: 'jeder Werktag',
  MONDAY: 'Montag',
  TUESDAY: 'Dienstag',
  WEDNESDAY: 'Mittwoch',
  THURSDAY: 'Donnerstag',
  FRIDAY: 'Freitag',
} as const;

/** The lines of a callback request as customer service and the customer read them. */
export function callbackDetails(callback: Callback): [string, string][] {
  const lines: [string, string][] = [
    ['Betreff', callback.subject],
    ['Rückmeldung', CONTACT[callback.type]],
  ];
  if (callback.email) lines.push(['E-Mail', callback.email]);
  if (callback.phone) {
    const extension = callback.phone.extension ? ` DW ${callback.phone.extension}` : '';
    lines.push(['Telefon', `${callback.phone.number}${extension} (${callback.phone.country})`]);
  }
  if (callback.dayOfWeek) lines.push(['Erreichbar', DAYS[callback.dayOfWeek]]);
  if (callback.timeFrom && callback.timeTo) lines.push(['Uhrzeit', `${callback.timeFrom} bis ${callback.timeTo} Uhr`]);
  if (callback.message) lines.push(['Nachricht', callback.message]);
  return lines;
}

/** Who asked, for customer service: login and business partners. */
export function requesterDetails(requester: Requester): [string, string][] {
  return [
    ['Benutzer', requester.login],
    ['Geschäftspartner', requester.partners.join(', ') || '–'],
  ];
}
