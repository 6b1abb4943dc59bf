import type { AddressUpdateRequest, PhoneUpdateRequest } from '@portal/shared/contract/account';
import { isPhoneExtension, isPhoneNumber } from '@portal/shared/contract/account-rules';
import { ERROR_NUMBERS, type ErrorItem } from '@portal/shared/contract/errors';
import { citiesOf } from '../autocomplete/postcodes';
import type { StoredAddress } from './queries';

/** The checks of the partner changes beyond their schemas: pure, each answering the 400 error items (none: fine). */

export const field = (path: string, message: string, number: number = ERROR_NUMBERS.INVALID_VALUE): ErrorItem[] => [
  { path, message, number },
];

const trimmedOrNull = (value: string | undefined) => (value?.trim() ? value.trim() : null);

/** Austria: a 4-digit postcode known to the postcode data, and a place of it (name or city code). */
function austrianCity(body: AddressUpdateRequest): { errors: ErrorItem[]; city: string } {
  if (body.country !== 'AT') return { errors: [], city: body.city.trim() };
  if (!/^[0-9]{4}$/.test(body.postcode)) {
    return { errors: field('postcode', 'Eine österreichische Postleitzahl hat 4 Ziffern.', ERROR_NUMBERS.INVALID_FORMAT), city: body.city };
  }
  const cities = citiesOf(body.postcode);
  if (cities.length === 0) return { errors: field('postcode', 'Diese Postleitzahl ist nicht bekannt.'), city: body.city };
  const city = cities.find((c) => c.code === body.city.trim() || c.name.toLowerCase() === body.city.trim().toLowerCase());
  if (!city) return { errors: field('city', 'Der Ort passt nicht zur Postleitzahl.'), city: body.city };
  return { errors: [], city: city.name };
}

/** The address to store, or why not: blank required fields first, then the Austrian postcode and place. */
export function addressChange(body: AddressUpdateRequest): { errors: ErrorItem[] } | { address: StoredAddress } {
  const blanks = (['postcode', 'city', 'street', 'housenumber'] as const)
    .filter((name) => body[name].trim() === '')
    .map((name) => ({ path: name, message: 'Pflichtfeld', number: ERROR_NUMBERS.REQUIRED }));
  if (blanks.length > 0) return { errors: blanks };
  const { errors, city } = austrianCity(body);
  if (errors.length > 0) return { errors };
  return {
    address: {
      country: body.country,
      postcode: body.postcode.trim(),
      city,
      street: body.street.trim(),
      housenumber: body.housenumber.trim(),
      housenumberAffix: trimmedOrNull(body.housenumberAffix),
      floor: trimmedOrNull(body.floor),
      room: trimmedOrNull(body.room),
    },
  };
}

/** The number as stored: trimmed, runs of spaces as one. */
export const phoneNumberOf = (body: PhoneUpdateRequest) => body.number.trim().replace(/\s+/g, ' ');
export const extensionOf = (body: PhoneUpdateRequest) => trimmedOrNull(body.extension);

/** The number, and an extension of digits only with a landline. */
export function phoneErrors(body: PhoneUpdateRequest): ErrorItem[] {
  if (!isPhoneNumber(phoneNumberOf(body))) return field('number', 'Bitte geben Sie eine Telefonnummer ein.', ERROR_NUMBERS.REQUIRED);
  const extension = extensionOf(body);
  if (body.type === 'LANDLINE' && extension && !isPhoneExtension(extension)) {
    return field('extension', 'Die Durchwahl besteht aus Ziffern.', ERROR_NUMBERS.INVALID_FORMAT);
  }
  if (body.type === 'MOBILE' && extension) return field('extension', 'Eine Durchwahl gibt es nur bei Festnetznummern.');
  return [];
}
