import { ibanProblem, normalizeIban } from './iban-rule';
import { amountProblem, parseAmount, roundCents } from './installment-rule';
import { readingEntryOf, readingNumberProblem, readingValueProblem } from './reading-rules';

describe('IBAN rule', () => {
  it.each([
    ['AT61 1904 3002 3457 3201'],
    ['DE89 3704 0044 0532 0130 00'],
    ['CH93 0076 2011 6238 5295 7'],
    ['IT60 X054 2811 1010 0000 0123 456'],
    ['SI56 2633 0001 2039 086'],
    ['HU42 1177 3016 1111 1018 0000 0000'],
    ['CZ65 0800 0000 1920 0014 5399'],
    ['SK31 1200 0000 1987 4263 7541'],
    ['HR12 1001 0051 8630 0016 0'],
    ['LI21 0881 0000 2324 013A A'],
    ['fr14 2004 1010 0505 0001 3m02 606'],
  ])('accepts %s', (iban) => {
    expect(ibanProblem(iban)).toBeNull();
  });

  it('refuses an empty value and the bare prefix as required, then format, length per country and check digits', () => {
    expect(ibanProblem('')).toBe('REQUIRED');
    expect(ibanProblem('AT')).toBe('REQUIRED');
    expect(ibanProblem('AT__ ____')).toBe('REQUIRED');
    expect(ibanProblem(`AT61${'1'.repeat(31)}`)).toBe('TOO_LONG');
    expect(ibanProblem('A161 1904 3002 3457 3201')).toBe('FORMAT');
    expect(ibanProblem('AT61 1904 3002 3457 320')).toBe('LENGTH');
    expect(ibanProblem('DE89 3704 0044 0532 0130 0')).toBe('LENGTH');
    expect(ibanProblem('AT61 1904 3002 3457 3202')).toBe('CHECK_DIGITS');
    expect(ibanProblem('DE88 3704 0044 0532 0130 00')).toBe('CHECK_DIGITS');
    expect(normalizeIban(' at61-1904 3002_3457 3201 ')).toBe('AT611904300234573201');
  });
});

describe('instalment rule', () => {
  it('reads amounts with comma or dot and at most two decimals', () => {
    expect(parseAmount('85,5')).toBe(85.5);
    expect(parseAmount(' 85.50 ')).toBe(85.5);
    expect(parseAmount('85')).toBe(85);
    expect(parseAmount('85,505')).toBeNull();
    expect(parseAmount('1.000,00')).toBeNull();
    expect(parseAmount('-5')).toBeNull();
    expect(parseAmount('')).toBeNull();
  });

  it('compares with the bounds after rounding to cents; a missing bound is open', () => {
    const bounds = { minAmount: 40, maxAmount: 250 };
    expect(amountProblem(39.994, bounds)).toBe('BELOW_MIN');
    expect(amountProblem(39.995, bounds)).toBeNull();
    expect(amountProblem(250.004, bounds)).toBeNull();
    expect(amountProblem(250.005, bounds)).toBe('ABOVE_MAX');
    expect(amountProblem(5000, { minAmount: 40, maxAmount: null })).toBeNull();
    expect(amountProblem(1, { minAmount: null })).toBeNull();
    expect(roundCents(1.005)).toBe(1.01);
  });
});

describe('reading rules', () => {
  it('allows entry by reading status', () => {
    expect(readingEntryOf('RELEVANTREADING')).toBe('BILLING');
    expect(readingEntryOf('IMPLAUSIBLE')).toBe('BILLING');
    expect(readingEntryOf('INTERMEDIATEREADING')).toBe('INTERMEDIATE');
    expect(readingEntryOf('QUARTAL')).toBe('ONCE_PER_MONTH');
    for (const status of ['AMIS', 'LOADCURVE', 'CLOSED', 'CONTROLREADING', 'NOTALLOWED'] as const)
      expect(readingEntryOf(status)).toBe('NONE');
  });

  it('limits a value to integerPlaces digits before and decimalPlaces after the comma', () => {
    expect(readingValueProblem('123456,7', 6, 1)).toBeNull();
    expect(readingValueProblem('0001234', 6, 1)).toBeNull();
    expect(readingValueProblem('1234567', 6, 1)).toBe('TOO_LARGE');
    expect(readingValueProblem('12,34', 6, 1)).toBe('TOO_MANY_DECIMALS');
    expect(readingValueProblem('12,3', 6, 0)).toBe('TOO_MANY_DECIMALS');
    expect(readingValueProblem('-1', 6, 1)).toBe('FORMAT');
    expect(readingValueProblem('1e3', 6, 1)).toBe('FORMAT');
    expect(readingNumberProblem(99999.999, 5, 3)).toBeNull();
    expect(readingNumberProblem(100000, 5, 3)).toBe('TOO_LARGE');
    expect(readingNumberProblem(1.2345, 5, 3)).toBe('TOO_MANY_DECIMALS');
    expect(readingNumberProblem(-0.5, 5, 3)).toBe('FORMAT');
  });
});
