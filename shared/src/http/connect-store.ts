import type { Dispatch } from '@reduxjs/toolkit';
import { configureHttpClient } from './client';
import { generalErrorOccurred, maintenanceDetected, serverErrorOccurred } from '../state/app-status';
import { sessionExpired } from '../state/session';

/** The shell calls this once after creating its store: the HTTP client's global rules then reach the state. */
export function connectHttpClientToStore(dispatch: Dispatch): void {
  configureHttpClient({
    onMaintenance: (retryAfterSeconds) => dispatch(maintenanceDetected(retryAfterSeconds)),
    onLoggedOut: () => dispatch(sessionExpired()),
    onServerError: (status) => dispatch(serverErrorOccurred(status)),
    onGeneralError: (status) => dispatch(generalErrorOccurred(status)),
  });
}
