import { object, string } from 'yup';
import { ACCOUNT_LIMITS, PHONE_PATTERN } from '@portal/shared/contract/account';
import { COUNTRIES, type Country } from '@portal/shared/contract/enums';
import { texts } from '../texts';

export interface LandlineValues {
  country: Country;
  number: string;
  extension: string;
}

export interface MobileValues {
  country: Country;
  number: string;
}

const t = texts.phoneDialog;
const phonePattern = new RegExp(PHONE_PATTERN);

/** portal-processes §5 "Phone": digits, spaces, hyphens and slashes with an optional leading plus. */
export function isPhoneNumber(value: string): boolean {
  return phonePattern.test(value);
}

const number = () =>
  string()
    .trim()
    .required(t.numberRequired)
    .test('phone', t.numberInvalid, (value) => value === undefined || isPhoneNumber(value))
    .max(ACCOUNT_LIMITS.phoneMax, t.numberTooLong);

const country = () => string().oneOf(COUNTRIES).required();

/** Landline: number required (phone rule, max 15); extension at most 4 characters. */
export const landlineSchema = object({
  country: country(),
  number: number(),
  extension: string().trim().max(ACCOUNT_LIMITS.extensionMax, t.extensionTooLong),
});

/** Mobile: the same number rule; no extension (landline only). */
export const mobileSchema = object({
  country: country(),
  number: number(),
});
