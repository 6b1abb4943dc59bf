import { texts } from '../texts';
import { errorsOf } from '../test/errors-of';
import { isAlphanumeric, mobileCodeSchema } from './mobile-code-schema';

const t = texts.mobileCode;
const check = (code: string) => errorsOf(mobileCodeSchema, { code });

describe('mobile code schema', () => {
  it('accepts 6 letters and digits', async () => {
    expect(await check('A1B2C3')).toEqual({});
    expect(await check('abc123')).toEqual({});
  });

  it('requires the code', async () => {
    expect(await check('')).toEqual({ code: t.codeRequired });
  });

  it('allows letters and digits only', async () => {
    expect(await check('A1-B2C')).toEqual({ code: t.codeInvalid });
    expect(await check('ÄBC123')).toEqual({ code: t.codeInvalid });
    expect(isAlphanumeric('A B')).toBe(false);
  });

  it('needs exactly 6 characters', async () => {
    expect(await check('A1B2C')).toEqual({ code: t.codeLength });
    expect(await check('A1B2C3D')).toEqual({ code: t.codeLength });
  });
});
