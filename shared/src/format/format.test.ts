import { formatDate, formatDateTime, formatTime, todayIsoDate } from './date';
import { groupIban, isValidIban, normalizeIban } from './iban';
import { groupMeterPoint, isMeterPointNumber, normalizeMeterPoint, shortMeterPoint } from './meter-point';
import { formatEuro, formatNumber, parseDecimal } from './number';

describe('dates (de-AT, Europe/Vienna)', () => {
  it('formats plain dates and shows the open end as a dash', () => {
    expect(formatDate('2026-03-20')).toBe('20.03.2026');
    expect(formatDate('9999-12-31')).toBe('–');
    expect(formatDate(null)).toBe('');
    expect(formatDate('kein Datum')).toBe('');
  });

  it('shows instants in Vienna time, also across DST', () => {
    // A DAY value for 20 March 2026 local starts at 23:00 UTC the day before (API-COMPAT).
    expect(formatDate('2026-03-19T23:00:00Z')).toBe('20.03.2026');
    expect(formatDateTime(new Date('2026-07-01T10:15:00Z'))).toBe('01.07.2026 12:15');
    expect(formatDateTime('2026-01-01T10:15:00Z')).toBe('01.01.2026 11:15');
    expect(formatTime('2026-10-25T00:30:00Z')).toBe('02:30');
    expect(formatTime('2026-10-25T01:30:00Z')).toBe('02:30');
  });

  it('keeps local date-times without offset as they are', () => {
    expect(formatDateTime('2026-06-28T00:15:00')).toBe('28.06.2026 00:15');
    expect(formatTime('2026-06-28T18:45:00')).toBe('18:45');
  });

  it("knows today's date in Vienna", () => {
    expect(todayIsoDate(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
  });
});

describe('numbers', () => {
  it('groups with a dot and separates decimals with a comma', () => {
    expect(formatNumber(1234.567)).toBe('1.234,57');
    expect(formatNumber(1234567.891, 3)).toBe('1.234.567,891');
    expect(formatNumber(0)).toBe('0,00');
    expect(formatNumber(-1234.5)).toBe('-1.234,50');
    expect(formatNumber(12, 0)).toBe('12');
    expect(formatNumber(1.005)).toBe('1,01');
    expect(formatNumber(-0.001)).toBe('0,00');
    expect(formatNumber(Number.NaN)).toBe('');
  });

  it('formats euro amounts', () => {
    expect(formatEuro(1234.567)).toBe('1.234,57 €');
    expect(formatEuro(null)).toBe('');
  });

  it('reads decimals typed with a comma or a dot', () => {
    expect(parseDecimal('12,50')).toBe(12.5);
    expect(parseDecimal(' 12.5 ')).toBe(12.5);
    expect(parseDecimal('12,5,0')).toBeNaN();
    expect(parseDecimal('')).toBeNaN();
  });
});

describe('meter point numbers', () => {
  const number = 'AT0030000000000000000000000123456';

  it('groups 2+6+5+rest and elides the middle in the short form', () => {
    expect(groupMeterPoint(number)).toBe('AT 003000 00000 00000000000000123456');
    expect(shortMeterPoint(number)).toBe('AT003000…123456');
  });

  it('normalises masked input and validates the structure', () => {
    expect(normalizeMeterPoint('at 003000_00000 00000000000000123456')).toBe(number);
    expect(isMeterPointNumber('AT 003000 00000 00000000000000123456')).toBe(true);
    expect(isMeterPointNumber('AT003000000000000000000000012345')).toBe(false);
    expect(isMeterPointNumber('DE0030000000000000000000000123456')).toBe(false);
  });
});

describe('IBAN', () => {
  it('groups in blocks of 4', () => {
    expect(groupIban('at611904300234573201')).toBe('AT61 1904 3002 3457 3201');
    expect(normalizeIban('AT61 1904 3002 3457 3201')).toBe('AT611904300234573201');
  });

  it('checks mod 97 and the Austrian length', () => {
    expect(isValidIban('AT61 1904 3002 3457 3201')).toBe(true);
    expect(isValidIban('AT61 1904 3002 3457 3202')).toBe(false);
    expect(isValidIban('AT61190430023457320')).toBe(false);
    expect(isValidIban('AT')).toBe(false);
    expect(isValidIban('DE89370400440532013000')).toBe(true);
  });
});
