import { combineSlices, configureStore, createDynamicMiddleware } from '@reduxjs/toolkit';
import type { InjectableSlice } from '@portal/shared/federation/remote-module';
import { connectHttpClientToStore } from '@portal/shared/http/connect-store';
import { appStatusSlice } from '@portal/shared/state/app-status';
import { acceptLateApis } from '@portal/shared/state/late-apis';
import { sessionListener, sessionSlice } from '@portal/shared/state/session';

/**
 * The one store of the portal (ARCHITECTURE.md "State"): the shell's slices plus whatever the remotes inject. The
 * RTK Query API joins it when a page first loads it (state/late-apis): its reducer is injected like a slice, its
 * middleware added to the dynamic middleware.
 */
export function createPortalStore() {
  const rootReducer = combineSlices(sessionSlice, appStatusSlice);
  const apiMiddleware = createDynamicMiddleware();
  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().prepend(sessionListener.middleware).concat(apiMiddleware.middleware),
  });
  connectHttpClientToStore(store.dispatch);
  acceptLateApis((api) => {
    rootReducer.inject({ reducerPath: api.reducerPath, reducer: api.reducer });
    apiMiddleware.addMiddleware(api.middleware);
    // The API's state exists from here on, before its first query.
    store.dispatch({ type: 'shell/apiJoined' });
  });

  /** Adds a remote's slices; their initial state exists right after this returns. */
  const injectSlices = (slices: InjectableSlice[]) => {
    for (const slice of slices) rootReducer.inject(slice);
    if (slices.length > 0) store.dispatch({ type: 'shell/slicesInjected' });
  };

  return { store, injectSlices };
}

export type PortalStore = ReturnType<typeof createPortalStore>['store'];
export type RootState = ReturnType<PortalStore['getState']>;
