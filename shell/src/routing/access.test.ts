import type { SessionState } from '@portal/shared/state/session';
import { decideAccess, pageTakesFocus } from './access';

const user = { login: 'max', changePassword: false, showActivation: false, roles: [] };
const session = (overrides: Partial<SessionState>): SessionState => ({
  status: 'notAuthenticated',
  user: null,
  manuallyLoggedOut: false,
  origin: null,
  ...overrides,
});
const loggedIn = (overrides: Partial<SessionState> = {}) => session({ status: 'authenticated', user, ...overrides });

describe('decideAccess', () => {
  it('renders public pages for everyone, even before the session is known', () => {
    expect(decideAccess('public', '/privacy', session({ status: 'unknown' }))).toEqual({ kind: 'render' });
    expect(decideAccess('public', '/privacy', loggedIn())).toEqual({ kind: 'render' });
  });

  it('waits while the session is unknown on guarded pages', () => {
    expect(decideAccess('private', '/portal/dashboard', session({ status: 'unknown' }))).toEqual({ kind: 'wait' });
    expect(decideAccess('public-only', '/login', session({ status: 'unknown' }))).toEqual({ kind: 'wait' });
  });

  it('sends a logged-in user from a public-only page to the stored origin, forgotten once reached', () => {
    const withOrigin = loggedIn({ origin: '/portal/payment/1/2?x=1' });
    expect(decideAccess('public-only', '/login', withOrigin)).toEqual({ kind: 'redirect', to: '/portal/payment/1/2?x=1' });
    expect(decideAccess('private', '/portal/payment/1/2?x=1', withOrigin)).toEqual({ kind: 'render', forgetOrigin: true });
  });

  it('sends a logged-in user without origin from a public-only page to the dashboard', () => {
    expect(decideAccess('public-only', '/registration', loggedIn())).toEqual({ kind: 'redirect', to: '/portal/dashboard' });
  });

  it('shows public-only pages to logged-out users', () => {
    expect(decideAccess('public-only', '/login', session({}))).toEqual({ kind: 'render' });
  });

  it('sends a logged-out user from a private page to login and remembers the page with its query', () => {
    expect(decideAccess('private', '/portal/consents?tab=2', session({}))).toEqual({
      kind: 'redirect',
      to: '/login',
      rememberOrigin: '/portal/consents?tab=2',
    });
  });

  it('does not remember the page after a manual logout', () => {
    expect(decideAccess('private', '/portal/dashboard', session({ manuallyLoggedOut: true }))).toEqual({
      kind: 'redirect',
      to: '/login',
    });
  });

  it('lets a user who must change the password reach only the change-password page', () => {
    const forced = loggedIn({ user: { ...user, changePassword: true } });
    expect(decideAccess('private', '/portal/dashboard', forced)).toEqual({
      kind: 'redirect',
      to: '/portal/changePassword',
    });
    expect(decideAccess('private', '/portal/changePassword', forced)).toEqual({ kind: 'render' });
    expect(decideAccess('public-only', '/login', forced)).toEqual({ kind: 'redirect', to: '/portal/changePassword' });
  });
});

describe('pageTakesFocus', () => {
  it('leaves the focus to the login page after a manual logout (its message takes it)', () => {
    expect(pageTakesFocus('/login', { status: 'notAuthenticated', manuallyLoggedOut: true })).toBe(true);
  });

  it('has the shell focus the heading anywhere else, and on the login page without a manual logout', () => {
    expect(pageTakesFocus('/login', { status: 'notAuthenticated', manuallyLoggedOut: false })).toBe(false);
    expect(pageTakesFocus('/privacy', { status: 'notAuthenticated', manuallyLoggedOut: true })).toBe(false);
    expect(pageTakesFocus('/login', { status: 'authenticated', manuallyLoggedOut: true })).toBe(false);
  });
});
