import { string } from 'yup';
import {
  equalsUsername,
  hasLowercaseLetter,
  hasSpecialCharacter,
  hasUppercaseLetter,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '@portal/shared/contract/password-policy';
import { texts } from '../texts';

const t = texts.changePassword;

/**
 * The rule for a password the user chooses (portal-processes §5 "Password"): required, 8–255 characters with a
 * lowercase letter, an uppercase letter and a special character, not equal to the username. `usernameOf` reads the
 * username from the form's values (registration: the login typed) or returns the logged-in user's. The tests run in
 * this order, so the first message a user sees names the first rule broken.
 */
export function newPasswordRule(requiredMessage: string, usernameOf: (values: Record<string, unknown>) => string | null | undefined) {
  return string()
    .required(requiredMessage)
    .min(PASSWORD_MIN_LENGTH, t.tooShort)
    .max(PASSWORD_MAX_LENGTH, t.tooLong)
    .test('lowercase', t.lowercaseMissing, (value) => value === undefined || hasLowercaseLetter(value))
    .test('uppercase', t.uppercaseMissing, (value) => value === undefined || hasUppercaseLetter(value))
    .test('special', t.specialMissing, (value) => value === undefined || hasSpecialCharacter(value))
    .test(
      'not-username',
      t.equalsUsername,
      (value, context) => value === undefined || !equalsUsername(value, usernameOf(context.parent as Record<string, unknown>)),
    );
}

/** The repetition of a new password: required and equal to the field `passwordField`. */
export function passwordRepetitionRule(passwordField: string) {
  return (
    string()
      .required(t.confirmationRequired)
      // A test, not oneOf(): yup checks oneOf before required, which would hide 'required' behind 'mismatch'.
      .test(
        'matches',
        t.confirmationMismatch,
        (value, context) => value === undefined || value === (context.parent as Record<string, unknown>)[passwordField],
      )
  );
}
