import { object, string } from 'yup';
import { ACCOUNT_LIMITS } from '@portal/shared/contract/account';
import { isPhoneExtension, isPhoneNumber } from '@portal/shared/contract/account-rules';
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

/** portal-processes §5 "Phone", with at least one digit: the service's rule (contract/account-rules). */
export { isPhoneNumber };

const number = () =>
  string()
    .trim()
    .required(t.numberRequired)
    .test('phone', t.numberInvalid, (value) => value === undefined || isPhoneNumber(value))
    .max(ACCOUNT_LIMITS.phoneMax, t.numberTooLong);

const country = () => string().oneOf(COUNTRIES).required();

/** Landline: number required (phone rule, max 15); extension digits only, at most 4. */
export const landlineSchema = object({
  country: country(),
  number: number(),
  extension: string()
    .trim()
    .test('digits', t.extensionDigits, (value) => !value || isPhoneExtension(value))
    .max(ACCOUNT_LIMITS.extensionMax, t.extensionTooLong),
});

/** Mobile: the same number rule; no extension (landline only). */
export const mobileSchema = object({
  country: country(),
  number: number(),
});
