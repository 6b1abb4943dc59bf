import { overlapsOwnPeriod, ownDataRange, ownReadingDays, withinOwnPeriod } from '../../src/consumption/own-period';

// A customer's own days on a meter point (own-period.ts): the data range, series and readings they may read.
const POD = { minimumDate: '2025-01-01', maximumDate: '2026-03-14' };

describe('own period', () => {
  it('leaves the data range as it is where the contracts cover it', () => {
    expect(ownDataRange(POD, { from: '2020-04-01', to: null })).toEqual(POD);
    expect(ownDataRange(POD, { from: '2025-01-01', to: '2026-03-14' })).toEqual(POD);
    expect(ownDataRange({ minimumDate: null, maximumDate: null }, { from: '2025-06-01', to: null })).toEqual({
      minimumDate: null,
      maximumDate: null,
    });
  });

  it('cuts the data range to the move-in and move-out, and to nothing where none of the days has values', () => {
    expect(ownDataRange(POD, { from: '2025-06-01', to: null })).toEqual({ minimumDate: '2025-06-01', maximumDate: '2026-03-14' });
    expect(ownDataRange(POD, { from: '2020-04-01', to: '2026-02-14' })).toEqual({ minimumDate: '2025-01-01', maximumDate: '2026-02-14' });
    expect(ownDataRange(POD, { from: '2020-04-01', to: '2024-12-31' })).toEqual({ minimumDate: null, maximumDate: null });
    expect(ownDataRange(POD, { from: '2026-03-15', to: null })).toEqual({ minimumDate: null, maximumDate: null });
  });

  it('keeps series and memberships sharing a day with the period, cut to it', () => {
    const own = { from: '2026-02-15', to: null };
    expect(overlapsOwnPeriod({ from: '2026-01-14', to: '2026-02-14' }, own)).toBe(false);
    expect(overlapsOwnPeriod({ from: '2026-01-14', to: '2026-02-15' }, own)).toBe(true);
    expect(withinOwnPeriod({ from: '2026-01-14', to: '9999-12-31', name: 'EC' }, own)).toEqual({
      from: '2026-02-15',
      to: '9999-12-31',
      name: 'EC',
    });
    const former = { from: '2020-04-01', to: '2026-02-14' };
    expect(overlapsOwnPeriod({ from: '2026-02-20', to: '9999-12-31' }, former)).toBe(false);
    expect(withinOwnPeriod({ from: '2026-01-14', to: '9999-12-31' }, former)).toEqual({ from: '2026-01-14', to: '2026-02-14' });
  });

  it('shows readings of the own days and the handover reading on the day before the move-in', () => {
    expect(ownReadingDays({ from: '2026-02-15', to: null })).toEqual({ first: '2026-02-14', last: null });
    expect(ownReadingDays({ from: '2020-04-01', to: '2026-02-14' })).toEqual({ first: '2020-03-31', last: '2026-02-14' });
  });
});
