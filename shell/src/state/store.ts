import { combineSlices, configureStore } from '@reduxjs/toolkit';
import type { InjectableSlice } from '@portal/shared/federation/remote-module';
import { connectHttpClientToStore } from '@portal/shared/http/connect-store';
import { portalApi } from '@portal/shared/http/portal-api';
import { appStatusSlice } from '@portal/shared/state/app-status';
import { sessionListener, sessionSlice } from '@portal/shared/state/session';

/** The one store of the portal (ARCHITECTURE.md "State"): the shell's slices plus whatever the remotes inject. */
export function createPortalStore() {
  const rootReducer = combineSlices(sessionSlice, appStatusSlice, portalApi);
  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().prepend(sessionListener.middleware).concat(portalApi.middleware),
  });
  connectHttpClientToStore(store.dispatch);

  /** Adds a remote's slices; their initial state exists right after this returns. */
  const injectSlices = (slices: InjectableSlice[]) => {
    for (const slice of slices) rootReducer.inject(slice);
    if (slices.length > 0) store.dispatch({ type: 'shell/slicesInjected' });
  };

  return { store, injectSlices };
}

export type PortalStore = ReturnType<typeof createPortalStore>['store'];
export type RootState = ReturnType<PortalStore['getState']>;
