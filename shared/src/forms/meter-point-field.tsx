import { useField } from 'formik';
import { useEffect, useRef, type ChangeEvent, type ReactNode } from 'react';
import { enteredMeterPointDigits, maskMeterPoint } from '../format/meter-point-mask';
import { describedBy, FieldFrame, useFieldIds, visibleError } from './field-frame';

export interface MeterPointFieldProps {
  name: string;
  label: ReactNode;
  /** The fixed start of the number (23 characters, e.g. METER_POINT_PREFIXES.STROM); the user types the last 10 digits. */
  prefix: string;
  required?: boolean;
  hint?: ReactNode;
  disabled?: boolean;
}

/**
 * A meter point number (Zählpunkt) as a masked input: the prefix is fixed (restored when deleted, portal-core §5), the
 * user types the last 10 digits, the whole number is shown grouped. The form value is the grouped text; send it
 * through normalizeMeterPoint (33 characters without spaces). A changed prefix (another branch) keeps the digits.
 */
export function MeterPointField({ name, label, prefix, required, hint, disabled }: MeterPointFieldProps) {
  const [field, meta, helpers] = useField<string>(name);
  const ids = useFieldIds(name);
  const error = visibleError(meta, disabled);
  const previousPrefix = useRef(prefix);

  useEffect(() => {
    if (previousPrefix.current === prefix) return;
    const digits = enteredMeterPointDigits(field.value ?? '', previousPrefix.current);
    previousPrefix.current = prefix;
    void helpers.setValue(maskMeterPoint(digits, prefix), false);
  }, [prefix, field.value, helpers]);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    void helpers.setValue(maskMeterPoint(enteredMeterPointDigits(event.target.value, prefix), prefix));
  };

  return (
    <FieldFrame ids={ids} label={label} required={required} hint={hint} error={error}>
      <input
        id={ids.id}
        name={name}
        type="text"
        className="np-input np-input--meter-point"
        value={field.value || maskMeterPoint('', prefix)}
        onChange={onChange}
        onBlur={field.onBlur}
        disabled={disabled}
        inputMode="numeric"
        autoComplete="off"
        spellCheck={false}
        aria-required={required || undefined}
        {...describedBy(ids, hint, error)}
      />
    </FieldFrame>
  );
}
