import { Type, type Static } from '@sinclair/typebox';
import { PASSWORD_MAX_LENGTH } from './password-policy';

/** PUT /v1.0/profiles/password: the rules of the new password are checked by the service with password-policy.ts. */
export const ChangePasswordBody = Type.Object({
  currentPassword: Type.String({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH }),
  newPassword: Type.String({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH }),
});
export type ChangePasswordBody = Static<typeof ChangePasswordBody>;
