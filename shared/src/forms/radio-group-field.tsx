import { useField } from 'formik';
import type { ReactNode } from 'react';
import { useFieldIds, visibleError } from './field-frame';
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
  const described = [hint ? ids.hintId : null, error ? ids.errorId : null].filter(Boolean).join(' ') || undefined;

  return (
    <fieldset
      role="radiogroup"
      className={`np-field np-fieldset${error ? ' np-field--invalid' : ''}`}
      aria-describedby={described}
      aria-required={required || undefined}
      disabled={disabled}
    >
      <legend className={`np-field__label np-fieldset__legend${required ? ' np-field__label--required' : ''}`}>{legend}</legend>
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
      {hint ? (
        <p id={ids.hintId} className="np-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={ids.errorId} className="np-field__error">
          <span className="np-visually-hidden">Fehler: </span>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
