import { useId } from 'react';
import type { SelectOption } from '@portal/shared/forms/select-field.tsx';

/** A labelled native select outside a form (view controls change the chart at once). */
export function SelectControl({
  label,
  value,
  options,
  onChange,
  emptyOption,
}: {
  label: string;
  value: string;
  options: SelectOption[];
  onChange: (value: string) => void;
  emptyOption?: string;
}) {
  const id = useId();
  return (
    <div className="np-field">
      <label className="np-field__label" htmlFor={id}>
        {label}
      </label>
      <select id={id} className="np-select" value={value} onChange={(e) => onChange(e.target.value)}>
        {emptyOption !== undefined ? <option value="">{emptyOption}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
