import { useField } from 'formik';
import { useState, type ReactNode } from 'react';
import { describedBy, FieldFrame, useFieldIds, visibleError } from './field-frame';

export interface PasswordFieldProps {
  name: string;
  label: ReactNode;
  required?: boolean;
  /** 'current-password' on login, 'new-password' when choosing one. */
  autoComplete?: 'current-password' | 'new-password';
  hint?: ReactNode;
  disabled?: boolean;
  maxLength?: number;
}

/** A password input with a button that shows the typed text (helps on phones; WCAG 3.3.8). */
export function PasswordField({ name, label, required, autoComplete = 'current-password', hint, disabled, maxLength }: PasswordFieldProps) {
  const [field, meta] = useField<string>(name);
  const [shown, setShown] = useState(false);
  const ids = useFieldIds(name);
  const error = visibleError(meta, disabled);

  return (
    <FieldFrame ids={ids} label={label} required={required} hint={hint} error={error}>
      <div className="np-input-group">
        <input
          id={ids.id}
          type={shown ? 'text' : 'password'}
          className="np-input"
          {...field}
          value={field.value ?? ''}
          autoComplete={autoComplete}
          disabled={disabled}
          maxLength={maxLength}
          aria-required={required || undefined}
          {...describedBy(ids, hint, error)}
        />
        <button
          type="button"
          className="np-button np-button--secondary np-input-group__button"
          aria-pressed={shown}
          aria-controls={ids.id}
          disabled={disabled}
          onClick={() => setShown((value) => !value)}
        >
          Passwort anzeigen
        </button>
      </div>
    </FieldFrame>
  );
}
