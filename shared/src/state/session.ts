import { createAction } from '@reduxjs/toolkit';
import type { SessionUser } from '../contract/session';

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
