import { FormErrors, HttpError } from './client';
import { statusOf, unwrapForForm } from './unwrap-for-form';

const resolved = <T>(value: T) => ({ unwrap: () => Promise.resolve(value) });
const rejected = (error: unknown) => ({ unwrap: () => Promise.reject(error) });

describe('unwrapForForm', () => {
  it('resolves with the answer of a successful mutation', async () => {
    await expect(unwrapForForm(resolved({ token: 'abc' }))).resolves.toEqual({ token: 'abc' });
  });

  it('turns a 400 error array into FormErrors for the form', async () => {
    const errors = [{ path: 'postcode', message: 'Die Postleitzahl ist zu kurz.', number: 4 }];
    const failure = unwrapForForm(rejected({ status: 400, data: errors }));
    await expect(failure).rejects.toBeInstanceOf(FormErrors);
    await expect(failure).rejects.toMatchObject({ errors });
  });

  it('turns other failures into HttpError with their status and body', async () => {
    const failure = unwrapForForm(rejected({ status: 404, data: { type: 'NOT_FOUND', message: 'x' } }));
    await expect(failure).rejects.toBeInstanceOf(HttpError);
    await expect(failure).rejects.toMatchObject({ status: 404, body: { type: 'NOT_FOUND', message: 'x' } });
  });

  it('passes anything else through unchanged', async () => {
    const abort = new Error('aborted');
    await expect(unwrapForForm(rejected(abort))).rejects.toBe(abort);
  });
});

describe('statusOf', () => {
  it('reads the status of every kind of failure', () => {
    expect(statusOf(new HttpError(404, null))).toBe(404);
    expect(statusOf(new FormErrors([]))).toBe(400);
    expect(statusOf({ status: 429, data: null })).toBe(429);
    expect(statusOf(new Error('boom'))).toBe(0);
  });
});
