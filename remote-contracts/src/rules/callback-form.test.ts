import type { StoredPhone } from '@portal/shared/contract/account';
import { callbackBody, callbackSchema, initialCallbackValues, NEW_PHONE, type CallbackValues } from './callback-form';

const stored: StoredPhone[] = [{ number: '0664 1234567', country: 'AT', type: 'MOBILE' }];
const values = (changes: Partial<CallbackValues>): CallbackValues => ({
  ...initialCallbackValues('max@example.at', true),
  subject: 'Frage',
  ...changes,
});
const errorsOf = async (v: CallbackValues) => {
  try {
    await callbackSchema.validate(v, { abortEarly: false });
    return [];
  } catch (error) {
    return (error as { inner: { path: string }[] }).inner.map((e) => e.path);
  }
};

describe('callback form rules', () => {
  it('starts with e-mail contact, any day from 08:00 to 17:00, and a new number only without stored phones', () => {
    expect(initialCallbackValues('a@b.at', true)).toMatchObject({
      type: 'EMAIL',
      email: 'a@b.at',
      phoneChoice: '',
      dayOfWeek: 'ALL',
      timeFrom: '08:00',
      timeTo: '17:00',
    });
    expect(initialCallbackValues('', false).phoneChoice).toBe(NEW_PHONE);
  });

  it('checks only the fields of the chosen contact way', async () => {
    expect(await errorsOf(values({ subject: ' ', email: '' }))).toEqual(['subject', 'email']);
    expect(await errorsOf(values({ type: 'NONE', email: '' }))).toEqual([]);
    expect(await errorsOf(values({ type: 'PHONE' }))).toEqual(['phoneChoice']);
    expect(await errorsOf(values({ type: 'PHONE', phoneChoice: '0' }))).toEqual([]);
    expect(await errorsOf(values({ type: 'PHONE', phoneChoice: NEW_PHONE, number: '0'.repeat(16), extension: '12345' }))).toEqual([
      'number',
      'extension',
    ]);
    expect(await errorsOf(values({ type: 'PHONE', phoneChoice: '0', timeFrom: '18:00', timeTo: '18:00' }))).toEqual(['timeTo']);
  });

  it('sends a stored phone as it came and a new one trimmed, with only the fields of the contact way', () => {
    expect(callbackBody(values({ type: 'NONE', message: '  Danke  ' }), stored)).toEqual({
      type: 'NONE',
      subject: 'Frage',
      message: 'Danke',
    });
    expect(callbackBody(values({ type: 'PHONE', phoneChoice: '0' }), stored)).toEqual({
      type: 'PHONE',
      subject: 'Frage',
      phone: { number: '0664 1234567', country: 'AT' },
      dayOfWeek: 'ALL',
      timeFrom: '08:00',
      timeTo: '17:00',
    });
    expect(
      callbackBody(values({ type: 'PHONE', phoneChoice: NEW_PHONE, number: ' 0732 1 ', extension: ' 7 ', country: 'DE' }), stored).phone,
    ).toEqual({
      number: '0732 1',
      extension: '7',
      country: 'DE',
    });
  });
});
