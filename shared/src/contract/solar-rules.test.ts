import { limitationIncreaseBounds, oneYearAfter, runningCount, sliderTickCount, sliderTicks } from './solar-rules';

describe('limitationIncreaseBounds', () => {
  it('runs from the restriction rounded up to the max capacity rounded down', () => {
    expect(limitationIncreaseBounds({ powerFeedRestriction: 4.2, maxCapacity: 12.5 })).toEqual({ min: 5, max: 12 });
    expect(limitationIncreaseBounds({ powerFeedRestriction: 4, maxCapacity: 12 })).toEqual({ min: 4, max: 12 });
    expect(limitationIncreaseBounds({ powerFeedRestriction: null, maxCapacity: 9.8 })).toEqual({ min: 0, max: 9 });
  });
});

describe('sliderTickCount', () => {
  it.each([
    [320, 3],
    [479, 3],
    [480, 5],
    [767, 5],
    [768, 7],
    [991, 7],
    [992, 11],
    [1920, 11],
  ])('%i px → %i ticks', (width, ticks) => expect(sliderTickCount(width)).toBe(ticks));
});

describe('sliderTicks', () => {
  it('spreads whole numbers from min to max, both ends included', () => {
    expect(sliderTicks(5, 12, 3)).toEqual([5, 9, 12]);
    expect(sliderTicks(0, 10, 11)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });
  it('has fewer ticks when the range holds fewer whole numbers, and one for a single value', () => {
    expect(sliderTicks(5, 7, 11)).toEqual([5, 6, 7]);
    expect(sliderTicks(8, 8, 5)).toEqual([8]);
  });
});

describe('oneYearAfter', () => {
  it('adds one calendar year; 29 February becomes 28 February', () => {
    expect(oneYearAfter('2026-11-25')).toBe('2027-11-25');
    expect(oneYearAfter('2028-02-29')).toBe('2029-02-28');
    expect(oneYearAfter('2027-02-28')).toBe('2028-02-28');
  });
});

describe('runningCount', () => {
  it('counts OPEN and IN_PROGRESS, not completed applications', () => {
    expect(
      runningCount([{ status: 'OPEN' }, { status: 'IN_PROGRESS' }, { status: 'COMPLETED_SUCCESS' }, { status: 'COMPLETED_ERROR' }]),
    ).toBe(2);
    expect(runningCount([])).toBe(0);
  });
});
