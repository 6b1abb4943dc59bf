import { configureHttpClient, FormErrors, HttpError, request, retryAfterSeconds, type HttpHandlers } from './client';
import { installFakeFetch } from './fake-fetch';

let handlers: jest.Mocked<HttpHandlers>;

beforeEach(() => {
  handlers = {
    onMaintenance: jest.fn(),
    onLoggedOut: jest.fn(),
    onServerError: jest.fn(),
    onGeneralError: jest.fn(),
  };
  configureHttpClient(handlers);
  document.cookie = 'XSRF-TOKEN=abc123; path=/';
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => jest.restoreAllMocks());

describe('request', () => {
  it('calls /service with the session cookie and parses JSON', async () => {
    const { calls, fetchMock } = installFakeFetch({ 'GET /service/v1.0/dashboard': { status: 200, body: { a: 1 } } });
    await expect(request({ url: '/v1.0/dashboard' })).resolves.toEqual({ a: 1 });
    expect(calls[0].url).toBe('/service/v1.0/dashboard');
    expect(fetchMock.mock.calls[0][1]).toMatchObject({ credentials: 'same-origin' });
    expect(calls[0].headers['Content-Type']).toBe('application/json');
  });

  it('sends the XSRF cookie as header on state-changing calls, with a JSON body', async () => {
    const { calls } = installFakeFetch({ 'PUT /service/v1.0/x': { status: 204 } });
    await expect(request({ method: 'PUT', url: '/v1.0/x', body: { on: true } })).resolves.toBeUndefined();
    expect(calls[0].headers['X-XSRF-TOKEN']).toBe('abc123');
    expect(calls[0].body).toBe('{"on":true}');
  });

  it('sends form-encoded bodies', async () => {
    const { calls } = installFakeFetch({ 'POST /service/f': { status: 200, body: 'ok' } });
    await request({ method: 'POST', url: '/f', form: { j_username: 'a b' }, responseType: 'text' });
    expect(calls[0].headers['Content-Type']).toBe('application/x-www-form-urlencoded');
    expect(calls[0].body).toBe('j_username=a+b');
  });

  it('503 → maintenance, with the seconds of Retry-After', async () => {
    installFakeFetch({
      '/service/v1.0/dashboard': [
        { status: 503, body: { type: 'MAINTENANCE', message: '' }, headers: { 'Retry-After': '5' } },
        { status: 503, body: { type: 'MAINTENANCE', message: '' } },
      ],
    });
    await expect(request({ url: '/v1.0/dashboard' })).rejects.toMatchObject({ status: 503 });
    expect(handlers.onMaintenance).toHaveBeenCalledWith(5);
    await expect(request({ url: '/v1.0/dashboard' })).rejects.toMatchObject({ status: 503 });
    expect(handlers.onMaintenance).toHaveBeenLastCalledWith(null);
    expect(handlers.onServerError).not.toHaveBeenCalled();
  });

  it('reads Retry-After as seconds or as an HTTP date', () => {
    expect(retryAfterSeconds('120')).toBe(120);
    expect(retryAfterSeconds('Wed, 25 Nov 2026 02:00:30 GMT', Date.parse('2026-11-25T02:00:00Z'))).toBe(30);
    expect(retryAfterSeconds('bald')).toBeNull();
    expect(retryAfterSeconds(null)).toBeNull();
  });

  it('500 on the session check logs out; 500 elsewhere goes to the error page with its code', async () => {
    installFakeFetch({ '/service/v1.0/session': { status: 500 }, '/service/v1.0/dashboard': { status: 502 } });
    await expect(request({ url: '/v1.0/session' })).rejects.toBeInstanceOf(HttpError);
    expect(handlers.onLoggedOut).toHaveBeenCalledTimes(1);
    expect(handlers.onServerError).not.toHaveBeenCalled();
    await expect(request({ url: '/v1.0/dashboard' })).rejects.toMatchObject({ status: 502 });
    expect(handlers.onServerError).toHaveBeenCalledWith(502);
  });

  it('401 → refresh, then repeats the request once', async () => {
    const { calls } = installFakeFetch({
      'GET /service/v1.0/dashboard': [{ status: 401 }, { status: 200, body: [1] }],
      'POST /service/j_security_check/refresh': { status: 200 },
    });
    await expect(request({ url: '/v1.0/dashboard' })).resolves.toEqual([1]);
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'GET /service/v1.0/dashboard',
      'POST /service/j_security_check/refresh',
      'GET /service/v1.0/dashboard',
    ]);
    expect(handlers.onLoggedOut).not.toHaveBeenCalled();
  });

  it('401 with a failing refresh logs out without logging an error', async () => {
    installFakeFetch({ '/service/v1.0/dashboard': { status: 401 }, '/service/j_security_check/refresh': { status: 401 } });
    await expect(request({ url: '/v1.0/dashboard' })).rejects.toMatchObject({ status: 401 });
    expect(handlers.onLoggedOut).toHaveBeenCalledTimes(1);
    expect(handlers.onGeneralError).not.toHaveBeenCalled();
    expect(console.error).not.toHaveBeenCalled();
    expect(console.warn).not.toHaveBeenCalled();
  });

  it('a second 401 after a successful refresh logs out (refresh only once)', async () => {
    const { calls } = installFakeFetch({
      '/service/v1.0/dashboard': { status: 401 },
      '/service/j_security_check/refresh': { status: 200 },
    });
    await expect(request({ url: '/v1.0/dashboard' })).rejects.toMatchObject({ status: 401 });
    expect(calls.filter((c) => c.url.endsWith('/refresh'))).toHaveLength(1);
    expect(handlers.onLoggedOut).toHaveBeenCalledTimes(1);
  });

  it('400 with an empty body renews the CSRF token and repeats once', async () => {
    const { calls } = installFakeFetch({
      'POST /service/v1.0/x': [{ status: 400 }, { status: 200, body: { done: true } }],
      'GET /service/v1.0/session/csrf': { status: 200, body: { token: 't' } },
    });
    await expect(request({ method: 'POST', url: '/v1.0/x', body: {} })).resolves.toEqual({ done: true });
    expect(calls.map((c) => c.url)).toEqual(['/service/v1.0/x', '/service/v1.0/session/csrf', '/service/v1.0/x']);
  });

  it('a second empty 400 is a general error, not a loop', async () => {
    const { calls } = installFakeFetch({ 'POST /service/v1.0/x': { status: 400 }, '/service/v1.0/session/csrf': { status: 200 } });
    await expect(request({ method: 'POST', url: '/v1.0/x' })).rejects.toMatchObject({ status: 400 });
    expect(calls).toHaveLength(3);
    expect(handlers.onGeneralError).toHaveBeenCalledWith(400);
  });

  it('400 with an error array rejects with FormErrors and no global error', async () => {
    const errors = [{ path: 'iban', message: 'Ungültig', number: 2 }];
    installFakeFetch({ 'POST /service/v1.0/x': { status: 400, body: errors } });
    const failure = await request({ method: 'POST', url: '/v1.0/x' }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(FormErrors);
    expect((failure as FormErrors).errors).toEqual(errors);
    expect(handlers.onGeneralError).not.toHaveBeenCalled();
  });

  it('other errors reject with HttpError and raise the general error unless silent', async () => {
    installFakeFetch({ '/service/v1.0/x': { status: 404, body: { message: 'nope' } } });
    await expect(request({ url: '/v1.0/x' })).rejects.toMatchObject({ status: 404, body: { message: 'nope' } });
    expect(handlers.onGeneralError).toHaveBeenCalledWith(404);
    handlers.onGeneralError.mockClear();
    await expect(request({ url: '/v1.0/x', silent: true })).rejects.toMatchObject({ status: 404 });
    expect(handlers.onGeneralError).not.toHaveBeenCalled();
  });

  it('expected statuses reach the caller untouched (no refresh, no logout)', async () => {
    const { calls } = installFakeFetch({ 'POST /service/j_security_check': { status: 401 } });
    await expect(request({ method: 'POST', url: '/j_security_check', expectedStatuses: [401, 404] })).rejects.toMatchObject({
      status: 401,
    });
    expect(calls).toHaveLength(1);
    expect(handlers.onLoggedOut).not.toHaveBeenCalled();
  });

  it('a network failure rejects with status 0', async () => {
    globalThis.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(request({ url: '/v1.0/x' })).rejects.toMatchObject({ status: 0 });
    expect(handlers.onGeneralError).toHaveBeenCalledWith(0);
  });
});
