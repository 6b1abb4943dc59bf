import { OTHER_POD, POD, listEntry, result } from '../test/fixtures';
import {
  comparisonCollapsed,
  comparisonOptions,
  comparisonRange,
  completeComparison,
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
    expect(
      comparisonOptions(view(), context({ pods: [listEntry(POD), listEntry(OTHER_POD)], hasCommunities: true })),
    ).toEqual(['NONE', 'COMPARISON_PROFILE', 'DIFFERENT_TIMERANGE', 'DIFFERENT_PROFILE', 'ALL_ENERGY_COMMUNITIES']);
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
    expect(withComparison(withProfile, 'NONE', context())).toMatchObject({ comparison: 'NONE', comparisonProfile: null, comparisonFrom: null });
  });

  it('completes a bookmarked comparison and drops one that cannot be drawn', () => {
    expect(completeComparison(view({ comparison: 'DIFFERENT_TIMERANGE' }), context())).toMatchObject({ comparisonFrom: '2026-10-11', comparisonTo: '2026-10-31' });
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
