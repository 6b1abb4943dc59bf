import { texts } from '../texts';
import { errorsOf } from '../test/errors-of';
import { updateEmailSchema } from './update-email-schema';

const t = texts.emailDialog;
const check = (values: Partial<{ currentPassword: string; email: string }>) =>
  errorsOf(updateEmailSchema, { currentPassword: 'Netzportal!2026', email: 'max@example.at', ...values });

describe('update-email schema', () => {
  it('accepts a password and a valid e-mail address', async () => {
    expect(await check({})).toEqual({});
  });

  it('requires the current password', async () => {
    expect(await check({ currentPassword: '' })).toEqual({ currentPassword: t.passwordRequired });
  });

  it('requires the e-mail address and its format', async () => {
    expect(await check({ email: '' })).toEqual({ email: t.emailRequired });
    expect(await check({ email: '   ' })).toEqual({ email: t.emailRequired });
    expect(await check({ email: 'max.example.at' })).toEqual({ email: t.emailInvalid });
    expect(await check({ email: 'max@' })).toEqual({ email: t.emailInvalid });
  });

  it('accepts 254 characters and rejects 255', async () => {
    // Domain labels of at most 63 characters, as e-mail addresses have them.
    const of = (length: number) =>
      `${'a'.repeat(64)}@${'b'.repeat(50)}.${'c'.repeat(50)}.${'d'.repeat(50)}.${'e'.repeat(length - 64 - 1 - 153 - 3)}.at`;
    expect(of(254)).toHaveLength(254);
    expect(await check({ email: of(254) })).toEqual({});
    expect(await check({ email: of(255) })).toEqual({ email: t.emailTooLong });
  });
});
