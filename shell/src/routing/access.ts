import type { AccessType } from '@portal/shared/federation/remote-module';
import type { SessionState } from '@portal/shared/state/session';

import { CHANGE_PASSWORD_PATH, DASHBOARD_PATH, LOGIN_PATH } from '@portal/shared/contract/portal-pages';

export type AccessDecision =
  /** forgetOrigin: the user arrived on a private page after login; the stored origin has served its purpose. */
  | { kind: 'render'; forgetOrigin?: boolean }
  | { kind: 'wait' }
  /** rememberOrigin: store this location so that the login can return to it. */
  | { kind: 'redirect'; to: string; rememberOrigin?: string };

type SessionView = Pick<SessionState, 'status' | 'user' | 'manuallyLoggedOut' | 'origin'>;

/** A user who must change the password sees no navigation and reaches only the change-password page. */
export function mustChangePassword(session: SessionView): boolean {
  return session.status === 'authenticated' && session.user?.changePassword === true;
}

/**
 * What a route of the given access type does for this session (portal-processes §2.1).
 * `location` is the path with query below the basename, e.g. `/portal/payment/1/2?x=1`.
 */
export function decideAccess(access: AccessType, location: string, session: SessionView): AccessDecision {
  if (access === 'public') return { kind: 'render' };
  if (session.status === 'unknown') return { kind: 'wait' };
  const authenticated = session.status === 'authenticated';

  if (access === 'public-only') {
    if (!authenticated) return { kind: 'render' };
    if (mustChangePassword(session)) return { kind: 'redirect', to: CHANGE_PASSWORD_PATH };
    // The origin is forgotten only once the private page is reached: clearing it now would race the redirect.
    return { kind: 'redirect', to: session.origin ?? DASHBOARD_PATH };
  }

  if (!authenticated) {
    // After a manual logout the old page is not worth returning to.
    return session.manuallyLoggedOut
      ? { kind: 'redirect', to: LOGIN_PATH }
      : { kind: 'redirect', to: LOGIN_PATH, rememberOrigin: location };
  }
  const path = location.split('?')[0];
  if (mustChangePassword(session) && path !== CHANGE_PASSWORD_PATH) {
    return { kind: 'redirect', to: CHANGE_PASSWORD_PATH };
  }
  return session.origin !== null ? { kind: 'render', forgetOrigin: true } : { kind: 'render' };
}

/**
 * Whether the page at `path` moves the focus itself on arrival, so that the shell must not focus its heading first (a
 * screen reader would read the heading, then the message): the login page after a manual logout, where the message
 * "logged out" takes the focus (remote-account's login page).
 */
export function pageTakesFocus(path: string, session: Pick<SessionState, 'status' | 'manuallyLoggedOut'>): boolean {
  return path === LOGIN_PATH && session.status === 'notAuthenticated' && session.manuallyLoggedOut;
}
