import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { formatDate } from '../format/date';
import { addMonths, clampDate, monthWeeks, moveByKey } from './calendar-model';
import { calendarTexts as t } from './calendar-texts';

export interface CalendarProps {
  /** The day that has focus when the calendar opens (`YYYY-MM-DD`). */
  initial: string;
  /** Bounds of what can be chosen (the data range). */
  min: string;
  max: string;
  /** Chosen days (drawn pressed): the date, or both ends of a range and the days between. */
  isSelected?: (iso: string) => boolean;
  onChoose: (iso: string) => void;
  /** A line above the grid (e.g. "Beginn wählen" in a range). */
  status?: string;
}

const years = (min: string, max: string) => {
  const list: number[] = [];
  for (let year = Number(max.slice(0, 4)); year >= Number(min.slice(0, 4)); year -= 1) list.push(year);
  return list;
};

/**
 * A month grid with month and year navigators, weeks from Monday, bounded by min and max. Keyboard: the grid is one
 * tab stop (roving focus); arrows move by day and week, Home/End to the week's ends, Page Up/Down by month (with
 * Shift by year), Enter or Space chooses.
 */
export function Calendar({ initial, min, max, isSelected = () => false, onChoose, status }: CalendarProps) {
  const id = useId();
  const [active, setActive] = useState(() => clampDate(initial, min, max));
  const focusActive = useRef(true);
  const gridRef = useRef<HTMLTableElement>(null);
  const year = Number(active.slice(0, 4));
  const month = Number(active.slice(5, 7));

  useEffect(() => {
    if (!focusActive.current) return;
    focusActive.current = false;
    gridRef.current?.querySelector<HTMLButtonElement>(`[data-date="${active}"]`)?.focus();
  }, [active]);

  const moveTo = (iso: string, focus: boolean) => {
    focusActive.current = focus;
    setActive(clampDate(iso, min, max));
  };
  const onGridKey = (event: KeyboardEvent<HTMLTableElement>) => {
    const next = moveByKey(active, event.key, event.shiftKey);
    if (!next) return;
    event.preventDefault();
    moveTo(next, true);
  };
  /** Month or year navigator: the same day in the chosen month (clamped to its length and the bounds). */
  const setMonth = (y: number, m: number) => moveTo(addMonths(active, (y - year) * 12 + (m - month)), false);
  const previous = addMonths(active, -1);
  const next = addMonths(active, 1);

  return (
    <div className="np-calendar">
      <div className="np-calendar__nav">
        <button
          type="button"
          className="np-calendar__step"
          aria-label={t.previousMonth}
          disabled={previous.slice(0, 7) < min.slice(0, 7)}
          onClick={() => moveTo(previous, false)}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <select
          aria-label={t.month}
          className="np-select np-calendar__month"
          value={month}
          onChange={(e) => setMonth(year, Number(e.target.value))}
        >
          {t.months.map((name, index) => {
            const key = `${year}-${String(index + 1).padStart(2, '0')}`;
            return (
              <option key={name} value={index + 1} disabled={key < min.slice(0, 7) || key > max.slice(0, 7)}>
                {name}
              </option>
            );
          })}
        </select>
        <select
          aria-label={t.year}
          className="np-select np-calendar__year"
          value={year}
          onChange={(e) => setMonth(Number(e.target.value), month)}
        >
          {years(min, max).map((y) => (
            <option key={y} value={y}>
              {y}
            </option>
          ))}
        </select>
        <button
          type="button"
          className="np-calendar__step"
          aria-label={t.nextMonth}
          disabled={next.slice(0, 7) > max.slice(0, 7)}
          onClick={() => moveTo(next, false)}
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
      {status ? (
        <p className="np-calendar__status" id={`${id}-status`}>
          {status}
        </p>
      ) : null}
      <p className="np-visually-hidden" id={`${id}-keys`}>
        {t.keys}
      </p>
      {/* The arrow keys of the focused day button, handled once for the whole grid (the APG's date grid). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <table
        ref={gridRef}
        className="np-calendar__grid"
        aria-label={`${t.months[month - 1]} ${year}`}
        aria-describedby={`${id}-keys`}
        onKeyDown={onGridKey}
      >
        <thead>
          <tr>
            {t.weekdaysShort.map((day, index) => (
              <th key={day} scope="col" abbr={t.weekdays[index]}>
                {day}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(year, month).map((week) => (
            <tr key={week.find(Boolean) ?? ''}>
              {week.map((iso, index) =>
                iso ? (
                  <td key={iso}>
                    <button
                      type="button"
                      data-date={iso}
                      className="np-calendar__day"
                      tabIndex={iso === active ? 0 : -1}
                      aria-label={`${t.weekdays[index]}, ${formatDate(iso)}`}
                      aria-pressed={isSelected(iso)}
                      disabled={iso < min || iso > max}
                      onClick={() => onChoose(iso)}
                      onFocus={() => iso !== active && moveTo(iso, false)}
                    >
                      {Number(iso.slice(8, 10))}
                    </button>
                  </td>
                ) : (
                  <td key={`empty-${index}`} />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
