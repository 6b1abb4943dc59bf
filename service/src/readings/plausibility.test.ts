import { plausibilityOf, toleranceOf } from './plausibility';

const household = toleranceOf('H0', 'STROM', false);
const last = { value: 10_000, date: '2026-01-01' };
const history = [8, 10, 12];

describe('reading plausibility from the register history', () => {
  it('is implausible below the last reading', () => {
    expect(plausibilityOf({ last, value: 9_999, date: '2026-06-01', historyPerDay: history, tolerance: household })).toBe('BELOW_LAST');
  });

  it('accepts a consumption per day within the history range stretched by the profile factor (household 2.5)', () => {
    // 151 days: 10 kWh a day → 11,510; 30 kWh a day is the household limit (12 × 2.5).
    expect(plausibilityOf({ last, value: 11_510, date: '2026-06-01', historyPerDay: history, tolerance: household })).toBe('PLAUSIBLE');
    expect(plausibilityOf({ last, value: 10_000 + 30 * 151, date: '2026-06-01', historyPerDay: history, tolerance: household })).toBe(
      'PLAUSIBLE',
    );
    expect(plausibilityOf({ last, value: 10_000 + 31 * 151, date: '2026-06-01', historyPerDay: history, tolerance: household })).toBe(
      'TOO_HIGH',
    );
    expect(plausibilityOf({ last, value: 10_000 + 3 * 151, date: '2026-06-01', historyPerDay: history, tolerance: household })).toBe(
      'TOO_LOW',
    );
  });

  it('stretches gas furthest (heating follows the seasons) and short periods more', () => {
    const gas = toleranceOf('HE08', 'GAS', false);
    expect(plausibilityOf({ last, value: 10_000 + 45 * 151, date: '2026-06-01', historyPerDay: history, tolerance: gas })).toBe(
      'PLAUSIBLE',
    );
    expect(plausibilityOf({ last, value: 10_000 + 40 * 5, date: '2026-01-06', historyPerDay: history, tolerance: household })).toBe(
      'PLAUSIBLE',
    );
    expect(plausibilityOf({ last, value: 10_000, date: '2026-01-06', historyPerDay: history, tolerance: household })).toBe('PLAUSIBLE');
  });

  it('without history caps the consumption per day by profile; without a last reading anything goes', () => {
    expect(plausibilityOf({ last, value: 10_000 + 79 * 100, date: '2026-04-11', historyPerDay: [], tolerance: household })).toBe(
      'PLAUSIBLE',
    );
    expect(plausibilityOf({ last, value: 10_000 + 81 * 100, date: '2026-04-11', historyPerDay: [], tolerance: household })).toBe(
      'TOO_HIGH',
    );
    expect(plausibilityOf({ last: null, value: 1, date: '2026-04-11', historyPerDay: [], tolerance: household })).toBe('PLAUSIBLE');
  });
});
