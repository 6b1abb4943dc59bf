import { useField } from 'formik';
import { useEffect, useRef, useState, type ChangeEvent, type KeyboardEvent, type ReactNode } from 'react';
import { describedBy, FieldFrame, useFieldIds, visibleError } from './field-frame';

export interface ComboboxFieldProps {
  name: string;
  label: ReactNode;
  /** The suggestions for the current value (e.g. from a lookup); the user may also type a value not among them. */
  options: string[];
  required?: boolean;
  hint?: ReactNode;
  disabled?: boolean;
  maxLength?: number;
  autoComplete?: string;
  /** Called with what the user typed (not with a picked suggestion), e.g. to query suggestions. */
  onInput?: (value: string) => void;
  /** Announced while the list is open, e.g. 'n Vorschläge'. */
  countText?: (count: number) => string;
}

const defaultCountText = (count: number) =>
  count === 1 ? '1 Vorschlag verfügbar. Mit den Pfeiltasten auswählen.' : `${count} Vorschläge verfügbar. Mit den Pfeiltasten auswählen.`;

/**
 * A text input with a list of suggestions (ARIA 1.2 combobox with listbox popup, aria-activedescendant): typing keeps
 * any text, ArrowDown/ArrowUp move through the suggestions, Enter takes the highlighted one, Escape closes the list
 * (without closing a surrounding dialog), a click picks one. The number of suggestions is announced politely.
 */
export function ComboboxField({
  name,
  label,
  options,
  required,
  hint,
  disabled,
  maxLength,
  autoComplete = 'off',
  onInput,
  countText = defaultCountText,
}: ComboboxFieldProps) {
  const [field, meta, helpers] = useField<string>(name);
  const ids = useFieldIds(name);
  const error = visibleError(meta, disabled);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listRef = useRef<HTMLUListElement>(null);
  const listboxId = `${ids.id}-listbox`;
  const optionId = (index: number) => `${ids.id}-option-${index}`;
  const value = field.value ?? '';
  // Nothing to offer when the only suggestion is what is already typed.
  const shown = options.length === 1 && options[0] === value ? [] : options;
  const expanded = open && shown.length > 0 && !disabled;

  useEffect(() => {
    if (active >= shown.length) setActive(-1);
  }, [active, shown.length]);

  useEffect(() => {
    if (!expanded || active < 0) return;
    listRef.current?.querySelector(`#${CSS.escape(optionId(active))}`)?.scrollIntoView({ block: 'nearest' });
    // optionId depends only on ids.id, stable for the field's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [expanded, active]);

  const pick = (option: string) => {
    void helpers.setValue(option);
    setOpen(false);
    setActive(-1);
  };

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    void helpers.setValue(event.target.value);
    setOpen(true);
    setActive(-1);
    onInput?.(event.target.value);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!expanded) {
          setOpen(true);
          setActive(event.altKey ? -1 : 0);
        } else {
          setActive((index) => (index + 1) % shown.length);
        }
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (!expanded) {
          setOpen(true);
          setActive(shown.length - 1);
        } else {
          setActive((index) => (index <= 0 ? shown.length - 1 : index - 1));
        }
        break;
      case 'Enter':
        if (expanded && active >= 0) {
          event.preventDefault();
          pick(shown[active]);
        }
        break;
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          event.stopPropagation();
          setOpen(false);
          setActive(-1);
        }
        break;
      case 'Tab':
        setOpen(false);
        break;
      default:
        break;
    }
  };

  return (
    <FieldFrame ids={ids} label={label} required={required} hint={hint} error={error}>
      <div className="np-combobox">
        <input
          id={ids.id}
          name={name}
          type="text"
          role="combobox"
          className="np-input"
          value={value}
          onChange={onChange}
          onKeyDown={onKeyDown}
          onBlur={(event) => {
            setOpen(false);
            setActive(-1);
            field.onBlur(event);
          }}
          onClick={() => setOpen(true)}
          autoComplete={autoComplete}
          disabled={disabled}
          maxLength={maxLength}
          aria-required={required || undefined}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          {...describedBy(ids, hint, error)}
        />
        {/* A text label names the list itself, not through field-frame's label id: the kit is a runtime singleton and an
            older host's field-frame may lack that id. */}
        <ul
          ref={listRef}
          id={listboxId}
          role="listbox"
          className="np-combobox__listbox"
          hidden={!expanded}
          aria-label={typeof label === 'string' ? label : undefined}
          aria-labelledby={typeof label === 'string' ? undefined : `${ids.id}-label`}
        >
          {expanded
            ? shown.map((option, index) => (
                // The keys are the input's (aria-activedescendant), as the combobox pattern has it: an option never
                // takes the focus, so it has no key handler of its own.
                // eslint-disable-next-line jsx-a11y/click-events-have-key-events
                <li
                  key={option}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === active}
                  className={`np-combobox__option${index === active ? ' np-combobox__option--active' : ''}`}
                  // Keep the focus in the input: the click below picks the option.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => pick(option)}
                >
                  {option}
                </li>
              ))
            : null}
        </ul>
        <span role="status" className="np-visually-hidden">
          {expanded ? countText(shown.length) : ''}
        </span>
      </div>
    </FieldFrame>
  );
}
