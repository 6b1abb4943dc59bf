import { useFormikContext } from 'formik';
import type { ReactNode } from 'react';
import { Button } from '../ui/button';

/** The submit button of a PortalForm: busy while Formik submits, so no form repeats that wiring. */
export function SubmitButton({ children }: { children: ReactNode }) {
  const { isSubmitting } = useFormikContext();
  return (
    <div>
      <Button type="submit" busy={isSubmitting}>
        {children}
      </Button>
    </div>
  );
}
