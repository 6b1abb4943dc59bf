import { isoDateYearsAgo, parseDisplayDate } from './date-input';
import {
  enteredMeterPointDigits,
  groupMeterPointPrefix,
  maskMeterPoint,
  METER_POINT_ENTERED_DIGITS,
  meterPointMaskPrefixes,
  METER_POINT_PREFIXES,
  typedMeterPointDigits,
} from './meter-point-mask';
import { METER_POINT_LENGTH, normalizeMeterPoint } from './meter-point';

const prefix = METER_POINT_PREFIXES.STROM;

describe('meter point mask', () => {
  it('prefixes leave exactly the last 10 digits to type', () => {
    for (const value of Object.values(METER_POINT_PREFIXES)) {
      expect(value.length + METER_POINT_ENTERED_DIGITS).toBe(METER_POINT_LENGTH);
      expect(value.startsWith('AT003000')).toBe(true);
    }
  });

  it('takes each grid’s fixed start from the operator’s prefixes (operator.json)', () => {
    const prefixes = meterPointMaskPrefixes({ STROM: 'AT008100', GAS: 'AT008200' });
    expect(prefixes).toEqual({ STROM: 'AT008100000000000000000', GAS: 'AT008200000000000000000' });
    expect(groupMeterPointPrefix(prefixes.GAS)).toBe('AT 008200 00000 0000000000');
    expect(normalizeMeterPoint(maskMeterPoint('0000500001', prefixes.STROM))).toBe('AT0081000000000000000000000500001');
  });

  it('groups the prefix and puts the typed digits last; normalising gives the 33 characters', () => {
    expect(groupMeterPointPrefix(prefix)).toBe('AT 003000 00000 0000000000');
    expect(maskMeterPoint('', prefix)).toBe('AT 003000 00000 0000000000');
    const masked = maskMeterPoint('0000100001', prefix);
    expect(masked).toBe('AT 003000 00000 0000000000 0000100001');
    expect(normalizeMeterPoint(masked)).toBe('AT0030000000000000000000000100001');
  });

  it('keeps only typed digits, at most 10', () => {
    expect(typedMeterPointDigits('12a3')).toBe('123');
    expect(typedMeterPointDigits('123 456_7')).toBe('1234567');
    expect(typedMeterPointDigits('123456789012')).toBe('1234567890');
    expect(typedMeterPointDigits('')).toBe('');
  });

  it('takes the last 10 digits of a pasted complete number, also after digits already typed', () => {
    expect(typedMeterPointDigits('AT0030000000000000000000000100004')).toBe('0000100004');
    expect(typedMeterPointDigits('at 003000 00000 00000000000000100004')).toBe('0000100004');
    expect(typedMeterPointDigits('12AT0030000000000000000000000100004')).toBe('0000100004');
  });

  it('reads the digits back from a form value', () => {
    expect(enteredMeterPointDigits('AT 003000 00000 0000000000 4711', prefix)).toBe('4711');
    expect(enteredMeterPointDigits('AT 003000 00000 0000000000', prefix)).toBe('');
    expect(enteredMeterPointDigits('', prefix)).toBe('');
  });
});

describe('typed dates', () => {
  it('reads DD.MM.YYYY (one-digit day and month too) as an ISO local date', () => {
    expect(parseDisplayDate('24.12.1980')).toBe('1980-12-24');
    expect(parseDisplayDate(' 1.2.1990 ')).toBe('1990-02-01');
    expect(parseDisplayDate('29.02.2000')).toBe('2000-02-29');
  });

  it('rejects what is no calendar date', () => {
    expect(parseDisplayDate('29.02.2001')).toBeNull();
    expect(parseDisplayDate('31.04.1990')).toBeNull();
    expect(parseDisplayDate('1990-04-01')).toBeNull();
    expect(parseDisplayDate('01.13.1990')).toBeNull();
    expect(parseDisplayDate('')).toBeNull();
  });

  it('counts years back from today in Vienna', () => {
    expect(isoDateYearsAgo(18, new Date('2026-11-23T10:00:00Z'))).toBe('2008-11-23');
    // Just after midnight in Vienna it is already the next day.
    expect(isoDateYearsAgo(18, new Date('2026-12-31T23:30:00Z'))).toBe('2009-01-01');
    expect(isoDateYearsAgo(1, new Date('2028-02-29T12:00:00Z'))).toBe('2027-02-28');
  });
});
