import { useField } from 'formik';
import type { ReactNode } from 'react';
import { formatDate, todayIsoDate } from '../format/date';
import { parseDisplayDate } from '../format/date-input';
import { CalendarPopup } from '../ui/calendar-popup';
import { clampDate } from '../ui/calendar-model';
import { describedBy, FieldFrame, useFieldIds, visibleError } from './field-frame';

export const DATE_INPUT_FORMAT_HINT = 'Format: TT.MM.JJJJ';

/** Bounds of the calendar when a form gives none: far enough for dates of birth and contract dates alike. */
export const DATE_FIELD_MIN = '1900-01-01';
export const DATE_FIELD_MAX = '2099-12-31';
/** Names the calendar of a field whose label is not plain text and that gives no calendarLabel. */
const CALENDAR_FALLBACK_NAME = 'Datum';

export interface DateFieldProps {
  name: string;
  label: ReactNode;
  required?: boolean;
  /** Shown before the format hint. */
  hint?: ReactNode;
  disabled?: boolean;
  autoComplete?: string;
  /** First and last day the calendar offers (`YYYY-MM-DD`); the form's schema still checks what is typed. */
  min?: string;
  max?: string;
  /** Names the calendar button and popup when the label is not plain text. */
  calendarLabel?: string;
}

/**
 * A date typed as DD.MM.YYYY (portal-core §9) or chosen in the kit's calendar (the same one as the DateInput of the
 * views: month and year navigators, weeks from Monday, keyboard operable, bounded by min and max). The form value is
 * the text; the schema checks it and the page sends parseDisplayDate(value) (`YYYY-MM-DD`). A text input rather than
 * type="date": its format does not depend on the browser's language. Choosing a day writes it into the field and
 * gives focus back to the calendar button; typing never opens or moves anything.
 */
export function DateField({ name, label, required, hint, disabled, autoComplete, min, max, calendarLabel }: DateFieldProps) {
  const [field, meta, helpers] = useField<string>(name);
  const ids = useFieldIds(name);
  const error = visibleError(meta, disabled);
  const fullHint = hint ? (
    <>
      {hint} {DATE_INPUT_FORMAT_HINT}
    </>
  ) : (
    DATE_INPUT_FORMAT_HINT
  );
  const lower = min ?? DATE_FIELD_MIN;
  const upper = max ?? DATE_FIELD_MAX;
  const typed = parseDisplayDate(field.value ?? '');

  return (
    <FieldFrame ids={ids} label={label} required={required} hint={fullHint} error={error} className="np-field--date">
      <div className="np-date-input">
        <input
          id={ids.id}
          name={name}
          type="text"
          className="np-input"
          inputMode="numeric"
          value={field.value ?? ''}
          onChange={(event) => void helpers.setValue(event.target.value)}
          onBlur={field.onBlur}
          autoComplete={autoComplete ?? 'off'}
          disabled={disabled}
          maxLength={10}
          placeholder="TT.MM.JJJJ"
          aria-required={required || undefined}
          {...describedBy(ids, fullHint, error)}
        />
        {disabled ? null : (
          <CalendarPopup
            fieldLabel={typeof label === 'string' ? label : (calendarLabel ?? CALENDAR_FALLBACK_NAME)}
            initial={clampDate(typed ?? todayIsoDate(), lower, upper)}
            min={lower}
            max={upper}
            isSelected={(iso) => iso === typed}
            onChoose={(iso) => {
              void helpers.setValue(formatDate(iso));
              void helpers.setTouched(true, true);
              return true;
            }}
          />
        )}
      </div>
    </FieldFrame>
  );
}
