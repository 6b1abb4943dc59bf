import type { Granularity } from '@portal/shared/contract/enums';
import { addDays, endOfMonth, endOfYear, shiftMonth, startOfMonth, startOfYear, type LocalDate } from './local-dates';
import { clampRange, isSingleDay, type Bounds, type ViewState } from './view-state';
import { viennaParts } from './vienna-time';

/** What the quick navigator steps by (portal-core §2): day, month or year depending on the granularity. */
type NavigationStep = 'day' | 'month' | 'year';

export function navigationStep(granularity: Granularity): NavigationStep | null {
  switch (granularity) {
    case 'QUARTER_OF_AN_HOUR':
    case 'HOUR':
      return 'day';
    case 'DAY':
      return 'month';
    case 'MONTH':
      return 'year';
    default:
      return null;
  }
}

/** A new main range; a different-time-range comparison belongs to the old one and is dropped (portal-core §2). */
export function withRange(view: ViewState, from: LocalDate, to: LocalDate): ViewState {
  const next = { ...view, from, to };
  if (view.comparison !== 'DIFFERENT_TIMERANGE') return next;
  return { ...next, comparison: 'NONE', comparisonFrom: null, comparisonTo: null };
}

/**
 * The previous (-1) or next (+1) period, by the step its button names: quarter-hour and hour views move by one day,
 * keeping their length (a week from 01.11. goes to 31.10.–06.11.); day and month views to the neighbouring months or
 * years, as many whole ones as the range touches, cut to the bounds. Null (button disabled) when the range already
 * reaches the end of the data in that direction, or nothing of the neighbour lies inside it.
 */
export function neighbour(view: ViewState, direction: -1 | 1, bounds: Bounds): ViewState | null {
  const step = navigationStep(view.granularity);
  if (!step) return null;
  if (direction < 0 ? view.from <= bounds.min : view.to >= bounds.max) return null;
  let from: LocalDate;
  let to: LocalDate;
  if (step === 'day') {
    from = addDays(view.from, direction);
    to = addDays(view.to, direction);
  } else if (step === 'month') {
    from = shiftMonth(view.from, direction);
    to = endOfMonth(shiftMonth(view.to, direction));
  } else {
    from = `${Number(view.from.slice(0, 4)) + direction}-01-01`;
    to = endOfYear(`${Number(view.to.slice(0, 4)) + direction}-01-01`);
  }
  const range = clampRange(from, to, bounds);
  return range ? withRange(view, range.from, range.to) : null;
}

/**
 * 'Step up' (portal-core §2): quarter-hour, hour and day views go to the months of the year that holds the range's end;
 * a month view goes to years over the whole data range. Year views cannot step up.
 */
export function stepUp(view: ViewState, bounds: Bounds): ViewState | null {
  if (view.granularity === 'MONTH') {
    return { ...withRange(view, bounds.min, bounds.max), granularity: 'YEAR', dimension: 'ENERGY' };
  }
  if (view.granularity === 'YEAR') return null;
  const range = clampRange(startOfYear(view.to), endOfYear(view.to), bounds);
  return range ? { ...withRange(view, range.from, range.to), granularity: 'MONTH', dimension: 'ENERGY' } : null;
}

/** The local (Vienna) date at which a value's interval starts. */
export function localDateOf(instant: string): LocalDate {
  const { year, month, day } = viennaParts(instant);
  return `${year}-${month}-${day}`;
}

/** A click on a month bar shows that month by day; on a year bar that year by month. Null for other views. */
export function zoomInto(view: ViewState, barStart: string, bounds: Bounds): ViewState | null {
  const start = localDateOf(barStart);
  let range: { from: LocalDate; to: LocalDate } | null = null;
  let granularity: Granularity;
  if (view.granularity === 'MONTH') {
    range = clampRange(startOfMonth(start), endOfMonth(start), bounds);
    granularity = 'DAY';
  } else if (view.granularity === 'YEAR') {
    range = clampRange(startOfYear(start), endOfYear(start), bounds);
    granularity = 'MONTH';
  } else {
    return null;
  }
  return range ? { ...withRange(view, range.from, range.to), granularity } : null;
}

/** Another granularity: a quarter-hour view shows one day (the range's end); other views keep the range. */
export function withGranularity(view: ViewState, granularity: Granularity): ViewState {
  const next: ViewState = { ...view, granularity, dimension: isSingleDay(granularity) ? view.dimension : 'ENERGY' };
  return isSingleDay(granularity) ? withRange(next, view.to, view.to) : next;
}
