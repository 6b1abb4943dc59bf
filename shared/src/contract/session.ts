import { Type, type Static } from '@sinclair/typebox';

export const SessionUser = Type.Object({
  login: Type.String(),
  changePassword: Type.Boolean(),
  firstname: Type.Optional(Type.String()),
  lastname: Type.Optional(Type.String()),
  fullname: Type.Optional(Type.String()),
  email: Type.Optional(Type.String()),
  /** The show-activation role: the user has business partners waiting for letter activation. */
  showActivation: Type.Boolean(),
  roles: Type.Array(Type.String()),
});
export type SessionUser = Static<typeof SessionUser>;

export const Session = Type.Object({
  authenticated: Type.Boolean(),
  user: Type.Optional(SessionUser),
});
export type Session = Static<typeof Session>;

export const LoginBody = Type.Object({
  j_username: Type.String({ minLength: 1, maxLength: 255 }),
  j_password: Type.String({ minLength: 1, maxLength: 255 }),
});
export type LoginBody = Static<typeof LoginBody>;

export const CsrfToken = Type.Object({ token: Type.String() });
export type CsrfToken = Static<typeof CsrfToken>;

export { SESSION_COOKIE, XSRF_COOKIE, XSRF_HEADER } from './session-names';
