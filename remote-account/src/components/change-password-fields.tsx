import { PasswordField } from '@portal/shared/forms/password-field.tsx';
import { texts } from '../texts';

const t = texts.changePassword;

/** The three fields of a password change (page /portal/changePassword and the dialog of my data). */
export function ChangePasswordFields() {
  return (
    <>
      <PasswordField name="currentPassword" label={t.currentPassword} required autoComplete="current-password" />
      <PasswordField name="newPassword" label={t.newPassword} required autoComplete="new-password" hint={t.hint} />
      <PasswordField name="newPasswordConfirmation" label={t.confirmation} required autoComplete="new-password" />
    </>
  );
}
