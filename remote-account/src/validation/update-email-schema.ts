import { object, string } from 'yup';
import { ACCOUNT_LIMITS } from '@portal/shared/contract/account';
import { texts } from '../texts';

export interface UpdateEmailValues {
  currentPassword: string;
  email: string;
}

const t = texts.emailDialog;

/** portal-processes §5 "E-mail change": password required; e-mail required and of valid format. */
export const updateEmailSchema = object({
  currentPassword: string().required(t.passwordRequired),
  email: string().trim().required(t.emailRequired).email(t.emailInvalid).max(ACCOUNT_LIMITS.emailMax, t.emailTooLong),
});
