import { useField } from 'formik';
import type { ReactNode } from 'react';
import { FieldFrame, FieldsetFrame, useFieldIds, visibleError } from './field-frame';

export interface CheckboxGroupFieldProps {
  /** The form value: the values of the checked options (string[]). */
  name: string;
  legend: ReactNode;
  options: { value: string; label: ReactNode }[];
  required?: boolean;
  hint?: ReactNode;
  disabled?: boolean;
}

/**
 * Several checkboxes for one list value (e.g. "at least one profile"): a fieldset named by its legend, one message
 * for the group, shown once it was touched (portal-core §5).
 */
export function CheckboxGroupField({ name, legend, options, required, hint, disabled }: CheckboxGroupFieldProps) {
  const [field, meta, helpers] = useField<string[]>(name);
  const ids = useFieldIds(name);
  const error = visibleError(meta, disabled);
  const chosen = field.value ?? [];
  const toggle = (value: string, on: boolean) => {
    void helpers.setValue(on ? [...chosen, value] : chosen.filter((v) => v !== value));
    void helpers.setTouched(true, false);
  };
  return (
    <FieldsetFrame ids={ids} legend={legend} required={required} hint={hint} error={error} className="np-fieldset np-checkbox-group">
      {options.map((option, index) => (
        <FieldFrame
          key={option.value}
          ids={{ ...ids, id: `${ids.id}-${index}` }}
          label={option.label}
          labelAfter
          className="np-field--checkbox"
        >
          <input
            id={`${ids.id}-${index}`}
            type="checkbox"
            className="np-checkbox"
            name={name}
            value={option.value}
            checked={chosen.includes(option.value)}
            disabled={disabled}
            aria-invalid={error ? true : undefined}
            onChange={(event) => toggle(option.value, event.target.checked)}
          />
        </FieldFrame>
      ))}
    </FieldsetFrame>
  );
}
