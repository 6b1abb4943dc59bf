import { ERROR_NUMBERS, type ErrorItem } from '@portal/shared/contract/errors';
import {
  PASSWORD_MIN_LENGTH,
  equalsCurrentPassword,
  equalsUsername,
  hasLowercaseLetter,
  hasSpecialCharacter,
  hasUppercaseLetter,
} from '@portal/shared/contract/password-policy';
import type { Queryable } from '../db/db';
import { invalidateApiTokens } from '../api-tokens/queries';
import { updatePassword } from './queries';

/**
 * The password policy of portal-processes §5 as 400 error items on `newPassword` (empty: the password is fine).
 * `currentPassword`: the verified password it replaces, where the customer typed it (not for a change by e-mailed link).
 */
export function newPasswordErrors(newPassword: string, login: string, currentPassword?: string): ErrorItem[] {
  const error = (message: string, number: number): ErrorItem => ({ path: 'newPassword', message, number });
  if (newPassword.length < PASSWORD_MIN_LENGTH)
    return [error(`Das Passwort muss mindestens ${PASSWORD_MIN_LENGTH} Zeichen lang sein.`, ERROR_NUMBERS.TOO_SHORT)];
  const errors: ErrorItem[] = [];
  if (!hasLowercaseLetter(newPassword))
    errors.push(error('Das Passwort muss einen Kleinbuchstaben enthalten.', ERROR_NUMBERS.INVALID_FORMAT));
  if (!hasUppercaseLetter(newPassword))
    errors.push(error('Das Passwort muss einen Großbuchstaben enthalten.', ERROR_NUMBERS.INVALID_FORMAT));
  if (!hasSpecialCharacter(newPassword)) errors.push(error('Das Passwort muss ein Sonderzeichen enthalten.', ERROR_NUMBERS.INVALID_FORMAT));
  if (equalsUsername(newPassword, login))
    errors.push(error('Das Passwort darf nicht dem Benutzernamen entsprechen.', ERROR_NUMBERS.INVALID_VALUE));
  if (equalsCurrentPassword(newPassword, currentPassword))
    errors.push(error('Das neue Passwort muss sich von Ihrem aktuellen Passwort unterscheiden.', ERROR_NUMBERS.INVALID_VALUE));
  return errors;
}

/**
 * Stores a new password: ends a forced change and the login lockout (the failures were against the old password), and
 * ends every API token, since a token someone made with the old password must not outlive it. `activate`: the change by
 * e-mailed link proves the address, as the registration link does, so an unconfirmed account becomes usable.
 */
export async function storeNewPassword(
  db: Queryable,
  userId: number,
  passwordHash: string,
  options: { activate?: boolean } = {},
): Promise<void> {
  await updatePassword(db, userId, passwordHash, options.activate === true);
  await invalidateApiTokens(db, userId);
}
