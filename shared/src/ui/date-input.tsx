import { useEffect, useId, useState, type ReactNode } from 'react';
import { formatDate } from '../format/date';
import { parseDisplayDate } from '../format/date-input';
import { CalendarPopup } from './calendar-popup';
import { calendarTexts as t } from './calendar-texts';

export interface DateInputProps {
  label: string;
  /** The applied date, `YYYY-MM-DD`. */
  value: string;
  min: string;
  max: string;
  /** A complete, valid date within the bounds, typed (on Enter or leaving the field) or chosen in the calendar. */
  onCommit: (iso: string) => void;
  hint?: ReactNode;
  /** false: no calendar button of its own (a range shares one). */
  calendar?: boolean;
}

/**
 * A date outside a form, typed as DD.MM.YYYY whatever the browser's language, with a calendar. Typing applies
 * nothing until the date is complete: Enter or leaving the field applies a valid date within the bounds, anything
 * else shows a message and keeps the applied date; Escape restores it. Focus never moves away from the field.
 */
export function DateInput({ label, value, min, max, onCommit, hint, calendar = true }: DateInputProps) {
  const id = useId();
  const [text, setText] = useState(formatDate(value));
  const [invalid, setInvalid] = useState(false);
  useEffect(() => {
    setText(formatDate(value));
    setInvalid(false);
  }, [value]);

  const commit = () => {
    const iso = parseDisplayDate(text);
    if (iso && iso >= min && iso <= max) {
      setInvalid(false);
      setText(formatDate(iso));
      if (iso !== value) onCommit(iso);
      return;
    }
    if (text.trim() === '') {
      setText(formatDate(value));
      setInvalid(false);
      return;
    }
    setInvalid(true);
  };
  const describedBy = [hint ? `${id}-hint` : null, `${id}-format`, invalid ? `${id}-error` : null].filter(Boolean).join(' ');

  return (
    <div className={`np-field np-field--date${invalid ? ' np-field--invalid' : ''}`}>
      <label className="np-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="np-date-input">
        <input
          id={id}
          className="np-input"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder="TT.MM.JJJJ"
          maxLength={10}
          value={text}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          onChange={(event) => setText(event.target.value)}
          onBlur={commit}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              commit();
            } else if (event.key === 'Escape') {
              setText(formatDate(value));
              setInvalid(false);
            }
          }}
        />
        {calendar ? (
          <CalendarPopup
            fieldLabel={label}
            initial={parseDisplayDate(text) ?? value}
            min={min}
            max={max}
            isSelected={(iso) => iso === value}
            onChoose={(iso) => {
              if (iso !== value) onCommit(iso);
              return true;
            }}
          />
        ) : null}
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="np-field__hint">
          {hint}
        </p>
      ) : null}
      <p id={`${id}-format`} className="np-field__hint">
        {t.format}
      </p>
      {invalid ? (
        <p id={`${id}-error`} className="np-field__error" role="alert">
          {t.invalid(formatDate(min), formatDate(max))}
        </p>
      ) : null}
    </div>
  );
}
