import { object, string } from 'yup';
import { texts } from '../texts';
import {
  equalsUsername,
  hasLowercaseLetter,
  hasSpecialCharacter,
  hasUppercaseLetter,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '@portal/shared/contract/password-policy';

export interface ChangePasswordValues {
  currentPassword: string;
  newPassword: string;
  newPasswordConfirmation: string;
}

const t = texts.changePassword;

/**
 * portal-processes §5 "Password": current password required; new password 8–255 characters with a lowercase letter,
 * an uppercase letter and a special character, not equal to the username; the confirmation repeats it.
 * The tests run in this order, so the first message a user sees names the first rule broken.
 */
export function changePasswordSchema(username: string | null | undefined) {
  return object({
    currentPassword: string().required(t.currentPasswordRequired),
    newPassword: string()
      .required(t.newPasswordRequired)
      .min(PASSWORD_MIN_LENGTH, t.tooShort)
      .max(PASSWORD_MAX_LENGTH, t.tooLong)
      .test('lowercase', t.lowercaseMissing, (value) => value === undefined || hasLowercaseLetter(value))
      .test('uppercase', t.uppercaseMissing, (value) => value === undefined || hasUppercaseLetter(value))
      .test('special', t.specialMissing, (value) => value === undefined || hasSpecialCharacter(value))
      .test('not-username', t.equalsUsername, (value) => value === undefined || !equalsUsername(value, username)),
    newPasswordConfirmation: string()
      .required(t.confirmationRequired)
      // A test, not oneOf(): yup checks oneOf before required, which would hide 'required' behind 'mismatch'.
      .test('matches', t.confirmationMismatch, (value, context) => value === undefined || value === context.parent.newPassword),
  });
}
