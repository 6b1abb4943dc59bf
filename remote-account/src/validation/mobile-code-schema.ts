import { object, string } from 'yup';
import { ACCOUNT_LIMITS, ALPHANUMERIC_PATTERN } from '@portal/shared/contract/account';
import { texts } from '../texts';

export interface MobileCodeValues {
  code: string;
}

const t = texts.mobileCode;
const alphanumeric = new RegExp(ALPHANUMERIC_PATTERN);

/** Letters and digits only (letter activation code and mobile code, portal-processes §5). */
export function isAlphanumeric(value: string): boolean {
  return alphanumeric.test(value);
}

/** portal-processes §5 "Mobile code": required, letters and digits only; the service sends 6 characters. */
export const mobileCodeSchema = object({
  code: string()
    .trim()
    .required(t.codeRequired)
    .test('alphanumeric', t.codeInvalid, (value) => value === undefined || isAlphanumeric(value))
    .length(ACCOUNT_LIMITS.mobileCodeLength, t.codeLength),
});
