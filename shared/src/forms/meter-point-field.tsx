import { useField } from 'formik';
import { useEffect, useRef, type ChangeEvent, type ReactNode } from 'react';
import { enteredMeterPointDigits, groupMeterPointPrefix, maskMeterPoint, typedMeterPointDigits } from '../format/meter-point-mask';
import { FieldFrame, useFieldIds, visibleError } from './field-frame';

/** Read before the fixed prefix, so screen readers know it is given. */
export const METER_POINT_PREFIX_LABEL = 'Vorgegebener Anfang:';

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
 * A meter point number (Zählpunkt) with a fixed prefix per branch: the prefix is shown grouped in front of the input
 * (it cannot be deleted, portal-core §5) and the user types the last 10 digits; a pasted complete number gives its last
 * 10. The form value is the whole number grouped (maskMeterPoint); send it through normalizeMeterPoint (33 characters
 * without spaces). On narrow screens the prefix stands above the digits, so all of the number stays visible at 360 px.
 * A changed prefix (another branch) keeps the digits.
 */
export function MeterPointField({ name, label, prefix, required, hint, disabled }: MeterPointFieldProps) {
  const [field, meta, helpers] = useField<string>(name);
  const ids = useFieldIds(name);
  const error = visibleError(meta, disabled);
  const previousPrefix = useRef(prefix);
  const prefixId = `${ids.id}-prefix`;

  useEffect(() => {
    if (previousPrefix.current === prefix) return;
    const digits = enteredMeterPointDigits(field.value ?? '', previousPrefix.current);
    previousPrefix.current = prefix;
    void helpers.setValue(maskMeterPoint(digits, prefix), false);
  }, [prefix, field.value, helpers]);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    void helpers.setValue(maskMeterPoint(typedMeterPointDigits(event.target.value), prefix));
  };

  const describedBy = [prefixId, hint ? ids.hintId : null, error ? ids.errorId : null].filter(Boolean).join(' ');

  return (
    <FieldFrame ids={ids} label={label} required={required} hint={hint} error={error}>
      <div className="np-meter-point">
        <span id={prefixId} className="np-meter-point__prefix">
          <span className="np-visually-hidden">{METER_POINT_PREFIX_LABEL} </span>
          {groupMeterPointPrefix(prefix)}
        </span>
        <input
          id={ids.id}
          name={name}
          type="text"
          className="np-input np-meter-point__digits"
          value={enteredMeterPointDigits(field.value ?? '', prefix)}
          onChange={onChange}
          onBlur={field.onBlur}
          disabled={disabled}
          inputMode="numeric"
          autoComplete="off"
          spellCheck={false}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
      </div>
    </FieldFrame>
  );
}
