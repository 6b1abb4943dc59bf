import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { Calendar } from './calendar';
import { calendarTexts as t } from './calendar-texts';

export interface CalendarPopupProps {
  /** Names the button and the popup ("Kalender öffnen: Von"). */
  fieldLabel: string;
  initial: string;
  min: string;
  max: string;
  isSelected?: (iso: string) => boolean;
  /** A day was chosen; return true to close (a range closes only on its second end). */
  onChoose: (iso: string) => boolean;
  /** A line above the grid while open (e.g. what to choose next). */
  status?: string;
  /** Called when the popup closes without completing (Escape, leaving it). */
  onCancel?: () => void;
}

/**
 * A calendar button and its non-modal popup. Opening moves focus to the day in the grid; choosing, Escape or the
 * close button shut it and give focus back to the button; focus or a click leaving it closes it quietly.
 */
export function CalendarPopup({ fieldLabel, initial, min, max, isSelected, onChoose, status, onCancel }: CalendarPopupProps) {
  const popupId = useId();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const popupRef = useRef<HTMLDivElement>(null);

  const close = (returnFocus: boolean, completed = false) => {
    setOpen(false);
    if (!completed) onCancel?.();
    if (returnFocus) buttonRef.current?.focus();
  };

  useEffect(() => {
    if (!open) return undefined;
    const onPointer = (event: MouseEvent) => {
      const target = event.target as Node;
      if (!popupRef.current?.contains(target) && !buttonRef.current?.contains(target)) close(false);
    };
    document.addEventListener('mousedown', onPointer);
    return () => document.removeEventListener('mousedown', onPointer);
  });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close(true);
    }
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget as Node | null;
    if (next && !popupRef.current?.contains(next) && next !== buttonRef.current) close(false);
  };

  return (
    <div className="np-calendar-popup">
      <button
        ref={buttonRef}
        type="button"
        className="np-button np-button--secondary np-calendar-popup__button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? popupId : undefined}
        onClick={() => (open ? close(false) : setOpen(true))}
      >
        <svg aria-hidden="true" focusable="false" width="18" height="18" viewBox="0 0 24 24">
          <path
            fill="currentColor"
            d="M7 2h2v2h6V2h2v2h3a1 1 0 0 1 1 1v15a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1h3V2zm12 8H5v9h14v-9zM5 8h14V6H5v2z"
          />
        </svg>
        <span className="np-visually-hidden">{t.open(fieldLabel)}</span>
      </button>
      {open ? (
        // The dialog takes Escape and Tab for the buttons inside it (the APG's date picker dialog).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
        <div
          ref={popupRef}
          id={popupId}
          role="dialog"
          aria-label={t.dialog(fieldLabel)}
          className="np-calendar-popup__panel"
          onKeyDown={onKeyDown}
          onBlur={onBlur}
        >
          <Calendar
            initial={initial}
            min={min}
            max={max}
            isSelected={isSelected}
            status={status}
            onChoose={(iso) => {
              if (onChoose(iso)) close(true, true);
            }}
          />
          <button type="button" className="np-button np-button--link np-calendar-popup__close" onClick={() => close(true)}>
            {t.close}
          </button>
        </div>
      ) : null}
    </div>
  );
}
