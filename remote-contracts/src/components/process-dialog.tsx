import { useState, type ReactNode } from 'react';
import { useContentText } from '@portal/shared/content/content-text';
import { PortalForm } from '@portal/shared/forms/portal-form.tsx';
import { SubmitButton } from '@portal/shared/forms/submit-button.tsx';
import { Button } from '@portal/shared/ui/button.tsx';
import { Dialog } from '@portal/shared/ui/dialog.tsx';
import { FocusedMessage } from '@portal/shared/ui/focused-message.tsx';
import type { FormikValues } from 'formik';
import type { Schema } from 'yup';
import { processTexts } from '../texts/processes';

interface ProcessDialogProps<V extends FormikValues> {
  texts: { title: string; success: string; submit: string; errorFallback: string };
  /** The content key of the failure message (portal-processes §8), loaded only after a failure. */
  errorKey: string;
  intro: ReactNode;
  initialValues: V;
  validationSchema: Schema<unknown>;
  /** Sends the request; resolves on success, rejects with the form's error (unwrapForForm). */
  submit: (values: V) => Promise<unknown>;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A one-time request of a customer process in a dialog: the form with submit and cancel, then either the success
 * message (focused, with a close button) or the content service's failure message above the form.
 */
export function ProcessDialog<V extends FormikValues>({
  texts,
  errorKey,
  intro,
  initialValues,
  validationSchema,
  submit,
  onClose,
  children,
}: ProcessDialogProps<V>) {
  const [outcome, setOutcome] = useState<'none' | 'success' | 'error'>('none');
  const failure = useContentText(errorKey, texts.errorFallback, { skip: outcome !== 'error' });

  return (
    <Dialog
      open
      onClose={onClose}
      title={texts.title}
      closeLabel={processTexts.close}
      footer={outcome === 'success' ? <Button onClick={onClose}>{processTexts.close}</Button> : null}
    >
      {outcome === 'success' ? (
        <FocusedMessage variant="success">{texts.success}</FocusedMessage>
      ) : (
        <>
          {outcome === 'error' ? <FocusedMessage variant="error">{failure}</FocusedMessage> : null}
          <p>{intro}</p>
          <PortalForm<V>
            aria-label={texts.title}
            initialValues={initialValues}
            validationSchema={validationSchema}
            onSubmit={async (values) => {
              setOutcome('none');
              await submit(values);
              setOutcome('success');
            }}
            onSubmitError={() => setOutcome('error')}
          >
            {children}
            <div className="np-contracts__buttons">
              <SubmitButton>{texts.submit}</SubmitButton>
              <Button variant="secondary" onClick={onClose}>
                {processTexts.cancel}
              </Button>
            </div>
          </PortalForm>
        </>
      )}
    </Dialog>
  );
}
