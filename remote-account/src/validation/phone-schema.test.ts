import { texts } from '../texts';
import { errorsOf } from '../test/errors-of';
import { isPhoneNumber, landlineSchema, mobileSchema } from './phone-schema';

const t = texts.phoneDialog;

describe('isPhoneNumber', () => {
  it.each(['0732 123456', '+43 732 123456', '0732/12 34-56', '0664-1234567', '12'])('accepts %s', (value) => {
    expect(isPhoneNumber(value)).toBe(true);
  });

  it.each(['0732 12a456', '++43 732', '43+732', '(0732) 1234', '0732.1234', '', '+', '--/ ', ' / - ', '+ -'])('rejects %p', (value) => {
    expect(isPhoneNumber(value)).toBe(false);
  });
});

describe('landline schema', () => {
  const check = (values: object) => errorsOf(landlineSchema, { country: 'AT', number: '0732 123456', extension: '', ...values });

  it('accepts a number with and without extension', async () => {
    expect(await check({})).toEqual({});
    expect(await check({ extension: '1234' })).toEqual({});
  });

  it('requires the number and keeps the phone rule', async () => {
    expect(await check({ number: '' })).toEqual({ number: t.numberRequired });
    expect(await check({ number: '0732-ABC' })).toEqual({ number: t.numberInvalid });
  });

  it('needs at least one digit, as the service does', async () => {
    expect(await check({ number: '--/ ' })).toEqual({ number: t.numberInvalid });
    expect(await check({ number: '+/-' })).toEqual({ number: t.numberInvalid });
    expect(await check({ number: '-7-' })).toEqual({});
  });

  it('takes an extension of digits only, as the service does', async () => {
    expect(await check({ extension: '12a' })).toEqual({ extension: t.extensionDigits });
    expect(await check({ extension: 'ab' })).toEqual({ extension: t.extensionDigits });
    expect(await check({ extension: '1-2' })).toEqual({ extension: t.extensionDigits });
    expect(await check({ extension: ' 12 ' })).toEqual({});
  });

  it('allows at most 15 characters', async () => {
    expect(await check({ number: '+43 732 1234567' })).toEqual({});
    expect(await check({ number: '+43 732 12345678' })).toEqual({ number: t.numberTooLong });
  });

  it('allows an extension of at most 4 characters', async () => {
    expect(await check({ extension: '12345' })).toEqual({ extension: t.extensionTooLong });
  });
});

describe('mobile schema', () => {
  it('applies the same number rule and has no extension', async () => {
    expect(await errorsOf(mobileSchema, { country: 'AT', number: '+43 664 1234567' })).toEqual({});
    expect(await errorsOf(mobileSchema, { country: 'AT', number: '0664 12345678901' })).toEqual({ number: t.numberTooLong });
    expect(await errorsOf(mobileSchema, { country: 'AT', number: '0664/x' })).toEqual({ number: t.numberInvalid });
    expect(await errorsOf(mobileSchema, { country: 'AT', number: '-- / --' })).toEqual({ number: t.numberInvalid });
    expect(Object.keys(mobileSchema.fields)).toEqual(['country', 'number']);
  });

  it('takes only the ten countries of the spec', async () => {
    expect(await errorsOf(mobileSchema, { country: 'LI', number: '123' })).toEqual({});
    expect(Object.keys(await errorsOf(mobileSchema, { country: 'FR', number: '123' }))).toEqual(['country']);
  });
});
