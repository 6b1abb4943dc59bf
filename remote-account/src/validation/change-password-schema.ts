import { object, string } from 'yup';
import { equalsCurrentPassword } from '@portal/shared/contract/password-policy';
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
 * an uppercase letter and a special character, not equal to the username nor to the current password (the service
 * refuses that too); the confirmation repeats it.
 */
export function changePasswordSchema(username: string | null | undefined) {
  return object({
    currentPassword: string().required(t.currentPasswordRequired),
    newPassword: newPasswordRule(t.newPasswordRequired, () => username).test(
      'not-current',
      t.equalsCurrent,
      (value, context) => value === undefined || !equalsCurrentPassword(value, (context.parent as ChangePasswordValues).currentPassword),
    ),
    newPasswordConfirmation: passwordRepetitionRule('newPassword'),
  });
}
