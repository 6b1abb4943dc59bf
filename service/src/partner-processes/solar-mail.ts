import type { SolarPowerApplication } from '@portal/shared/contract/partner-processes';
import { germanDate } from '../dates/local-dates';
import { formatDecimal } from '../format/de-at-number';

const orDash = (value: string | null) => (value === null || value === '' ? '–' : value);

/** The application's data as label/value rows: the data widget, the process-data mail and the confirmations. */
export function solarApplicationRows(application: SolarPowerApplication): [string, string][] {
  const address = application.podAddress;
  const number = [address.housenumber, address.housenumberAffix].filter(Boolean).join('/');
  return [
    ['Antragsteller', application.partner.fullname],
    ['Zählpunkt', application.pod],
    ['Anlagenadresse', `${address.street} ${number}, ${address.postcode} ${address.city}`],
    ['Netzzusage', application.gridConfirmation ? germanDate(application.gridConfirmation) : '–'],
    ['Netzzusage gültig bis', application.gridConfirmationValidUntil ? germanDate(application.gridConfirmationValidUntil) : '–'],
    ['Maximale Anlagenleistung', `${formatDecimal(application.maxCapacity)} kVA`],
    ['Einspeisebegrenzung', application.powerFeedRestriction === null ? 'keine' : `${formatDecimal(application.powerFeedRestriction)} kW`],
    ['Information zur Einspeisung', orDash(application.powerFeedInformation)],
    ['Bearbeitungsnummer', application.processingNumber],
    ['Anfragenummer', application.inquiryNumber],
  ];
}
