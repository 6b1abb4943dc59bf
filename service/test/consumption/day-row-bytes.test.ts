import { dayRowArrays } from '../../src/consumption/day-row-bytes';
import { dayRowTexts } from './day-row-texts';

describe('dayRowArrays', () => {
  it('gives a day row’s values and statuses back from their hex texts', () => {
    const vals = [2147483647, -2147483647, null, -1, 0, 25_000];
    const statuses = [0, 5, 5, 1, -1, 3];
    const texts = dayRowTexts([{ day: '2026-07-01', vals, statuses }]);
    expect(dayRowArrays(texts.vals[0], texts.statuses)).toEqual({ vals, statuses });
    expect(dayRowArrays(texts.vals[0], null)).toEqual({ vals, statuses: null });
  });

  it('refuses statuses of another length and text that is not hex', () => {
    const texts = dayRowTexts([{ day: '2026-07-01', vals: [1, 2], statuses: [0] }]);
    expect(() => dayRowArrays(texts.vals[0], texts.statuses)).toThrow(/differ in length/);
    expect(() => dayRowArrays('{1,2}', null)).toThrow(/bad hex/);
  });
});
