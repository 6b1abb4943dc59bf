import { localDateOf, navigationStep, neighbour, stepUp, withGranularity, withRange, zoomInto } from './navigation';
import { initialView, type ViewState } from './view-state';

const bounds = { min: '2025-01-15', max: '2026-11-21' };
const view = (overrides: Partial<ViewState> = {}): ViewState => ({ ...initialView(bounds, 'ENERGY'), ...overrides });

describe('quick navigator', () => {
  it('steps by day for quarter-hours and hours, by month for days, by year for months, not at all for years', () => {
    expect(navigationStep('QUARTER_OF_AN_HOUR')).toBe('day');
    expect(navigationStep('HOUR')).toBe('day');
    expect(navigationStep('DAY')).toBe('month');
    expect(navigationStep('MONTH')).toBe('year');
    expect(navigationStep('YEAR')).toBeNull();
  });

  it('moves a day view across the DST switch by one calendar day', () => {
    const day = view({ from: '2026-03-29', to: '2026-03-29', granularity: 'QUARTER_OF_AN_HOUR' });
    expect(neighbour(day, 1, bounds)).toMatchObject({ from: '2026-03-30', to: '2026-03-30' });
    expect(neighbour(day, -1, bounds)).toMatchObject({ from: '2026-03-28', to: '2026-03-28' });
  });

  it('moves an hour view of a week by one day, keeping its length', () => {
    const week = view({ from: '2026-11-01', to: '2026-11-07', granularity: 'HOUR' });
    expect(neighbour(week, -1, bounds)).toMatchObject({ from: '2026-10-31', to: '2026-11-06', granularity: 'HOUR' });
    expect(neighbour(week, 1, bounds)).toMatchObject({ from: '2026-11-02', to: '2026-11-08' });
    // Across the autumn DST switch: calendar days, not 24-hour steps.
    const october = view({ from: '2026-10-20', to: '2026-10-25', granularity: 'QUARTER_OF_AN_HOUR' });
    expect(neighbour(october, 1, bounds)).toMatchObject({ from: '2026-10-21', to: '2026-10-26' });
  });

  it('keeps a day-stepped range whole at the ends of the data: the button is disabled, the range never shrinks', () => {
    const lastWeek = view({ from: '2026-11-15', to: '2026-11-21', granularity: 'HOUR' });
    expect(neighbour(lastWeek, 1, bounds)).toBeNull();
    expect(neighbour(lastWeek, -1, bounds)).toMatchObject({ from: '2026-11-14', to: '2026-11-20' });
    const firstWeek = view({ from: '2025-01-15', to: '2025-01-21', granularity: 'HOUR' });
    expect(neighbour(firstWeek, -1, bounds)).toBeNull();
    expect(neighbour(firstWeek, 1, bounds)).toMatchObject({ from: '2025-01-16', to: '2025-01-22' });
  });

  it('moves a range of several months by one month, as many whole months as it touches', () => {
    const quarter = view({ from: '2026-04-01', to: '2026-06-30', granularity: 'DAY' });
    expect(neighbour(quarter, -1, bounds)).toMatchObject({ from: '2026-03-01', to: '2026-05-31' });
    expect(neighbour(quarter, 1, bounds)).toMatchObject({ from: '2026-05-01', to: '2026-07-31' });
  });

  it('moves to whole neighbouring months and years, cut to the data range', () => {
    expect(neighbour(view(), -1, bounds)).toMatchObject({ from: '2026-10-01', to: '2026-10-31' });
    const february = view({ from: '2025-02-01', to: '2025-02-28' });
    expect(neighbour(february, -1, bounds)).toMatchObject({ from: '2025-01-15', to: '2025-01-31' });
    const months = view({ from: '2026-01-01', to: '2026-11-21', granularity: 'MONTH' });
    expect(neighbour(months, -1, bounds)).toMatchObject({ from: '2025-01-15', to: '2025-12-31' });
  });

  it('is disabled (null) outside the data range', () => {
    expect(neighbour(view(), 1, bounds)).toBeNull();
    expect(neighbour(view({ from: '2025-01-15', to: '2025-01-15', granularity: 'QUARTER_OF_AN_HOUR' }), -1, bounds)).toBeNull();
  });
});

describe('step up and zoom', () => {
  it('steps a day view up to the months of its year, and months up to years over the data range', () => {
    const months = stepUp(view(), bounds);
    expect(months).toMatchObject({ granularity: 'MONTH', from: '2026-01-01', to: '2026-11-21' });
    expect(stepUp(months as ViewState, bounds)).toMatchObject({ granularity: 'YEAR', from: '2025-01-15', to: '2026-11-21' });
    expect(stepUp(view({ granularity: 'YEAR' }), bounds)).toBeNull();
  });

  it('zooms from a month bar into its days and from a year bar into its months', () => {
    const months = view({ granularity: 'MONTH', from: '2026-01-01', to: '2026-11-21' });
    // The March bar starts at local midnight, 23:00 UTC the day before.
    expect(zoomInto(months, '2026-02-28T23:00:00Z', bounds)).toMatchObject({ granularity: 'DAY', from: '2026-03-01', to: '2026-03-31' });
    const years = view({ granularity: 'YEAR', from: '2025-01-15', to: '2026-11-21' });
    expect(zoomInto(years, '2024-12-31T23:00:00Z', bounds)).toMatchObject({ granularity: 'MONTH', from: '2025-01-15', to: '2025-12-31' });
    expect(zoomInto(view(), '2026-11-02T23:00:00Z', bounds)).toBeNull();
  });

  it('reads a UTC interval start as its Vienna date', () => {
    expect(localDateOf('2026-06-30T22:00:00Z')).toBe('2026-07-01');
    expect(localDateOf('2026-01-25T23:00:00Z')).toBe('2026-01-26');
  });
});

describe('range changes', () => {
  it('drops a different-time-range comparison when the main range changes', () => {
    const compared = view({ comparison: 'DIFFERENT_TIMERANGE', comparisonFrom: '2026-10-01', comparisonTo: '2026-10-21' });
    expect(withRange(compared, '2026-09-01', '2026-09-30')).toMatchObject({ comparison: 'NONE', comparisonFrom: null });
    const profile = view({ comparison: 'COMPARISON_PROFILE', comparisonProfile: 'H0' });
    expect(withRange(profile, '2026-09-01', '2026-09-30').comparison).toBe('COMPARISON_PROFILE');
  });

  it('uses single-date mode for quarter-hours and energy for coarser views', () => {
    expect(withGranularity(view(), 'QUARTER_OF_AN_HOUR')).toMatchObject({ from: '2026-11-21', to: '2026-11-21' });
    expect(withGranularity(view({ dimension: 'POWER', granularity: 'QUARTER_OF_AN_HOUR' }), 'DAY').dimension).toBe('ENERGY');
  });
});
