import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import type { SessionUser } from '@portal/shared/contract/session';
import { portalApi } from '@portal/shared/http/portal-api';
import { appStatusSlice } from '@portal/shared/state/app-status';
import { loggedOut, sessionChecked, sessionListener, sessionSlice } from '@portal/shared/state/session';

export const testUser = (overrides: Partial<SessionUser> = {}): SessionUser => ({
  login: 'max.mustermann',
  changePassword: false,
  fullname: 'Max Mustermann',
  showActivation: false,
  roles: [],
  ...overrides,
});

export type SessionSetup = { user: SessionUser } | { loggedOut: 'manually' | 'never' };

/** A page of this remote in a store like the shell's (session listener, portalApi) and a router. */
export function renderPage(Page: ComponentType, path: string, session: SessionSetup) {
  const reducer = combineSlices(sessionSlice, appStatusSlice, portalApi);
  const store = configureStore({
    reducer,
    middleware: (getDefault) => getDefault().prepend(sessionListener.middleware).concat(portalApi.middleware),
  });
  if ('user' in session) store.dispatch(sessionChecked({ authenticated: true, user: session.user }));
  else if (session.loggedOut === 'manually') store.dispatch(loggedOut());
  else store.dispatch(sessionChecked({ authenticated: false }));
  const view = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Page />
      </MemoryRouter>
    </Provider>,
  );
  return { store, ...view };
}
