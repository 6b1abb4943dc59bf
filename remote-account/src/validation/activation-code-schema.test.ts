import { texts } from '../texts';
import { errorsOf } from '../test/errors-of';
import { activationCodeSchema } from './activation-code-schema';

const t = texts.letterActivation;
const check = (activationCode: string) => errorsOf(activationCodeSchema, { businessPartnerNumber: '1000000001', activationCode });

describe('letter activation code schema', () => {
  it('accepts letters and digits up to 12 characters', async () => {
    expect(await check('K7Q2M9X4')).toEqual({});
    expect(await check('ABCDEF123456')).toEqual({});
  });

  it('requires the code (error code required)', async () => {
    expect(await check('')).toEqual({ activationCode: t.codeRequired });
  });

  it('allows letters and digits only (error code invalid)', async () => {
    expect(await check('ABC-123')).toEqual({ activationCode: t.codeInvalid });
    expect(await check('ABC 123')).toEqual({ activationCode: t.codeInvalid });
  });

  it('allows at most 12 characters', async () => {
    expect(await check('ABCDEF1234567')).toEqual({ activationCode: t.codeTooLong });
  });
});
