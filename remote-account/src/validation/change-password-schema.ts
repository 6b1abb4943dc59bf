import { object, string } from 'yup';
import { texts } from '../texts';
import { newPasswordRule, passwordRepetitionRule } from './new-password-rule';

export interface ChangePasswordValues {
  currentPassword: string;
  newPassword: string;
  newPasswordConfirmation: string;
}

const t = texts.changePassword;

/**
 * portal-processes §5 "Password": current password required; new password 8–255 characters with a lowercase letter,
 * an uppercase letter and a special character, not equal to the username; the confirmation repeats it.
 */
export function changePasswordSchema(username: string | null | undefined) {
  return object({
    currentPassword: string().required(t.currentPasswordRequired),
    newPassword: newPasswordRule(t.newPasswordRequired, () => username),
    newPasswordConfirmation: passwordRepetitionRule('newPassword'),
  });
}
