import { OTHER_POD, POD, listEntry, result } from '../test/fixtures';
import {
  alignToFirst,
  comparisonCollapsed,
  comparisonOptions,
  comparisonRange,
  completeComparison,
  otherPods,
  visibleResults,
  withComparison,
  type ComparisonContext,
} from './comparison';
import { initialView, type ViewState } from './view-state';

const bounds = { min: '2025-01-01', max: '2026-11-21' };
const context = (overrides: Partial<ComparisonContext> = {}): ComparisonContext => ({
  branch: 'STROM',
  meterPointAdministrationNumber: POD,
  bounds,
  pods: [listEntry(POD)],
  hasCommunities: false,
  defaultComparisonProfile: 'H0',
  ...overrides,
});
const view = (overrides: Partial<ViewState> = {}): ViewState => ({ ...initialView(bounds, 'ENERGY'), ...overrides });

describe('different time range', () => {
  it('takes the preceding period of the same length when there is room before the minimum date', () => {
    expect(comparisonRange('2026-11-01', '2026-11-21', bounds)).toEqual({ from: '2026-10-11', to: '2026-10-31' });
    expect(comparisonRange('2026-03-29', '2026-03-29', bounds)).toEqual({ from: '2026-03-28', to: '2026-03-28' });
  });

  it('takes the following period when the preceding one would start before the minimum date', () => {
    expect(comparisonRange('2025-01-05', '2025-01-14', bounds)).toEqual({ from: '2025-01-15', to: '2025-01-24' });
  });

  it('offers nothing when neither fits', () => {
    expect(comparisonRange('2025-01-01', '2026-11-21', bounds)).toBeNull();
    expect(comparisonOptions(view({ from: '2025-01-01', to: '2026-11-21' }), context())).not.toContain('DIFFERENT_TIMERANGE');
  });
});

describe('comparison options and choices', () => {
  it('offers a different profile only with another meter point of the branch, communities only for members', () => {
    expect(comparisonOptions(view(), context())).toEqual(['NONE', 'COMPARISON_PROFILE', 'DIFFERENT_TIMERANGE']);
    const gasPod = listEntry(OTHER_POD, { branch: 'GAS' });
    expect(comparisonOptions(view(), context({ pods: [listEntry(POD), gasPod] }))).not.toContain('DIFFERENT_PROFILE');
    expect(comparisonOptions(view(), context({ pods: [listEntry(POD), listEntry(OTHER_POD)], hasCommunities: true }))).toEqual([
      'NONE',
      'COMPARISON_PROFILE',
      'DIFFERENT_TIMERANGE',
      'DIFFERENT_PROFILE',
      'ALL_ENERGY_COMMUNITIES',
    ]);
  });

  it('auto-selects the other meter point when exactly one exists, none when there are several', () => {
    const one = withComparison(view(), 'DIFFERENT_PROFILE', context({ pods: [listEntry(POD), listEntry(OTHER_POD)] }));
    expect(one.comparisonPod).toBe(OTHER_POD);
    const third = 'AT0030000000000000000000000100010';
    const two = withComparison(view(), 'DIFFERENT_PROFILE', context({ pods: [listEntry(POD), listEntry(OTHER_POD), listEntry(third)] }));
    expect(two.comparisonPod).toBeNull();
  });

  it("'none' clears every comparison field; the comparison profile defaults to the contract's", () => {
    const withProfile = withComparison(view(), 'COMPARISON_PROFILE', context());
    expect(withProfile).toMatchObject({ comparison: 'COMPARISON_PROFILE', comparisonProfile: 'H0' });
    expect(withComparison(withProfile, 'NONE', context())).toMatchObject({
      comparison: 'NONE',
      comparisonProfile: null,
      comparisonFrom: null,
    });
  });

  it('completes a bookmarked comparison and drops one that cannot be drawn', () => {
    expect(completeComparison(view({ comparison: 'DIFFERENT_TIMERANGE' }), context())).toMatchObject({
      comparisonFrom: '2026-10-11',
      comparisonTo: '2026-10-31',
    });
    expect(completeComparison(view({ comparison: 'DIFFERENT_PROFILE', comparisonPod: OTHER_POD }), context()).comparison).toBe('NONE');
  });
});

describe('visible series', () => {
  it("'none' keeps only the first series", () => {
    expect(visibleResults([result([1]), result([2])], 'NONE')).toHaveLength(1);
  });

  it('a comparison shows only series with some non-zero value, and then collapses to none', () => {
    const shown = visibleResults([result([1, 2]), result([0, null]), result([0, 3])], 'ALL_ENERGY_COMMUNITIES');
    expect(shown.map((r) => r.profileValues[1].value)).toEqual([2, 3]);
    const alone = visibleResults([result([1, 2]), result([0, 0])], 'ALL_ENERGY_COMMUNITIES');
    expect(alone).toHaveLength(1);
    expect(comparisonCollapsed('ALL_ENERGY_COMMUNITIES', alone.length)).toBe(true);
    expect(comparisonCollapsed('NONE', 1)).toBe(false);
  });
});

describe('different profile: only meter points with data in the view range', () => {
  // Demo data: max's holiday home has only the last 90 days, the main smart meter two years.
  const HOLIDAY_HOME = 'AT0030000000000000000000000100004';
  const holidayHome = listEntry(HOLIDAY_HOME, { description: 'Ferienhaus', minimumDate: '2026-08-24', maximumDate: '2026-11-21' });
  const march2025 = { from: '2025-03-01', to: '2025-03-31' };

  it('offers a meter point only when its data range overlaps the view range, at least partly', () => {
    const ctx = context({ pods: [listEntry(POD), holidayHome] });
    expect(otherPods(ctx, march2025)).toEqual([]);
    expect(comparisonOptions(view(march2025), ctx)).not.toContain('DIFFERENT_PROFILE');
    expect(otherPods(ctx, { from: '2026-08-01', to: '2026-08-31' }).map((p) => p.meterPointAdministrationNumber)).toEqual([HOLIDAY_HOME]);
    expect(comparisonOptions(view(), ctx)).toContain('DIFFERENT_PROFILE');
    // Touching on a single day counts.
    expect(otherPods(ctx, { from: '2026-08-01', to: '2026-08-24' })).toHaveLength(1);
    expect(otherPods(ctx, { from: '2026-08-01', to: '2026-08-23' })).toHaveLength(0);
  });

  it('auto-selects the only meter point with data in the range, even when others exist outside it', () => {
    const ctx = context({ pods: [listEntry(POD), listEntry(OTHER_POD), holidayHome] });
    expect(withComparison(view(march2025), 'DIFFERENT_PROFILE', ctx).comparisonPod).toBe(OTHER_POD);
    expect(withComparison(view(), 'DIFFERENT_PROFILE', ctx).comparisonPod).toBeNull();
  });

  it('replaces a bookmarked meter point without data in the range, or drops the comparison', () => {
    const bookmarked = view({ ...march2025, comparison: 'DIFFERENT_PROFILE', comparisonPod: HOLIDAY_HOME });
    expect(completeComparison(bookmarked, context({ pods: [listEntry(POD), holidayHome] })).comparison).toBe('NONE');
    expect(completeComparison(bookmarked, context({ pods: [listEntry(POD), listEntry(OTHER_POD), holidayHome] }))).toMatchObject({
      comparison: 'DIFFERENT_PROFILE',
      comparisonPod: OTHER_POD,
    });
    const inRange = view({ comparison: 'DIFFERENT_PROFILE', comparisonPod: HOLIDAY_HOME });
    expect(completeComparison(inRange, context({ pods: [listEntry(POD), holidayHome] }))).toBe(inRange);
  });

  it("lines a shorter comparison series up with the main series' intervals", () => {
    const main = result([1, 2, 3]);
    const other = result([5], { meterPointAdministrationNumber: HOLIDAY_HOME }, ['CALCULATED']);
    other.profileValues[0].datetime = main.profileValues[2].datetime;
    const [first, second] = alignToFirst([main, other]);
    expect(first).toBe(main);
    expect(second.profileValues).toEqual([
      { datetime: main.profileValues[0].datetime, value: null, status: 'MISSING' },
      { datetime: main.profileValues[1].datetime, value: null, status: 'MISSING' },
      { datetime: main.profileValues[2].datetime, value: 5, status: 'CALCULATED' },
    ]);
    expect(second.sum).toEqual(other.sum);
  });
});
