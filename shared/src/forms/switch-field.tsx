import { useField } from 'formik';
import type { ChangeEvent, ReactNode } from 'react';
import { describedBy, FieldFrame, useFieldIds, visibleError } from './field-frame';

export interface SwitchFieldProps {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  disabled?: boolean;
  /** Visible state words next to the switch, so the state is not told by colour or position alone. */
  onText?: string;
  offText?: string;
  /** Called with the new state after the value changed (e.g. to set a dependent field). */
  onToggle?: (on: boolean) => void;
}

/** An on/off switch for a boolean value: a checkbox with role="switch" and a visible "Ein"/"Aus". */
export function SwitchField({ name, label, hint, disabled, onText = 'Ein', offText = 'Aus', onToggle }: SwitchFieldProps) {
  const [field, meta, helpers] = useField<boolean>({ name, type: 'checkbox' });
  const ids = useFieldIds(name);
  const error = visibleError(meta, disabled);
  const on = Boolean(field.checked);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    void helpers.setValue(event.target.checked);
    onToggle?.(event.target.checked);
  };

  return (
    <FieldFrame ids={ids} label={label} hint={hint} error={error} labelAfter className="np-field--switch">
      <span className="np-switch">
        <input
          id={ids.id}
          type="checkbox"
          role="switch"
          className="np-switch__input"
          name={field.name}
          checked={on}
          onChange={onChange}
          onBlur={field.onBlur}
          disabled={disabled}
          {...describedBy(ids, hint, error)}
        />
        <span className="np-switch__track" aria-hidden="true" />
        <span className="np-switch__state" aria-hidden="true">
          {on ? onText : offText}
        </span>
      </span>
    </FieldFrame>
  );
}
