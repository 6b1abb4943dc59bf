import { useEffect, useId, useRef, useState, type Ref } from 'react';
import { SelectOptions, type SelectOption } from '@portal/shared/ui/select-options.tsx';

/** Keys that move through a closed select's options: the browser fires `change` on each. */
const BROWSING_KEYS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End', 'PageUp', 'PageDown']);

/**
 * A labelled native select outside a form (view controls). A choice with the mouse applies at once; browsing the
 * options with the keyboard applies nothing until Enter or leaving the select, so arrowing to the third option does
 * not redraw the chart twice on the way. Focus stays on the select.
 */
export function SelectControl({
  label,
  value,
  options,
  onChange,
  emptyOption,
  selectRef,
}: {
  label: string;
  value: string;
  options: SelectOption[];
  onChange: (value: string) => void;
  emptyOption?: string;
  /** The page moves focus here when the control the user pressed disappears (step-up button). */
  selectRef?: Ref<HTMLSelectElement>;
}) {
  const id = useId();
  const [pending, setPending] = useState<string | null>(null);
  const browsing = useRef(false);
  useEffect(() => setPending(null), [value]);

  const apply = () => {
    browsing.current = false;
    if (pending !== null && pending !== value) onChange(pending);
    setPending(null);
  };

  return (
    <div className="np-field">
      <label className="np-field__label" htmlFor={id}>
        {label}
      </label>
      <select
        ref={selectRef}
        id={id}
        className="np-select"
        value={pending ?? value}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            apply();
          } else if (event.key === 'Escape' && pending !== null) {
            browsing.current = false;
            setPending(null);
          } else if (event.key === ' ' || event.altKey) {
            // Space and Alt+Arrow open the option list: a choice there is made with Enter and applies at once.
            browsing.current = false;
          } else if (BROWSING_KEYS.has(event.key) || event.key.length === 1) {
            // Typing a letter jumps to an option too.
            browsing.current = true;
          }
        }}
        onMouseDown={() => {
          browsing.current = false;
        }}
        onBlur={apply}
        onChange={(event) => {
          if (browsing.current) setPending(event.target.value);
          else onChange(event.target.value);
        }}
      >
        <SelectOptions options={options} emptyOption={emptyOption} />
      </select>
    </div>
  );
}
