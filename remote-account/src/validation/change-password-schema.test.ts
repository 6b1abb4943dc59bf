import { ValidationError } from 'yup';
import { texts } from '../texts';
import { changePasswordSchema, type ChangePasswordValues } from './change-password-schema';

const t = texts.changePassword;
const valid: ChangePasswordValues = {
  currentPassword: 'Alt!Passwort1',
  newPassword: 'Neu!Passwort2',
  newPasswordConfirmation: 'Neu!Passwort2',
};

/** The first message per field, as the form shows it. */
async function errorsOf(values: Partial<ChangePasswordValues>, username = 'max.mustermann') {
  try {
    await changePasswordSchema(username).validate({ ...valid, ...values }, { abortEarly: false });
    return {};
  } catch (error) {
    const result: Record<string, string> = {};
    for (const inner of (error as ValidationError).inner) {
      if (inner.path && !(inner.path in result)) result[inner.path] = inner.message;
    }
    return result;
  }
}

describe('change-password schema', () => {
  it('accepts a password that keeps every rule', async () => {
    expect(await errorsOf({})).toEqual({});
  });

  it('requires the current password', async () => {
    expect(await errorsOf({ currentPassword: '' })).toEqual({ currentPassword: t.currentPasswordRequired });
  });

  it('requires a new password', async () => {
    expect((await errorsOf({ newPassword: '', newPasswordConfirmation: '' })).newPassword).toBe(t.newPasswordRequired);
  });

  it.each([
    ['7 characters', 'Ab!defg', t.tooShort],
    ['no lowercase letter', 'ABCDEFG!', t.lowercaseMissing],
    ['no uppercase letter', 'abcdefg!', t.uppercaseMissing],
    ['no special character', 'Abcdefgh1', t.specialMissing],
    ['the username', 'Max.Mustermann', t.equalsUsername],
  ])('rejects a new password with %s', async (_case, password, message) => {
    expect(await errorsOf({ newPassword: password, newPasswordConfirmation: password })).toEqual({ newPassword: message });
  });

  it('rejects the current password as the new one; another case is another password', async () => {
    const same = { newPassword: valid.currentPassword, newPasswordConfirmation: valid.currentPassword };
    expect(await errorsOf(same)).toEqual({ newPassword: t.equalsCurrent });
    expect(await errorsOf({ newPassword: 'alt!PASSWORT1', newPasswordConfirmation: 'alt!PASSWORT1' })).toEqual({});
  });

  it('accepts exactly 8 and exactly 255 characters, rejects 256', async () => {
    const of = (length: number) => `Aa!${'x'.repeat(length - 3)}`;
    expect(await errorsOf({ newPassword: of(8), newPasswordConfirmation: of(8) })).toEqual({});
    expect(await errorsOf({ newPassword: of(255), newPasswordConfirmation: of(255) })).toEqual({});
    expect(await errorsOf({ newPassword: of(256), newPasswordConfirmation: of(256) })).toEqual({ newPassword: t.tooLong });
  });

  it('compares with the username it was built for', async () => {
    expect(await errorsOf({ newPassword: 'Erika.M!', newPasswordConfirmation: 'Erika.M!' }, 'erika.m!')).toEqual({
      newPassword: t.equalsUsername,
    });
    expect(await errorsOf({ newPassword: 'Erika.M!', newPasswordConfirmation: 'Erika.M!' }, 'max.mustermann')).toEqual({});
  });

  it('requires the confirmation and that it repeats the new password', async () => {
    expect(await errorsOf({ newPasswordConfirmation: '' })).toEqual({ newPasswordConfirmation: t.confirmationRequired });
    expect(await errorsOf({ newPasswordConfirmation: 'Neu!Passwort3' })).toEqual({
      newPasswordConfirmation: t.confirmationMismatch,
    });
  });
});
