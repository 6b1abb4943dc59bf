import type { FormikErrors } from 'formik';
import { texts } from '../texts';

export interface LoginValues {
  username: string;
  password: string;
}

/**
 * portal-processes §5 "Login": username and password are required (a blank username is none). Two rules, so a plain
 * function instead of a Yup schema: the login page, the first page of most visits, loads no validation library.
 */
export function validateLogin(values: LoginValues): FormikErrors<LoginValues> {
  const errors: FormikErrors<LoginValues> = {};
  if (!values.username.trim()) errors.username = texts.login.usernameRequired;
  if (!values.password) errors.password = texts.login.passwordRequired;
  return errors;
}
