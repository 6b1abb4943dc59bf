import {
  equalsCurrentPassword,
  equalsUsername,
  hasLowercaseLetter,
  hasSpecialCharacter,
  hasUppercaseLetter,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from './password-policy';

describe('password rules (portal-processes §5 "Password")', () => {
  it('finds a new password equal to the current one, case-sensitive, only where the current one is known', () => {
    expect(equalsCurrentPassword('Netzportal!2026', 'Netzportal!2026')).toBe(true);
    expect(equalsCurrentPassword('netzportal!2026', 'Netzportal!2026')).toBe(false);
    expect(equalsCurrentPassword('Netzportal!2026', undefined)).toBe(false);
  });

  it('allows 8 to 255 characters', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    expect(PASSWORD_MAX_LENGTH).toBe(255);
  });

  it('finds a lowercase letter, umlauts included', () => {
    expect(hasLowercaseLetter('ABCDEFG1!')).toBe(false);
    expect(hasLowercaseLetter('ABCDEFGh!')).toBe(true);
    expect(hasLowercaseLetter('ABCDEFGÄ!ß')).toBe(true);
  });

  it('finds an uppercase letter, umlauts included', () => {
    expect(hasUppercaseLetter('abcdefg1!')).toBe(false);
    expect(hasUppercaseLetter('abcdefgH!')).toBe(true);
    expect(hasUppercaseLetter('abcdefgÖ!')).toBe(true);
  });

  it('counts anything but letters, digits and white space as a special character', () => {
    expect(hasSpecialCharacter('Abcdefg12')).toBe(false);
    expect(hasSpecialCharacter('Abcdefg 12')).toBe(false);
    expect(hasSpecialCharacter('Äöüß1234')).toBe(false);
    expect(hasSpecialCharacter('Abcdefg!')).toBe(true);
    expect(hasSpecialCharacter('Abc.defg')).toBe(true);
    expect(hasSpecialCharacter('Abc€defg')).toBe(true);
    expect(hasSpecialCharacter('Abc_defg')).toBe(true);
  });

  it('compares with the username ignoring case and surrounding blanks', () => {
    expect(equalsUsername('Max.Mustermann', 'max.mustermann')).toBe(true);
    expect(equalsUsername(' max.mustermann ', 'max.mustermann')).toBe(true);
    expect(equalsUsername('Max.Mustermann1', 'max.mustermann')).toBe(false);
    expect(equalsUsername('anything', null)).toBe(false);
    expect(equalsUsername('anything', '')).toBe(false);
  });
});
