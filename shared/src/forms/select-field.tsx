import { useField } from 'formik';
import type { ReactNode } from 'react';
import { SelectOptions, type SelectOption } from '../ui/select-options';
import { describedBy, FieldFrame, useFieldIds, visibleError } from './field-frame';

// The options live in the UI kit, so that a select outside a form does not load Formik with them.
export { SelectOptions, type SelectOption };

export interface SelectFieldProps {
  name: string;
  label: ReactNode;
  options: SelectOption[];
  /** Text of an empty first option (value ''); none when omitted. */
  emptyOption?: string;
  required?: boolean;
  hint?: ReactNode;
  disabled?: boolean;
  autoComplete?: string;
}

export function SelectField({ name, label, options, emptyOption, required, hint, disabled, autoComplete }: SelectFieldProps) {
  const [field, meta] = useField<string>(name);
  const ids = useFieldIds(name);
  const error = visibleError(meta, disabled);

  return (
    <FieldFrame ids={ids} label={label} required={required} hint={hint} error={error}>
      <select
        id={ids.id}
        className="np-select"
        {...field}
        value={field.value ?? ''}
        disabled={disabled}
        autoComplete={autoComplete}
        aria-required={required || undefined}
        {...describedBy(ids, hint, error)}
      >
        <SelectOptions options={options} emptyOption={emptyOption} />
      </select>
    </FieldFrame>
  );
}
