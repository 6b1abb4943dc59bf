import { useField } from 'formik';
import type { ReactNode } from 'react';
import { describedBy, FieldsetFrame, useFieldIds, visibleError } from './field-frame';
import type { SelectOption } from './select-field';

export interface RadioGroupFieldProps {
  name: string;
  /** The question the options answer: the group's legend. */
  legend: ReactNode;
  options: SelectOption[];
  required?: boolean;
  hint?: ReactNode;
  disabled?: boolean;
  /** Called after the user picked another option (e.g. to adjust a dependent field). */
  onChange?: (value: string) => void;
}

/**
 * Radio buttons in a fieldset (role radiogroup, so aria-required is allowed) whose legend names the group; hint and
 * error are tied to the group and to every option.
 */
export function RadioGroupField({ name, legend, options, required, hint, disabled, onChange }: RadioGroupFieldProps) {
  const [field, meta, helpers] = useField<string>(name);
  const ids = useFieldIds(name);
  const error = visibleError(meta, disabled);
  const described = describedBy(ids, hint, error)['aria-describedby'];

  return (
    <FieldsetFrame
      ids={ids}
      legend={legend}
      required={required}
      hint={hint}
      error={error}
      className="np-field np-fieldset"
      role="radiogroup"
      disabled={disabled}
    >
      <div className={`np-radio-group${options.some((o) => o.hint) ? ' np-radio-group--stacked' : ''}`}>
        {options.map((option) => {
          const id = `${ids.id}-${option.value}`;

          return (
            <div key={option.value} className="np-field__row np-radio-option">
              {/* aria-invalid on each radio, not on the group: the first-error focus needs a focusable element to land
                  on, and screen readers announce "invalid" on the radio that has the focus. */}
              {/* eslint-disable-next-line jsx-a11y/role-supports-aria-props */}
              <input
                id={id}
                type="radio"
                className="np-radio"
                name={name}
                value={option.value}
                checked={field.value === option.value}
                onChange={() => {
                  void helpers.setValue(option.value);
                  onChange?.(option.value);
                }}
                onBlur={field.onBlur}
                aria-invalid={error ? true : undefined}
                aria-describedby={described}
              />
              <label htmlFor={id}>
                {option.label}
                {option.hint ? <span className="np-field__hint np-radio-option__hint">{option.hint}</span> : null}
              </label>
            </div>
          );
        })}
      </div>
    </FieldsetFrame>
  );
}
