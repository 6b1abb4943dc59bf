import { useField } from 'formik';
import type { ReactNode } from 'react';
import { describedBy, FieldFrame, useFieldIds, visibleError } from './field-frame';

export interface CheckboxFieldProps {
  name: string;
  /** May contain links (terms, privacy policy). */
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  disabled?: boolean;
}

export function CheckboxField({ name, label, required, hint, disabled }: CheckboxFieldProps) {
  const [field, meta] = useField<boolean>({ name, type: 'checkbox' });
  const ids = useFieldIds(name);
  const error = visibleError(meta, disabled);

  return (
    <FieldFrame ids={ids} label={label} required={required} hint={hint} error={error} labelAfter className="np-field--checkbox">
      <input
        id={ids.id}
        type="checkbox"
        className="np-checkbox"
        name={field.name}
        checked={Boolean(field.checked)}
        onChange={field.onChange}
        onBlur={field.onBlur}
        disabled={disabled}
        aria-required={required || undefined}
        {...describedBy(ids, hint, error)}
      />
    </FieldFrame>
  );
}
