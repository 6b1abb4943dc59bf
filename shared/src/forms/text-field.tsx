import { useField } from 'formik';
import type { ChangeEvent, HTMLInputTypeAttribute, ReactNode } from 'react';
import { describedBy, FieldFrame, useFieldIds, visibleError } from './field-frame';
import { restorePrefix } from './prefix';

export interface TextFieldProps {
  name: string;
  label: ReactNode;
  type?: HTMLInputTypeAttribute;
  required?: boolean;
  autoComplete?: string;
  hint?: ReactNode;
  disabled?: boolean;
  /** Shown and focusable but not editable (e.g. a partner number the form sends unchanged). */
  readOnly?: boolean;
  maxLength?: number;
  /** A fixed start of the value (e.g. 'AT'); restored when the user deletes it. */
  prefix?: string;
  inputMode?: 'text' | 'numeric' | 'decimal' | 'email' | 'tel' | 'search' | 'url' | 'none';
  placeholder?: string;
  /** Rewrites what the user typed before it is stored (e.g. upper case). */
  transform?: (value: string) => string;
  className?: string;
}

export function TextField({
  name,
  label,
  type = 'text',
  required,
  autoComplete,
  hint,
  disabled,
  readOnly,
  maxLength,
  prefix,
  inputMode,
  placeholder,
  transform,
  className,
}: TextFieldProps) {
  const [field, meta, helpers] = useField<string>(name);
  const ids = useFieldIds(name);
  const error = visibleError(meta, disabled);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    let value = transform ? transform(event.target.value) : event.target.value;
    if (prefix) value = restorePrefix(value, prefix);
    void helpers.setValue(value);
  };

  return (
    <FieldFrame ids={ids} label={label} required={required} hint={hint} error={error} className={className}>
      <input
        id={ids.id}
        name={name}
        type={type}
        className="np-input"
        value={field.value ?? (prefix || '')}
        onChange={onChange}
        onBlur={field.onBlur}
        onFocus={() => {
          if (prefix && !field.value) void helpers.setValue(prefix, false);
        }}
        autoComplete={autoComplete}
        disabled={disabled}
        readOnly={readOnly}
        maxLength={maxLength}
        inputMode={inputMode}
        placeholder={placeholder}
        aria-required={required || undefined}
        {...describedBy(ids, hint, error)}
      />
    </FieldFrame>
  );
}
