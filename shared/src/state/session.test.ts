import { configureStore, createSlice } from '@reduxjs/toolkit';
import { connectHttpClientToStore } from '../http/connect-store';
import { installFakeFetch } from '../http/fake-fetch';
import { portalApi } from '../http/portal-api';
import { appStatusSlice, dashboardReset, selectMaintenance } from './app-status';
import {
  checkSession,
  login,
  loginSucceeded,
  logoutRequested,
  originRemembered,
  passwordChanged,
  selectSession,
  sessionListener,
  sessionSlice,
} from './session';

const user = { login: 'demo', changePassword: false, showActivation: false, roles: [] };

/** Counts dashboardReset like a remote's slice would react to it. */
const resets = createSlice({
  name: 'resets',
  initialState: 0,
  reducers: {},
  extraReducers: (builder) => builder.addCase(dashboardReset, (count) => count + 1),
});

function makeStore() {
  const store = configureStore({
    reducer: {
      session: sessionSlice.reducer,
      appStatus: appStatusSlice.reducer,
      resets: resets.reducer,
      [portalApi.reducerPath]: portalApi.reducer,
    },
    middleware: (getDefault) => getDefault().prepend(sessionListener.middleware).concat(portalApi.middleware),
  });
  connectHttpClientToStore(store.dispatch);
  return store;
}

// An endpoint as a remote would inject it.
const testApi = portalApi.injectEndpoints({
  endpoints: (build) => ({ getDashboardForTest: build.query<unknown, void>({ query: () => '/v1.0/dashboard' }) }),
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

describe('session', () => {
  it('starts unknown, becomes authenticated, fetches the CSRF cookie and resets the dashboard once', async () => {
    const { calls } = installFakeFetch({
      '/service/v1.0/session': { status: 200, body: { authenticated: true, user } },
      '/service/v1.0/session/csrf': { status: 200, body: { token: 't' } },
    });
    const store = makeStore();
    expect(selectSession(store.getState()).status).toBe('unknown');
    await expect(store.dispatch(checkSession())).resolves.toBe('authenticated');
    expect(selectSession(store.getState())).toMatchObject({ status: 'authenticated', user });
    expect(calls.map((c) => c.url)).toContain('/service/v1.0/session/csrf');
    expect(store.getState().resets).toBe(1);
    // Still authenticated: no second reset.
    await store.dispatch(checkSession());
    expect(store.getState().resets).toBe(1);
  });

  it('is not authenticated when the service says so or the check fails with 500', async () => {
    installFakeFetch({ '/service/v1.0/session': { status: 200, body: { authenticated: false } } });
    const store = makeStore();
    await store.dispatch(checkSession());
    expect(selectSession(store.getState()).status).toBe('notAuthenticated');

    installFakeFetch({ '/service/v1.0/session': { status: 500 } });
    const other = makeStore();
    await other.dispatch(checkSession());
    expect(selectSession(other.getState()).status).toBe('notAuthenticated');
    expect(other.getState().appStatus.serverErrorCode).toBeNull();
  });

  it('a 503 on the session check (maintenance, database gone) logs nobody out: maintenance with its Retry-After', async () => {
    installFakeFetch({
      '/service/v1.0/session': [
        { status: 200, body: { authenticated: true, user } },
        { status: 503, body: { type: 'MAINTENANCE', message: '' }, headers: { 'Retry-After': '5' } },
      ],
    });
    const store = makeStore();
    await store.dispatch(checkSession());
    await expect(store.dispatch(checkSession())).resolves.toBe('authenticated');
    expect(selectSession(store.getState())).toMatchObject({ status: 'authenticated', user });
    expect(selectMaintenance(store.getState())).toBe(true);
    expect(store.getState().appStatus.retryAfterSeconds).toBe(5);
  });

  it('login: ok checks the session (once, shared with the loginSucceeded listener)', async () => {
    const { calls } = installFakeFetch({
      'POST /service/j_security_check': { status: 200 },
      '/service/v1.0/session': { status: 200, body: { authenticated: true, user } },
      '/service/v1.0/session/csrf': { status: 200, body: { token: 't' } },
    });
    const store = makeStore();
    await expect(store.dispatch(login('demo', 'secret'))).resolves.toBe('ok');
    expect(selectSession(store.getState()).status).toBe('authenticated');
    expect(JSON.parse(calls[0].body ?? '')).toEqual({ j_username: 'demo', j_password: 'secret' });
    expect(calls.filter((c) => c.url === '/service/v1.0/session')).toHaveLength(1);
  });

  it('login: 401 is "failed" without logging out; 404 is "notFound" and re-checks the session', async () => {
    const { calls } = installFakeFetch({
      'POST /service/j_security_check': [{ status: 401 }, { status: 404 }],
      '/service/v1.0/session': { status: 200, body: { authenticated: false } },
    });
    const store = makeStore();
    await expect(store.dispatch(login('demo', 'wrong'))).resolves.toBe('failed');
    expect(calls.some((c) => c.url.endsWith('/refresh'))).toBe(false);
    expect(store.getState().appStatus.generalError).toBeNull();
    await expect(store.dispatch(login('demo', 'x'))).resolves.toBe('notFound');
    expect(calls.filter((c) => c.url === '/service/v1.0/session')).toHaveLength(1);
  });

  it('login: a 429 or 500 is an "error" told by the general error state, not a failed login; a 400 array is "failed"', async () => {
    installFakeFetch({
      'POST /service/j_security_check': [
        { status: 429, body: { type: 'RATE_LIMITED', message: 'Zu viele Anfragen' } },
        { status: 500 },
        { status: 400, body: [{ path: 'j_username', message: 'Höchstens 100 Zeichen' }] },
      ],
    });
    const store = makeStore();
    await expect(store.dispatch(login('max', 'right'))).resolves.toBe('error');
    expect(store.getState().appStatus.generalError).toBe(429);
    await expect(store.dispatch(login('max', 'right'))).resolves.toBe('error');
    await expect(store.dispatch(login('x'.repeat(101), 'right'))).resolves.toBe('failed');
  });

  it('login: 401 SECOND_FACTOR_REQUIRED names the second step and starts no session', async () => {
    const { calls } = installFakeFetch({
      'POST /service/j_security_check': {
        status: 401,
        body: { type: 'SECOND_FACTOR_REQUIRED', message: 'x', methods: ['TOTP', 'RECOVERY_CODE'] },
      },
    });
    const store = makeStore();
    await expect(store.dispatch(login('lena.sicher', 'right'))).resolves.toEqual({ secondFactor: ['TOTP', 'RECOVERY_CODE'] });
    expect(selectSession(store.getState()).status).not.toBe('authenticated');
    expect(calls.filter((c) => c.url === '/service/v1.0/session')).toHaveLength(0);
  });

  it('logoutRequested logs out manually, forgets the origin and clears cached server data', async () => {
    const { calls } = installFakeFetch({
      '/service/v1.0/session': { status: 200, body: { authenticated: true, user } },
      '/service/logout': { status: 200 },
    });
    const store = makeStore();
    await store.dispatch(checkSession());
    store.dispatch(originRemembered('/portal/consents'));
    store.dispatch(logoutRequested());
    await settle();
    await settle();
    expect(calls.map((c) => c.url)).toContain('/service/logout');
    expect(selectSession(store.getState())).toMatchObject({
      status: 'notAuthenticated',
      user: null,
      manuallyLoggedOut: true,
      origin: null,
    });
  });

  it('loginSucceeded and passwordChanged check the session again', async () => {
    const { calls } = installFakeFetch({
      '/service/v1.0/session': { status: 200, body: { authenticated: true, user: { ...user, changePassword: false } } },
    });
    const store = makeStore();
    store.dispatch(loginSucceeded());
    await settle();
    await settle();
    store.dispatch(passwordChanged());
    await settle();
    await settle();
    expect(calls.filter((c) => c.url === '/service/v1.0/session')).toHaveLength(2);
  });

  it('the HTTP client reaches the store: 503 sets maintenance, 401 without refresh ends the session', async () => {
    installFakeFetch({
      '/service/v1.0/session': [{ status: 200, body: { authenticated: true, user } }],
      '/service/v1.0/dashboard': [{ status: 503 }, { status: 401 }],
      '/service/j_security_check/refresh': { status: 401 },
    });
    const store = makeStore();
    await store.dispatch(checkSession());
    await store.dispatch(testApi.endpoints.getDashboardForTest.initiate(undefined));
    expect(selectMaintenance(store.getState())).toBe(true);
    await store.dispatch(testApi.endpoints.getDashboardForTest.initiate(undefined, { forceRefetch: true }));
    expect(selectSession(store.getState()).status).toBe('notAuthenticated');
  });
});
