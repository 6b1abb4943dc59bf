import { useState, type ReactNode } from 'react';
import type { AnyObject, ObjectSchema } from 'yup';
import { PortalForm } from '@portal/shared/forms/portal-form.tsx';
import { Dialog } from '@portal/shared/ui/dialog.tsx';
import { Banner } from '@portal/shared/ui/banner.tsx';
import { texts } from '../texts';
import { emptyReauth, reauthSchema, type ReauthValues } from '../validation/two-factor-schemas';
import { DialogButtons } from './dialog-buttons';
import { ReauthFields } from './reauth-fields';

interface ConfirmChangeDialogProps<Values extends ReauthValues> {
  title: string;
  text?: ReactNode;
  submit: string;
  /** A factor is on: a code may replace the password. */
  canUseCode: boolean;
  /** Fields besides the proof (their initial values and schema). */
  extraValues?: Omit<Values, keyof ReauthValues>;
  schema?: ObjectSchema<AnyObject>;
  children?: ReactNode;
  /** The change; a FormErrors rejection is shown on the form. */
  onConfirm: (values: Values) => Promise<void>;
  onClose: () => void;
}

/** A change of the two-factor sign-in: what happens, then the password (or a code) to confirm it. */
export function ConfirmChangeDialog<Values extends ReauthValues>({
  title,
  text,
  submit,
  canUseCode,
  extraValues,
  schema = reauthSchema,
  children,
  onConfirm,
  onClose,
}: ConfirmChangeDialogProps<Values>) {
  const [failed, setFailed] = useState(false);
  const initialValues = { ...emptyReauth, ...extraValues } as Values;
  return (
    <Dialog open onClose={onClose} title={title}>
      {text ? <p>{text}</p> : null}
      {failed ? <Banner variant="error">{texts.twoFactor.error}</Banner> : null}
      <PortalForm<Values>
        aria-label={title}
        initialValues={initialValues}
        validationSchema={schema}
        onSubmit={async (values) => {
          setFailed(false);
          await onConfirm(values);
        }}
        onSubmitError={() => setFailed(true)}
      >
        {children}
        <ReauthFields canUseCode={canUseCode} />
        <DialogButtons submit={submit} onCancel={onClose} />
      </PortalForm>
    </Dialog>
  );
}
