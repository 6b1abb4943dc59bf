import { object, string } from 'yup';
import { ACCOUNT_LIMITS } from '@portal/shared/contract/account';
import { texts } from '../texts';

const t = texts.passwordReset;

export interface PasswordResetValues {
  login: string;
}

/** portal-processes §5 "Password reset": login required, 8 to 50 characters. */
export const passwordResetSchema = object({
  login: string()
    .trim()
    .required(t.loginRequired)
    .min(ACCOUNT_LIMITS.loginMin, t.loginTooShort)
    .max(ACCOUNT_LIMITS.loginMax, t.loginTooLong),
});
