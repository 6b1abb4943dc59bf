import type { ReactNode } from 'react';
import { Button } from '@portal/shared/ui/button.tsx';
import { SubmitButton } from '@portal/shared/forms/submit-button.tsx';
import { texts } from '../texts';

/** Submit and cancel at the end of a dialog's form. */
export function DialogButtons({ submit, onCancel }: { submit: ReactNode; onCancel: () => void }) {
  return (
    <div className="np-account__buttons">
      <SubmitButton>{submit}</SubmitButton>
      <Button variant="secondary" onClick={onCancel}>
        {texts.profile.cancel}
      </Button>
    </div>
  );
}
