import { object } from 'yup';
import { texts } from '../texts';
import { newPasswordRule, passwordRepetitionRule } from './new-password-rule';

export interface PasswordChangeByCodeValues {
  password: string;
  passwordConfirmation: string;
}

/**
 * The new password of the e-mail link (portal-processes §5 "Password"): the password rule and its repetition. The
 * login is unknown here (only the code is), so "not the username" is told in the hint and checked by the service.
 */
export const passwordChangeByCodeSchema = object({
  password: newPasswordRule(texts.changePassword.newPasswordRequired, () => undefined),
  passwordConfirmation: passwordRepetitionRule('password'),
});
