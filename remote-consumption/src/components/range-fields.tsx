import { useId } from 'react';
import { formatDate } from '@portal/shared/format/date';
import { isLocalDate } from '../rules/local-dates';
import { withRange } from '../rules/navigation';
import { isSingleDay, type Bounds, type ViewState } from '../rules/view-state';
import { texts } from '../texts';

/**
 * Date (quarter-hours: single-date mode) or range, as native date inputs bounded by the data range: keyboard and
 * screen-reader friendly without a custom calendar. A date outside the bounds or after the end is not taken.
 */
export function RangeFields({ view, bounds, onChange }: { view: ViewState; bounds: Bounds; onChange: (next: ViewState) => void }) {
  const id = useId();
  const hintId = `${id}-hint`;
  const inBounds = (value: string) => isLocalDate(value) && value >= bounds.min && value <= bounds.max;
  const hint = (
    <p id={hintId} className="np-field__hint">
      {texts.rangeHint(formatDate(bounds.min), formatDate(bounds.max))}
    </p>
  );

  if (isSingleDay(view.granularity)) {
    return (
      <div className="np-field">
        <label className="np-field__label" htmlFor={`${id}-day`}>
          {texts.dateLabel}
        </label>
        <input
          id={`${id}-day`}
          className="np-input"
          type="date"
          min={bounds.min}
          max={bounds.max}
          value={view.from}
          aria-describedby={hintId}
          onChange={(e) => inBounds(e.target.value) && onChange(withRange(view, e.target.value, e.target.value))}
        />
        {hint}
      </div>
    );
  }
  return (
    <fieldset className="np-range-fields">
      <legend className="np-visually-hidden">{texts.rangeHint(formatDate(bounds.min), formatDate(bounds.max))}</legend>
      <div className="np-field">
        <label className="np-field__label" htmlFor={`${id}-from`}>
          {texts.fromLabel}
        </label>
        <input
          id={`${id}-from`}
          className="np-input"
          type="date"
          min={bounds.min}
          max={view.to}
          value={view.from}
          aria-describedby={hintId}
          onChange={(e) => inBounds(e.target.value) && e.target.value <= view.to && onChange(withRange(view, e.target.value, view.to))}
        />
      </div>
      <div className="np-field">
        <label className="np-field__label" htmlFor={`${id}-to`}>
          {texts.toLabel}
        </label>
        <input
          id={`${id}-to`}
          className="np-input"
          type="date"
          min={view.from}
          max={bounds.max}
          value={view.to}
          aria-describedby={hintId}
          onChange={(e) => inBounds(e.target.value) && e.target.value >= view.from && onChange(withRange(view, view.from, e.target.value))}
        />
      </div>
      {hint}
    </fieldset>
  );
}
