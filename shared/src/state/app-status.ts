import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * Global error state set by the HTTP client (portal-core §8): the shell redirects to /maintenance or /error/<code>
 * while something is pending here, and back to the dashboard when nothing is.
 */
export interface AppStatusState {
  maintenance: boolean;
  /** From the 503's Retry-After: when the maintenance page checks again on its own (null: its default). */
  retryAfterSeconds: number | null;
  /** 500–599 of any call (except the session check): the error page shows this code. */
  serverErrorCode: number | null;
  /** Other failed calls (4xx, network = 0) not handled by the caller. */
  generalError: number | null;
}

export const APP_STATUS_SLICE = 'appStatus';

const initialState: AppStatusState = { maintenance: false, retryAfterSeconds: null, serverErrorCode: null, generalError: null };

/** The session became authenticated (or ended): remotes drop the dashboard state of the previous user. */
export const dashboardReset = createAction('app/dashboardReset');

export const appStatusSlice = createSlice({
  name: APP_STATUS_SLICE,
  initialState,
  reducers: {
    maintenanceDetected: {
      reducer(state, action: PayloadAction<number | null>) {
        state.maintenance = true;
        state.retryAfterSeconds = action.payload;
      },
      prepare: (retryAfterSeconds: number | null = null) => ({ payload: retryAfterSeconds }),
    },
    serverErrorOccurred(state, action: PayloadAction<number>) {
      state.serverErrorCode = action.payload;
    },
    generalErrorOccurred(state, action: PayloadAction<number>) {
      state.generalError = action.payload;
    },
    /** The user closed the general-error banner or went to another page. */
    generalErrorDismissed(state) {
      state.generalError = null;
    },
    /** The user left the error or maintenance page (or the error was shown): nothing is pending any more. */
    appStatusCleared() {
      return initialState;
    },
  },
});

export const { maintenanceDetected, serverErrorOccurred, generalErrorOccurred, generalErrorDismissed, appStatusCleared } =
  appStatusSlice.actions;

type WithAppStatus = { [APP_STATUS_SLICE]: AppStatusState };

export const selectAppStatus = (state: WithAppStatus) => state[APP_STATUS_SLICE];
export const selectMaintenance = (state: WithAppStatus) => state[APP_STATUS_SLICE].maintenance;
export const selectRetryAfterSeconds = (state: WithAppStatus) => state[APP_STATUS_SLICE].retryAfterSeconds;
export const selectGeneralError = (state: WithAppStatus) => state[APP_STATUS_SLICE].generalError;
