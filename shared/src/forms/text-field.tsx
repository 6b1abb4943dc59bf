import { useField } from 'formik';
import { useLayoutEffect, useRef, type ChangeEvent, type HTMLInputTypeAttribute, type ReactNode } from 'react';
import { describedBy, FieldFrame, useFieldIds, visibleError } from './field-frame';
import { caretAfterMask, deleteThroughSpace } from './masked-caret';
import { restorePrefix } from './prefix';

export interface TextFieldProps {
  name: string;
  label: ReactNode;
  type?: HTMLInputTypeAttribute;
  required?: boolean;
  autoComplete?: string;
  hint?: ReactNode;
  disabled?: boolean;
  /** Shown and focusable but not editable (e.g. a partner number the form sends unchanged). */
  readOnly?: boolean;
  maxLength?: number;
  /** A fixed start of the value (e.g. 'AT'); restored when the user deletes it. */
  prefix?: string;
  inputMode?: 'text' | 'numeric' | 'decimal' | 'email' | 'tel' | 'search' | 'url' | 'none';
  placeholder?: string;
  /** Rewrites what the user typed before it is stored (e.g. upper case). */
  transform?: (value: string) => string;
  className?: string;
}

export function TextField({
  name,
  label,
  type = 'text',
  required,
  autoComplete,
  hint,
  disabled,
  readOnly,
  maxLength,
  prefix,
  inputMode,
  placeholder,
  transform,
  className,
}: TextFieldProps) {
  const [field, meta, helpers] = useField<string>(name);
  const ids = useFieldIds(name);
  const error = visibleError(meta, disabled);

  const inputRef = useRef<HTMLInputElement>(null);
  // The caret to restore once a rewritten value is rendered (see caretAfterMask).
  const pendingCaret = useRef<number | null>(null);
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (pendingCaret.current === null || !input || document.activeElement !== input) return;
    input.setSelectionRange(pendingCaret.current, pendingCaret.current);
    pendingCaret.current = null;
  });

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    let typed = input.value;
    let caret = input.selectionStart;
    const inputType = (event.nativeEvent as InputEvent).inputType;
    if (transform && caret !== null && (inputType === 'deleteContentBackward' || inputType === 'deleteContentForward')) {
      const direction = inputType === 'deleteContentBackward' ? 'backward' : 'forward';
      ({ typed, caret } = deleteThroughSpace(typed, caret, field.value ?? '', direction));
    }
    let value = transform ? transform(typed) : typed;
    if (prefix) value = restorePrefix(value, prefix);
    // Only a rewritten text moves the caret; the browser keeps it where it is otherwise.
    if (caret !== null && value !== input.value) pendingCaret.current = caretAfterMask(typed, caret, value);
    void helpers.setValue(value);
  };

  return (
    <FieldFrame ids={ids} label={label} required={required} hint={hint} error={error} className={className}>
      <input
        ref={inputRef}
        id={ids.id}
        name={name}
        type={type}
        className="np-input"
        value={field.value ?? (prefix || '')}
        onChange={onChange}
        onBlur={field.onBlur}
        onFocus={() => {
          if (prefix && !field.value) void helpers.setValue(prefix, false);
        }}
        autoComplete={autoComplete}
        disabled={disabled}
        readOnly={readOnly}
        maxLength={maxLength}
        inputMode={inputMode}
        placeholder={placeholder}
        aria-required={required || undefined}
        {...describedBy(ids, hint, error)}
      />
    </FieldFrame>
  );
}
