import { useId, useState } from 'react';
import { formatDate } from '@portal/shared/format/date';
import { CalendarPopup } from '@portal/shared/ui/calendar-popup.tsx';
import { DateInput } from '@portal/shared/ui/date-input.tsx';
import { withRange } from '../rules/navigation';
import { isSingleDay, type Bounds, type ViewState } from '../rules/view-state';
import { texts } from '../texts';

/**
 * Date (quarter-hours: single-date mode) or range as DD.MM.YYYY fields with a calendar bounded by the data range.
 * A typed date applies only when complete and valid (Enter or leaving the field); a range chosen in the calendar
 * counts only when both ends are chosen (portal-core §4), and the second choice closes it.
 */
export function RangeFields({ view, bounds, onChange }: { view: ViewState; bounds: Bounds; onChange: (next: ViewState) => void }) {
  const id = useId();
  const [start, setStart] = useState<string | null>(null);
  const hint = texts.rangeHint(formatDate(bounds.min), formatDate(bounds.max));

  if (isSingleDay(view.granularity)) {
    return (
      <DateInput
        label={texts.dateLabel}
        value={view.from}
        min={bounds.min}
        max={bounds.max}
        hint={hint}
        onCommit={(day) => onChange(withRange(view, day, day))}
      />
    );
  }
  return (
    <fieldset className="np-range-fields" aria-describedby={`${id}-hint`}>
      <legend className="np-visually-hidden">{texts.rangeLegend}</legend>
      <DateInput
        label={texts.fromLabel}
        value={view.from}
        min={bounds.min}
        max={view.to}
        calendar={false}
        onCommit={(from) => onChange(withRange(view, from, view.to))}
      />
      <div className="np-range-fields__to">
        <DateInput
          label={texts.toLabel}
          value={view.to}
          min={view.from}
          max={bounds.max}
          calendar={false}
          onCommit={(to) => onChange(withRange(view, view.from, to))}
        />
        <CalendarPopup
          fieldLabel={texts.rangeLegend}
          initial={view.from}
          min={bounds.min}
          max={bounds.max}
          status={start ? texts.rangeChooseEnd(formatDate(start)) : texts.rangeChooseStart}
          isSelected={(day) => (start ? day === start : day === view.from || day === view.to)}
          onCancel={() => setStart(null)}
          onChoose={(day) => {
            if (!start) {
              setStart(day);
              return false;
            }
            const [from, to] = day < start ? [day, start] : [start, day];
            setStart(null);
            onChange(withRange(view, from, to));
            return true;
          }}
        />
      </div>
      <p id={`${id}-hint`} className="np-field__hint">
        {hint}
      </p>
    </fieldset>
  );
}
