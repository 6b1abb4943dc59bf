/**
 * The password rules of portal-processes §5 ("Password"), shared by the front-end forms and the service so both apply
 * exactly the same policy. Letters are any Unicode letters (Ä, ß, …); a special character is anything that is neither
 * a letter, a digit nor white space.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 255;

export const hasLowercaseLetter = (password: string): boolean => /\p{Ll}/u.test(password);

export const hasUppercaseLetter = (password: string): boolean => /\p{Lu}/u.test(password);

export const hasSpecialCharacter = (password: string): boolean => /[^\p{L}\p{N}\s]/u.test(password);

/**
 * A new password must differ from the one it replaces (where that is known: the change with the current password).
 * Exactly: passwords are case-sensitive, so another case is another password.
 */
export const equalsCurrentPassword = (newPassword: string, currentPassword: string | null | undefined): boolean =>
  !!currentPassword && newPassword === currentPassword;

/** Case does not make a password different from the login (logins are case-insensitive at login). */
export const equalsUsername = (password: string, username: string | null | undefined): boolean =>
  !!username && password.trim().toLowerCase() === username.trim().toLowerCase();
