import { object, string } from 'yup';
import { ACCOUNT_LIMITS } from '@portal/shared/contract/account';
import type { AccountAddress } from '@portal/shared/contract/address';
import { COUNTRIES, type Country } from '@portal/shared/contract/enums';
import { texts } from '../texts';

export interface AddressValues {
  country: Country;
  postcode: string;
  city: string;
  street: string;
  housenumber: string;
  housenumberAffix: string;
  floor: string;
  room: string;
}

const t = texts.addressDialog;
/** House number, affix, floor and room: at most 10 characters each (as the service accepts). */
export const SHORT_FIELD_MAX = 10;

/** An Austrian postcode has 4 digits; only then can its cities be looked up. */
export function isAustrianPostcode(postcode: string): boolean {
  return /^\d{4}$/.test(postcode.trim());
}

const optional = () => string().trim().max(SHORT_FIELD_MAX, t.tooLong(SHORT_FIELD_MAX));

/**
 * portal-processes §5 "Address": country, postcode (at least 4 characters), city, street and house number required;
 * house number affix, floor and room optional. Austrian postcodes are 4 digits (the city lookup needs them).
 */
export const addressSchema = object({
  country: string().oneOf(COUNTRIES).required(t.countryRequired),
  postcode: string()
    .trim()
    .required(t.postcodeRequired)
    .min(ACCOUNT_LIMITS.postcodeMin, t.postcodeTooShort)
    .max(ACCOUNT_LIMITS.postcodeMax, t.postcodeTooLong)
    .when('country', {
      is: 'AT',
      then: (schema) => schema.test('austria', t.postcodeAustria, (value) => value === undefined || isAustrianPostcode(value)),
    }),
  city: string().trim().required(t.cityRequired).max(ACCOUNT_LIMITS.addressFieldMax, t.tooLong(ACCOUNT_LIMITS.addressFieldMax)),
  street: string().trim().required(t.streetRequired).max(ACCOUNT_LIMITS.addressFieldMax, t.tooLong(ACCOUNT_LIMITS.addressFieldMax)),
  housenumber: string().trim().required(t.housenumberRequired).max(SHORT_FIELD_MAX, t.tooLong(SHORT_FIELD_MAX)),
  housenumberAffix: optional(),
  floor: optional(),
  room: optional(),
});

/** The form's values of a stored address (missing optional parts as ''; country default Austria). */
export function addressValuesOf(address: AccountAddress | undefined): AddressValues {
  return {
    country: address?.country ?? 'AT',
    postcode: address?.postcode ?? '',
    city: address?.city ?? '',
    street: address?.street ?? '',
    housenumber: address?.housenumber ?? '',
    housenumberAffix: address?.housenumberAffix ?? '',
    floor: address?.floor ?? '',
    room: address?.room ?? '',
  };
}

/** The body of PUT …/address: trimmed, empty optional parts left out. */
export function addressBodyOf(values: AddressValues): AccountAddress {
  const body: AccountAddress = {
    country: values.country,
    postcode: values.postcode.trim(),
    city: values.city.trim(),
    street: values.street.trim(),
    housenumber: values.housenumber.trim(),
  };
  for (const key of ['housenumberAffix', 'floor', 'room'] as const) {
    const value = values[key].trim();
    if (value) body[key] = value;
  }
  return body;
}
