import { useState } from 'react';
import { ContentBlock } from '@portal/shared/content/content-block.tsx';
import { Banner } from '@portal/shared/ui/banner.tsx';
import { Button } from '@portal/shared/ui/button.tsx';
import { Dialog } from '@portal/shared/ui/dialog.tsx';

interface ActionDialogProps {
  title: string;
  /** Content key of the text that says what the action means. */
  contentKey: string;
  submitLabel: string;
  cancelLabel: string;
  /** Shown in the dialog when the call failed and may be tried again. */
  errorText: string;
  /** Resolves true once the action is done (or was done meanwhile): the dialog closes; false keeps it open. */
  onConfirm: () => Promise<boolean>;
  onClose: () => void;
}

/**
 * Asks before a reject or revoke, with the operator's text for it. Closes once the action is done; a failed call
 * keeps it open with an error, so the customer can try again or cancel.
 */
export function ActionDialog({ title, contentKey, submitLabel, cancelLabel, errorText, onConfirm, onClose }: ActionDialogProps) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const confirm = async () => {
    setBusy(true);
    setFailed(false);
    const done = await onConfirm();
    setBusy(false);
    if (done) onClose();
    else setFailed(true);
  };
  return (
    <Dialog
      open
      onClose={onClose}
      title={title}
      closeLabel={cancelLabel}
      footer={
        <>
          <Button busy={busy} onClick={() => void confirm()}>
            {submitLabel}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {cancelLabel}
          </Button>
        </>
      }
    >
      {failed ? <Banner variant="error">{errorText}</Banner> : null}
      <ContentBlock contentKey={contentKey} headingLevel={false} />
    </Dialog>
  );
}
