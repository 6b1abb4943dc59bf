import { texts } from '../texts';
import { emptyReauth, passkeySchema, reauthOf, reauthSchema, totpSetupSchema } from './two-factor-schemas';

const t = texts.twoFactor;
const errorsOf = async (schema: { validate(v: unknown, o: object): Promise<unknown> }, values: object) =>
  schema.validate(values, { abortEarly: false }).then(
    () => [],
    (error: { errors: string[] }) => error.errors,
  );

describe('two-factor forms', () => {
  it('need the password, or the code when the customer chose a code', async () => {
    expect(await errorsOf(reauthSchema, emptyReauth)).toEqual([t.passwordRequired]);
    expect(await errorsOf(reauthSchema, { ...emptyReauth, useCode: true })).toEqual([t.codeRequired]);
    expect(await errorsOf(reauthSchema, { ...emptyReauth, currentPassword: 'x' })).toEqual([]);
    expect(reauthOf({ useCode: true, currentPassword: 'ignored', secondFactorCode: ' 123456 ' })).toEqual({ secondFactorCode: '123456' });
    expect(reauthOf({ useCode: false, currentPassword: 'pw', secondFactorCode: '' })).toEqual({ currentPassword: 'pw' });
  });

  it('take six digits as the first code of the app (a space in the middle allowed)', async () => {
    const base = { ...emptyReauth, currentPassword: 'x' };
    expect(await errorsOf(totpSetupSchema, { ...base, totpCode: '123 456' })).toEqual([]);
    expect(await errorsOf(totpSetupSchema, { ...base, totpCode: '12345' })).toEqual([t.setup.totpCodeFormat]);
    expect(await errorsOf(totpSetupSchema, { ...base, totpCode: '' })).toEqual([t.setup.totpCodeRequired]);
  });

  it('want a passkey name of at most 50 characters', async () => {
    const base = { ...emptyReauth, currentPassword: 'x' };
    expect(await errorsOf(passkeySchema, { ...base, name: ' ' })).toEqual([t.passkey.nameRequired]);
    expect(await errorsOf(passkeySchema, { ...base, name: 'x'.repeat(51) })).toEqual([t.passkey.nameTooLong]);
  });
});
