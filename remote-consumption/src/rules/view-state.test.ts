import { initialCommunityView, initialView, viewFromSearch, viewToSearch, type ViewState } from './view-state';

const bounds = { min: '2025-01-15', max: '2026-11-21' };

describe('initial view (portal-core §9)', () => {
  it('shows the month of the latest date by day, and the latest quarter-hour day for power', () => {
    expect(initialView(bounds, 'ENERGY')).toMatchObject({ from: '2026-11-01', to: '2026-11-21', granularity: 'DAY' });
    expect(initialView(bounds, 'POWER')).toMatchObject({ from: '2026-11-21', to: '2026-11-21', granularity: 'QUARTER_OF_AN_HOUR' });
    expect(initialView({ min: '2026-11-10', max: '2026-11-21' }, 'ENERGY').from).toBe('2026-11-10');
  });

  it('starts the energy-community view at the start of the latest availability year', () => {
    expect(initialCommunityView(bounds, 'RC100417')).toMatchObject({
      from: '2026-01-01',
      to: '2026-11-21',
      granularity: 'MONTH',
      community: 'RC100417',
    });
  });
});

describe('URL state codec', () => {
  const fallback = initialView(bounds, 'ENERGY');

  it('round-trips every part of the view', () => {
    const view: ViewState = {
      ...fallback,
      from: '2026-03-29',
      to: '2026-03-29',
      granularity: 'QUARTER_OF_AN_HOUR',
      dimension: 'POWER',
      series: { type: 'ACTIVE_CURRENT', energyDirection: 'GENERATION' },
      comparison: 'DIFFERENT_TIMERANGE',
      comparisonFrom: '2026-03-28',
      comparisonTo: '2026-03-28',
    };
    const search = viewToSearch(view);
    expect(search).toContain('aufloesung=QUARTER_OF_AN_HOUR');
    expect(viewFromSearch(new URLSearchParams(search), bounds, fallback)).toEqual(view);
  });

  it('falls back for malformed, impossible or out-of-range values', () => {
    const parsed = viewFromSearch(new URLSearchParams('von=2026-02-30&bis=x&aufloesung=WEEK&vergleich=NOPE'), bounds, fallback);
    expect(parsed).toEqual(fallback);
    const outside = viewFromSearch(new URLSearchParams('von=2020-01-01&bis=2020-12-31&aufloesung=DAY'), bounds, fallback);
    expect(outside).toMatchObject({ from: fallback.from, to: fallback.to });
  });

  it('cuts a partly outside range to the bounds and forces one day for quarter-hours', () => {
    expect(viewFromSearch(new URLSearchParams('von=2024-12-01&bis=2025-02-01&aufloesung=DAY'), bounds, fallback)).toMatchObject({
      from: '2025-01-15',
      to: '2025-02-01',
    });
    expect(
      viewFromSearch(new URLSearchParams('von=2026-01-01&bis=2026-01-31&aufloesung=QUARTER_OF_AN_HOUR'), bounds, fallback),
    ).toMatchObject({ from: '2026-01-01', to: '2026-01-01' });
  });
});
