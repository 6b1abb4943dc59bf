import {
  dateOfBirthBounds,
  isDateOfBirthInRange,
  isoDateYearsBefore,
  isPhoneExtension,
  isPhoneNumber,
  needsContractAccountAndPostcode,
} from './account-rules';

describe('registration rules', () => {
  it('asks for contract account and postcode with a name only', () => {
    expect(needsContractAccountAndPostcode('LAST_NAME')).toBe(true);
    expect(needsContractAccountAndPostcode('COMPANY_NAME')).toBe(true);
    for (const type of ['BUSINESS_PARTNER_NUMBER', 'COMMERCIAL_REGISTER', 'DATE_OF_BIRTH', ''] as const) {
      expect(needsContractAccountAndPostcode(type)).toBe(false);
    }
  });

  it('goes back whole years; 29 February becomes 28 February in a common year', () => {
    expect(isoDateYearsBefore('2026-11-23', 18)).toBe('2008-11-23');
    expect(isoDateYearsBefore('2028-02-29', 18)).toBe('2010-02-28');
    expect(isoDateYearsBefore('2028-02-29', 20)).toBe('2008-02-29');
  });

  it('accepts dates of birth from 120 to 18 years ago, compared as whole dates', () => {
    const today = '2026-11-23';
    expect(dateOfBirthBounds(today)).toEqual({ earliest: '1906-11-23', latest: '2008-11-23' });
    expect(isDateOfBirthInRange('2008-11-23', today)).toBe(true);
    // Born later in the same year: still 17.
    expect(isDateOfBirthInRange('2008-11-24', today)).toBe(false);
    expect(isDateOfBirthInRange('2008-12-31', today)).toBe(false);
    expect(isDateOfBirthInRange('1906-11-23', today)).toBe(true);
    expect(isDateOfBirthInRange('1906-11-22', today)).toBe(false);
    expect(isDateOfBirthInRange('1906-01-01', today)).toBe(false);
  });
});

describe('phone rules', () => {
  it.each(['0732 123456', '+43 732 123456', '0732/12 34-56', '1'])('accepts the number %p', (value) => {
    expect(isPhoneNumber(value)).toBe(true);
  });

  it.each(['--/ ', '+', ' ', '', '+ - /', '0732 12a', '++43'])('refuses the number %p', (value) => {
    expect(isPhoneNumber(value)).toBe(false);
  });

  it('takes extensions of digits only', () => {
    expect(isPhoneExtension('12')).toBe(true);
    for (const value of ['1a', 'ab', '1-2', ' 1', '']) expect(isPhoneExtension(value)).toBe(false);
  });
});
