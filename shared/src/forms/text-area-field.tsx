import { useField } from 'formik';
import type { ReactNode } from 'react';
import { describedBy, FieldFrame, useFieldIds, visibleError } from './field-frame';

export interface TextAreaFieldProps {
  name: string;
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  disabled?: boolean;
  maxLength?: number;
  rows?: number;
}

/** A multi-line text (a message, an explanation) with the kit's label, hint and error. */
export function TextAreaField({ name, label, required, hint, disabled, maxLength, rows = 5 }: TextAreaFieldProps) {
  const [field, meta] = useField<string>(name);
  const ids = useFieldIds(name);
  const error = visibleError(meta, disabled);
  return (
    <FieldFrame ids={ids} label={label} required={required} hint={hint} error={error}>
      <textarea
        id={ids.id}
        name={name}
        className="np-input np-textarea"
        value={field.value ?? ''}
        onChange={field.onChange}
        onBlur={field.onBlur}
        disabled={disabled}
        maxLength={maxLength}
        rows={rows}
        aria-required={required || undefined}
        {...describedBy(ids, hint, error)}
      />
    </FieldFrame>
  );
}
