import { useFormikContext } from 'formik';
import { CheckboxField } from '@portal/shared/forms/checkbox-field.tsx';
import { PasswordField } from '@portal/shared/forms/password-field.tsx';
import { TextField } from '@portal/shared/forms/text-field.tsx';
import { texts } from '../texts';
import type { ReauthValues } from '../validation/two-factor-schemas';

const t = texts.twoFactor;

/** The current password, or (when a factor is on) a code of the app or a recovery code instead. */
export function ReauthFields({ canUseCode }: { canUseCode: boolean }) {
  const { values } = useFormikContext<ReauthValues>();
  return (
    <>
      {values.useCode ? (
        <TextField name="secondFactorCode" label={t.secondFactorCode} required autoComplete="one-time-code" maxLength={40} />
      ) : (
        <PasswordField name="currentPassword" label={t.currentPassword} required autoComplete="current-password" hint={t.reauthHint} />
      )}
      {canUseCode ? <CheckboxField name="useCode" label={t.reauthCodeInstead} /> : null}
    </>
  );
}
