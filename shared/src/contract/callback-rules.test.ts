import { CALLBACK_TIMES, isCallbackTime, isCallbackTimeRange } from './callback-rules';
import { CALLBACK_LIMITS } from './callbacks';

describe('callback time rule', () => {
  it('offers every full hour from 07:00 to 18:00, and the defaults are among them', () => {
    expect(CALLBACK_TIMES).toEqual([
      '07:00',
      '08:00',
      '09:00',
      '10:00',
      '11:00',
      '12:00',
      '13:00',
      '14:00',
      '15:00',
      '16:00',
      '17:00',
      '18:00',
    ]);
    expect(CALLBACK_TIMES).toContain(CALLBACK_LIMITS.defaultTimeFrom);
    expect(CALLBACK_TIMES).toContain(CALLBACK_LIMITS.defaultTimeTo);
  });

  it('accepts only those hours', () => {
    for (const time of ['06:00', '19:00', '08:30', '8:00', '', '07:00:00']) expect(isCallbackTime(time)).toBe(false);
    expect(isCallbackTime('07:00')).toBe(true);
    expect(isCallbackTime('18:00')).toBe(true);
  });

  it('needs from before to', () => {
    expect(isCallbackTimeRange('08:00', '17:00')).toBe(true);
    expect(isCallbackTimeRange('07:00', '08:00')).toBe(true);
    expect(isCallbackTimeRange('12:00', '12:00')).toBe(false);
    expect(isCallbackTimeRange('17:00', '08:00')).toBe(false);
    expect(isCallbackTimeRange('06:00', '08:00')).toBe(false);
    // 09:00 after 10:00 as numbers, though "9:00" > "10:00" as text: only zero-padded times pass at all.
    expect(isCallbackTimeRange('9:00', '10:00')).toBe(false);
  });
});
