import type { ReactNode } from 'react';
import { TextField } from './text-field';

export const DATE_INPUT_FORMAT_HINT = 'Format: TT.MM.JJJJ';

export interface DateFieldProps {
  name: string;
  label: ReactNode;
  required?: boolean;
  /** Shown before the format hint. */
  hint?: ReactNode;
  disabled?: boolean;
  autoComplete?: string;
}

/**
 * A date typed as DD.MM.YYYY (portal-core §9). The form value is that text; the schema checks it and the page sends
 * parseDisplayDate(value) (`YYYY-MM-DD`). A text input rather than type="date": its format does not depend on the
 * browser's language, and typing a date of birth is quicker than paging a calendar back decades.
 */
export function DateField({ name, label, required, hint, disabled, autoComplete }: DateFieldProps) {
  return (
    <TextField
      name={name}
      label={label}
      required={required}
      disabled={disabled}
      autoComplete={autoComplete}
      placeholder="TT.MM.JJJJ"
      maxLength={10}
      className="np-field--date"
      hint={
        hint ? (
          <>
            {hint} {DATE_INPUT_FORMAT_HINT}
          </>
        ) : (
          DATE_INPUT_FORMAT_HINT
        )
      }
    />
  );
}
