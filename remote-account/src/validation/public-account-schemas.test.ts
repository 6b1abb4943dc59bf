import { ValidationError, type Schema } from 'yup';
import { texts } from '../texts';
import { passwordChangeByCodeSchema } from './password-change-by-code-schema';
import { passwordResetSchema } from './password-reset-schema';
import { initialUsernameRetrievalValues, usernameRetrievalRequestOf, usernameRetrievalSchema } from './username-retrieval-schema';

const pw = texts.changePassword;

/** The first message per field; empty strings become undefined, as Formik hands them to Yup. */
async function errorsOf(schema: Schema<unknown>, values: Record<string, unknown>) {
  const prepared = Object.fromEntries(Object.entries(values).map(([key, value]) => [key, value === '' ? undefined : value]));
  try {
    await schema.validate(prepared, { abortEarly: false });
    return {};
  } catch (error) {
    const result: Record<string, string> = {};
    for (const inner of (error as ValidationError).inner) {
      if (inner.path && !(inner.path in result)) result[inner.path] = inner.message;
    }
    return result;
  }
}

describe('username retrieval schema (portal-processes §5 "Username retrieval")', () => {
  const t = texts.usernameRetrieval;
  const valid = { branch: 'GAS', meterPointAdministrationNumber: 'AT 003000 00000 0000000000 0000100002', meterNumber: '0012345678' };
  const check = (values: Record<string, unknown>) => errorsOf(usernameRetrievalSchema as Schema<unknown>, { ...valid, ...values });

  it('accepts a complete meter point and a meter number of 10 characters', async () => {
    expect(await check({})).toEqual({});
  });

  it('starts with electricity and the prefix shown', () => {
    expect(initialUsernameRetrievalValues()).toEqual({
      branch: 'STROM',
      meterPointAdministrationNumber: 'AT 003000 00000 0000000000',
      meterNumber: '',
    });
  });

  it('requires the meter point with all 33 characters', async () => {
    expect(await check({ meterPointAdministrationNumber: 'AT 003000 00000 0000000000' })).toEqual({
      meterPointAdministrationNumber: texts.registration.meterPointRequired,
    });
    expect(await check({ meterPointAdministrationNumber: 'AT 003000 00000 0000000000 123' })).toEqual({
      meterPointAdministrationNumber: texts.registration.meterPointLength,
    });
  });

  it('requires the meter number, at most 10 characters', async () => {
    expect(await check({ meterNumber: '' })).toEqual({ meterNumber: t.meterNumberRequired });
    expect(await check({ meterNumber: '12345678901' })).toEqual({ meterNumber: t.meterNumberTooLong });
  });

  it('sends 33 characters without spaces and the trimmed meter number, not the branch', () => {
    expect(usernameRetrievalRequestOf({ ...valid, branch: 'GAS', meterNumber: ' 0012345678 ' })).toEqual({
      meterPointAdministrationNumber: 'AT0030000000000000000000000100002',
      meterNumber: '0012345678',
    });
  });
});

describe('password reset schema (portal-processes §5 "Password reset")', () => {
  const t = texts.passwordReset;
  const check = (login: string) => errorsOf(passwordResetSchema as Schema<unknown>, { login });

  it('requires a login of 8 to 50 characters', async () => {
    expect(await check('')).toEqual({ login: t.loginRequired });
    expect(await check('   ')).toEqual({ login: t.loginRequired });
    expect(await check('max.mus')).toEqual({ login: t.loginTooShort });
    expect(await check('max.mustermann')).toEqual({});
    expect(await check('m'.repeat(50))).toEqual({});
    expect(await check('m'.repeat(51))).toEqual({ login: t.loginTooLong });
  });
});

describe('password change by link schema', () => {
  const check = (password: string, passwordConfirmation = password) =>
    errorsOf(passwordChangeByCodeSchema as Schema<unknown>, { password, passwordConfirmation });

  it('accepts a password that keeps every rule', async () => {
    expect(await check('Neu!Passwort2')).toEqual({});
  });

  it.each([
    ['missing', '', pw.newPasswordRequired],
    ['7 characters', 'Ab!defg', pw.tooShort],
    ['no lowercase letter', 'ABCDEFG!', pw.lowercaseMissing],
    ['no uppercase letter', 'abcdefg!', pw.uppercaseMissing],
    ['no special character', 'Abcdefgh1', pw.specialMissing],
  ])('rejects a password %s', async (_case, password, message) => {
    expect((await check(password, 'Neu!Passwort2')).password).toBe(message);
  });

  it('requires the repetition to match', async () => {
    expect(await check('Neu!Passwort2', '')).toEqual({ passwordConfirmation: pw.confirmationRequired });
    expect(await check('Neu!Passwort2', 'Neu!Passwort3')).toEqual({ passwordConfirmation: pw.confirmationMismatch });
  });
});
