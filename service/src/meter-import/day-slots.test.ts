import { DaySlots } from './day-slots';

describe('day slots', () => {
  const slots = new DaySlots();
  it('counts from local midnight', () => {
    expect(slots.of(Date.UTC(2026, 5, 30, 22))).toEqual({ day: '2026-07-01', slot: 0, slots: 96 });
    expect(slots.of(Date.UTC(2026, 6, 1, 21, 45))).toEqual({ day: '2026-07-01', slot: 95, slots: 96 });
  });
  it('gives the spring day 92 and the autumn day 100 quarter-hours, the repeated hour its own slots', () => {
    expect(slots.of(Date.UTC(2026, 2, 29, 1))).toEqual({ day: '2026-03-29', slot: 8, slots: 92 });
    expect(slots.of(Date.UTC(2026, 9, 25, 0))).toEqual({ day: '2026-10-25', slot: 8, slots: 100 });
    expect(slots.of(Date.UTC(2026, 9, 25, 1))).toEqual({ day: '2026-10-25', slot: 12, slots: 100 });
    expect(slots.of(Date.UTC(2026, 9, 25, 22, 45))).toEqual({ day: '2026-10-25', slot: 99, slots: 100 });
  });
});
