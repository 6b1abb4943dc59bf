import { useState } from 'react';
import { PasswordField } from '@portal/shared/forms/password-field.tsx';
import { PortalForm } from '@portal/shared/forms/portal-form.tsx';
import { TextField } from '@portal/shared/forms/text-field.tsx';
import { unwrapForForm } from '@portal/shared/http/unwrap-for-form';
import { Dialog } from '@portal/shared/ui/dialog.tsx';
import { useUpdateEmailMutation } from '../api/update-email';
import { texts } from '../texts';
import { updateEmailSchema, type UpdateEmailValues } from '../validation/update-email-schema';
import { DialogButtons } from './dialog-buttons';
import { KeyMessage } from './key-message';

const t = texts.emailDialog;

/** E-mail change: needs the current password (portal-processes §5). */
export function EmailDialog({ email, onClose, onSaved }: { email: string; onClose: () => void; onSaved: () => void }) {
  const [updateEmail] = useUpdateEmailMutation();
  const [failed, setFailed] = useState(false);
  const initialValues: UpdateEmailValues = { currentPassword: '', email };

  return (
    <Dialog open onClose={onClose} title={t.title}>
      {failed ? <KeyMessage contentKey={t.errorKey} fallback={t.error} /> : null}
      <PortalForm<UpdateEmailValues>
        aria-label={t.title}
        initialValues={initialValues}
        validationSchema={updateEmailSchema}
        onSubmit={async (values) => {
          setFailed(false);
          await unwrapForForm(updateEmail({ currentPassword: values.currentPassword, email: values.email.trim() }));
          onSaved();
        }}
        onSubmitError={() => setFailed(true)}
      >
        <TextField name="email" label={t.email} type="email" required autoComplete="email" inputMode="email" maxLength={254} />
        <PasswordField name="currentPassword" label={t.currentPassword} required autoComplete="current-password" hint={t.hint} />
        <DialogButtons submit={texts.profile.save} onCancel={onClose} />
      </PortalForm>
    </Dialog>
  );
}
