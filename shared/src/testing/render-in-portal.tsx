// Test support for every front-end package: renders a page in a store built like the shell's (session, appStatus,
// portalApi, the session listener, plus the remote's own slices) inside a router. Used by tests only.
import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import type { SessionUser } from '../contract/session';
import type { InjectableSlice } from '../federation/remote-module';
import { portalApi } from '../http/portal-api';
import { appStatusSlice } from '../state/app-status';
import { loggedOut, sessionChecked, sessionListener, sessionSlice } from '../state/session';

export const testUser = (overrides: Partial<SessionUser> = {}): SessionUser => ({
  login: 'max.mustermann',
  changePassword: false,
  fullname: 'Max Mustermann',
  showActivation: false,
  roles: [],
  ...overrides,
});

/** Logged in as a user, logged out by the user ('manually') or never logged in. */
export type SessionSetup = { user: SessionUser } | { loggedOut: 'manually' | 'never' };

export function renderInPortal(
  page: ReactElement,
  { path, session, slices = [] }: { path: string; session: SessionSetup; slices?: InjectableSlice[] },
) {
  const reducer = combineSlices(sessionSlice, appStatusSlice, portalApi, ...slices);
  const store = configureStore({
    reducer,
    middleware: (getDefault) => getDefault().prepend(sessionListener.middleware).concat(portalApi.middleware),
  });
  if ('user' in session) store.dispatch(sessionChecked({ authenticated: true, user: session.user }));
  else if (session.loggedOut === 'manually') store.dispatch(loggedOut());
  else store.dispatch(sessionChecked({ authenticated: false }));
  const view = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>
    </Provider>,
  );
  return { store, ...view };
}
