import { object, string } from 'yup';
import { texts } from '../texts';

export interface LoginValues {
  username: string;
  password: string;
}

/** portal-processes §5 "Login": username and password are required. */
export const loginSchema = object({
  username: string().trim().required(texts.login.usernameRequired),
  password: string().required(texts.login.passwordRequired),
});
