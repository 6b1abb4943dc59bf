import { useField } from 'formik';
import type { ReactNode } from 'react';
import { describedBy, FieldFrame, useFieldIds, visibleError } from './field-frame';

export interface SelectOption {
  value: string;
  label: string;
  /** A radio option's own hint, shown under its label (selects ignore it). */
  hint?: string;
}

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

/** The options of a native select: an empty first option (value '') when given, then the options in order. */
export function SelectOptions({ options, emptyOption }: { options: SelectOption[]; emptyOption?: string }) {
  return (
    <>
      {emptyOption !== undefined ? <option value="">{emptyOption}</option> : null}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </>
  );
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
