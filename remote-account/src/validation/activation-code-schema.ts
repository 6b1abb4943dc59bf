import { object, string } from 'yup';
import { ACCOUNT_LIMITS } from '@portal/shared/contract/account';
import { texts } from '../texts';
import { isAlphanumeric } from './mobile-code-schema';

export interface ActivationCodeValues {
  businessPartnerNumber: string;
  activationCode: string;
}

const t = texts.letterActivation;

/** portal-processes §5 "Activation code (letter)": required; letters and digits only; at most 12 characters. */
export const activationCodeSchema = object({
  businessPartnerNumber: string().required(),
  activationCode: string()
    .trim()
    .required(t.codeRequired)
    .test('alphanumeric', t.codeInvalid, (value) => value === undefined || isAlphanumeric(value))
    .max(ACCOUNT_LIMITS.activationCodeMax, t.codeTooLong),
});
