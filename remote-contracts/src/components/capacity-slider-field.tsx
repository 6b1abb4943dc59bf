import { useField } from 'formik';
import { useEffect, useState } from 'react';
import { sliderTickCount, sliderTicks } from '@portal/shared/contract/solar-rules';
import { describedBy, FieldFrame, useFieldIds, visibleError } from '@portal/shared/forms/field-frame.tsx';

interface CapacitySliderFieldProps {
  name: string;
  label: string;
  min: number;
  max: number;
  /** The 'Max.' label above the slider's upper end. */
  maxLabel: string;
  unit: string;
  hint?: string;
}

/** The window's width, followed on resize (the slider's tick count depends on it). */
function useWindowWidth(): number {
  const [width, setWidth] = useState(() => window.innerWidth);
  useEffect(() => {
    const onResize = () => setWidth(window.innerWidth);
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return width;
}

const percentOf = (value: number, min: number, max: number) => (max === min ? 0 : ((value - min) / (max - min)) * 100);

/**
 * A whole-number slider (native range input: arrows, Page Up/Down, Home and End work as everywhere) with its current
 * value beside the label, a 'Max.' label at its upper end and value ticks below: 3, 5, 7 or 11 by screen width.
 */
export function CapacitySliderField({ name, label, min, max, maxLabel, unit, hint }: CapacitySliderFieldProps) {
  const [field, meta, helpers] = useField<number>(name);
  const ids = useFieldIds(name);
  const error = visibleError(meta);
  const ticks = sliderTicks(min, max, sliderTickCount(useWindowWidth()));
  const listId = `${ids.id}-ticks`;

  return (
    <FieldFrame ids={ids} label={label} required hint={hint} error={error} className="np-slider">
      <div className="np-slider__top">
        <output htmlFor={ids.id} className="np-slider__value" aria-live="off">
          {field.value} {unit}
        </output>
        <span className="np-slider__max">
          {maxLabel} {max} {unit}
        </span>
      </div>
      <input
        id={ids.id}
        type="range"
        className="np-slider__input"
        name={field.name}
        min={min}
        max={max}
        step={1}
        value={field.value}
        list={listId}
        aria-valuetext={`${field.value} ${unit}`}
        onChange={(event) => void helpers.setValue(Number(event.target.value))}
        onBlur={field.onBlur}
        {...describedBy(ids, hint, error)}
      />
      <datalist id={listId}>
        {ticks.map((tick) => (
          <option key={tick} value={tick} />
        ))}
      </datalist>
      <div className="np-slider__ticks" aria-hidden="true">
        {ticks.map((tick) => (
          <span key={tick} className="np-slider__tick" style={{ left: `${percentOf(tick, min, max)}%` }}>
            {tick}
          </span>
        ))}
      </div>
    </FieldFrame>
  );
}
