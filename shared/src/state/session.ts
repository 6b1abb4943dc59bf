import {
  createAction,
  createListenerMiddleware,
  createSlice,
  type PayloadAction,
  type ThunkAction,
  type UnknownAction,
} from '@reduxjs/toolkit';
import type { Session, SessionUser } from '../contract/session';
import type { SecondFactorMethod, SecondFactorRequired } from '../contract/two-factor';
import { CSRF_URL, HttpError, request, SESSION_CHECK_URL } from '../http/client';
import { dashboardReset } from './app-status';
import { portalApiReset } from './late-apis';

/**
 * The session slice belongs to the shell (it creates it and puts it in the store). Remotes know only this shape and
 * these events: they read the session through the selectors and tell the shell what happened through the actions.
 */
export type SessionStatus = 'unknown' | 'authenticated' | 'notAuthenticated';

export interface SessionState {
  status: SessionStatus;
  user: SessionUser | null;
  /** Set by a manual logout, so the login page does not offer to return to the old origin. */
  manuallyLoggedOut: boolean;
  /** The private page a logged-out user tried to open; restored after login. */
  origin: string | null;
}

export const SESSION_SLICE = 'session';

/** The login page logged in successfully: the shell checks the session again. */
export const loginSucceeded = createAction('session/loginSucceeded');
/** The user asked to log out (user menu): the shell calls /service/logout and sets manuallyLoggedOut. */
export const logoutRequested = createAction('session/logoutRequested');
/** Check the session again (e.g. after a letter activation emptied the pending list, or a login answered 404). */
export const sessionCheckRequested = createAction('session/checkRequested');
/** The password was changed: the forced change is over, the shell checks the session again. */
export const passwordChanged = createAction('session/passwordChanged');

export const selectSession = (state: { [SESSION_SLICE]: SessionState }) => state[SESSION_SLICE];
export const selectSessionUser = (state: { [SESSION_SLICE]: SessionState }) => state[SESSION_SLICE].user;

// ---- The slice the shell mounts, its thunks and the listener that gives the event actions above their effect. ----

const initialSessionState: SessionState = { status: 'unknown', user: null, manuallyLoggedOut: false, origin: null };

export const sessionSlice = createSlice({
  name: SESSION_SLICE,
  initialState: initialSessionState,
  reducers: {
    /** The answer of GET /v1.0/session. */
    sessionChecked(state, action: PayloadAction<Session>) {
      const { authenticated, user } = action.payload;
      state.status = authenticated ? 'authenticated' : 'notAuthenticated';
      state.user = authenticated ? (user ?? null) : null;
      if (authenticated) state.manuallyLoggedOut = false;
    },
    /** The session ended without the user asking (401 after a failed refresh, 500 on the session check). */
    sessionExpired(state) {
      state.status = 'notAuthenticated';
      state.user = null;
    },
    /** The user logged out: the login page does not offer the old origin again. */
    loggedOut(state) {
      state.status = 'notAuthenticated';
      state.user = null;
      state.manuallyLoggedOut = true;
      state.origin = null;
    },
    /** A logged-out user opened this private page; the shell returns there after login. */
    originRemembered(state, action: PayloadAction<string>) {
      state.origin = action.payload;
    },
    originCleared(state) {
      state.origin = null;
    },
  },
});

export const { sessionChecked, sessionExpired, loggedOut, originRemembered, originCleared } = sessionSlice.actions;

export const selectSessionStatus = (state: { [SESSION_SLICE]: SessionState }) => state[SESSION_SLICE].status;
export const selectManuallyLoggedOut = (state: { [SESSION_SLICE]: SessionState }) => state[SESSION_SLICE].manuallyLoggedOut;

/** Thunks take any store state (remotes do not know the shell's), and read the session slice when they need it. */
export type SessionThunk<R> = ThunkAction<R, unknown, unknown, UnknownAction>;

function currentStatus(state: unknown): SessionStatus {
  return (state as Partial<Record<typeof SESSION_SLICE, SessionState>>)[SESSION_SLICE]?.status ?? 'unknown';
}

// Several triggers may ask for a check at once (login + loginSucceeded listener): they share one request.
let checkInFlight: Promise<SessionStatus> | null = null;

/**
 * GET /v1.0/session. On becoming authenticated, fetch the CSRF cookie and reset the dashboard state (portal-core §4).
 * A failure leaves the user not authenticated (a 500 also does through the HTTP client's rule), except when the
 * service is unavailable (503: maintenance or its database gone; 0: not reachable): then nobody is logged out, the
 * maintenance screen shows and the session is checked again once the service answers.
 */
export const checkSession = (): SessionThunk<Promise<SessionStatus>> => (dispatch, getState) => {
  if (checkInFlight) return checkInFlight;
  const run = async (): Promise<SessionStatus> => {
    const before = currentStatus(getState());
    try {
      const session = await request<Session>({ url: SESSION_CHECK_URL, silent: true });
      dispatch(sessionChecked(session));
      if (session.authenticated && before !== 'authenticated') {
        await request({ url: CSRF_URL, silent: true }).catch(() => undefined);
        dispatch(dashboardReset());
      }
      return session.authenticated ? 'authenticated' : 'notAuthenticated';
    } catch (error) {
      if (error instanceof HttpError && (error.status === 503 || error.status === 0)) return before;
      dispatch(sessionExpired());
      return 'notAuthenticated';
    }
  };
  checkInFlight = run().finally(() => {
    checkInFlight = null;
  });
  return checkInFlight;
};

/** The password was right, and the customer has a second factor: the login page continues with these methods. */
export interface SecondFactorNeeded {
  secondFactor: SecondFactorMethod[];
}

export type LoginResult = 'ok' | 'failed' | 'notFound' | 'error' | SecondFactorNeeded;

const secondFactorOf = (body: unknown): SecondFactorNeeded | null => {
  const answer = body as Partial<SecondFactorRequired> | null;
  return answer?.type === 'SECOND_FACTOR_REQUIRED' ? { secondFactor: answer.methods ?? [] } : null;
};

/**
 * POST /j_security_check. 'failed': bad credentials (401, no details); 'notFound': 404, after which the session is
 * checked again (portal-core §8); a 401 SECOND_FACTOR_REQUIRED: the second step follows (no session yet); 'error':
 * any other failure (403, 429, 5xx, no connection), which the general error state already tells with its status code, so
 * the login page must not also say the credentials were wrong. On success the session is checked before this resolves.
 */
export const login =
  (username: string, password: string): SessionThunk<Promise<LoginResult>> =>
  async (dispatch) => {
    try {
      await request({
        method: 'POST',
        url: '/j_security_check',
        body: { j_username: username, j_password: password },
        responseType: 'text',
        expectedStatuses: [401, 404],
      });
    } catch (error) {
      if (error instanceof HttpError && error.status === 404) {
        await dispatch(checkSession());
        return 'notFound';
      }
      if (error instanceof HttpError && error.status !== 401) return 'error';
      // 401, or a 400 with an error array (FormErrors): rejected without details.
      return (error instanceof HttpError ? secondFactorOf(error.body) : null) ?? 'failed';
    }
    dispatch(loginSucceeded());
    await dispatch(checkSession());
    return 'ok';
  };

/** GET /logout, then forget everything of the user: session, cached server data, dashboard state. */
export const logout = (): SessionThunk<Promise<void>> => async (dispatch) => {
  try {
    await request({ url: '/logout', responseType: 'text', silent: true, expectedStatuses: [401] });
  } catch {
    // Logged out locally either way.
  }
  dispatch(loggedOut());
  dispatch(portalApiReset());
  dispatch(dashboardReset());
};

/**
 * Gives the session events their effect. The shell adds `sessionListener.middleware` to its store (prepend it).
 */
export const sessionListener = createListenerMiddleware();

sessionListener.startListening({
  actionCreator: loginSucceeded,
  effect: async (_action, api) => {
    await api.dispatch(checkSession());
  },
});
sessionListener.startListening({
  actionCreator: sessionCheckRequested,
  effect: async (_action, api) => {
    await api.dispatch(checkSession());
  },
});
sessionListener.startListening({
  actionCreator: passwordChanged,
  effect: async (_action, api) => {
    await api.dispatch(checkSession());
  },
});
sessionListener.startListening({
  actionCreator: logoutRequested,
  effect: async (_action, api) => {
    await api.dispatch(logout());
  },
});
