import { useMemo, useState } from 'react';
import { PortalForm } from '@portal/shared/forms/portal-form.tsx';
import { Dialog } from '@portal/shared/ui/dialog.tsx';
import { changePassword } from '../api/change-password';
import { texts } from '../texts';
import { changePasswordSchema, type ChangePasswordValues } from '../validation/change-password-schema';
import { ChangePasswordFields } from './change-password-fields';
import { DialogButtons } from './dialog-buttons';
import { KeyMessage } from './key-message';

const initialValues: ChangePasswordValues = { currentPassword: '', newPassword: '', newPasswordConfirmation: '' };

/** The password change of /portal/changePassword, in a dialog of my data. */
export function PasswordDialog({ login, onClose, onSaved }: { login: string; onClose: () => void; onSaved: () => void }) {
  const [failed, setFailed] = useState(false);
  const schema = useMemo(() => changePasswordSchema(login), [login]);

  return (
    <Dialog open onClose={onClose} title={texts.passwordDialog.title}>
      {failed ? <KeyMessage contentKey={texts.passwordDialog.errorKey} fallback={texts.changePassword.errorGeneral} /> : null}
      <PortalForm<ChangePasswordValues>
        aria-label={texts.passwordDialog.title}
        initialValues={initialValues}
        validationSchema={schema}
        onSubmit={async (values) => {
          setFailed(false);
          await changePassword({ currentPassword: values.currentPassword, newPassword: values.newPassword });
          onSaved();
        }}
        onSubmitError={() => setFailed(true)}
      >
        <ChangePasswordFields />
        <DialogButtons submit={texts.changePassword.submit} onCancel={onClose} />
      </PortalForm>
    </Dialog>
  );
}
