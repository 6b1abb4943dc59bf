import { useState } from 'react';
import { ContentBlock } from '@portal/shared/content/content-block.tsx';
import { Button } from '@portal/shared/ui/button.tsx';
import { Dialog } from '@portal/shared/ui/dialog.tsx';

interface ActionDialogProps {
  title: string;
  /** Content key of the text that says what the action means. */
  contentKey: string;
  submitLabel: string;
  cancelLabel: string;
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
}

/** Asks before a reject or revoke, with the operator's text for it; closes once the call has ended. */
export function ActionDialog({ title, contentKey, submitLabel, cancelLabel, onConfirm, onClose }: ActionDialogProps) {
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
      onClose();
    }
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
      <ContentBlock contentKey={contentKey} headingLevel={false} />
    </Dialog>
  );
}
