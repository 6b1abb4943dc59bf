import { createAction, type Middleware, type Reducer } from '@reduxjs/toolkit';

/**
 * RTK Query APIs join the store when their module is first loaded, not when the store is created: RTK Query is some
 * 15 KB gzip the login page does not use, so the shell's store starts without it and takes in each API (its reducer
 * and middleware) as soon as a page's code imports it, before any of that page's hooks run.
 */
export interface LateApi {
  reducerPath: string;
  reducer: Reducer;
  middleware: Middleware;
}

type Attach = (api: LateApi) => void;

let attach: Attach | null = null;
const loaded: LateApi[] = [];

/** Called by an API's module when it is evaluated: the store takes it in now, or when the store exists. */
export function joinStore(api: LateApi): void {
  loaded.push(api);
  attach?.(api);
}

/**
 * Called by the store's creator: how an API joins its store. The APIs loaded before are taken in at once; a later
 * store (a test's) replaces an earlier one.
 */
export function acceptLateApis(attachApi: Attach): void {
  attach = attachApi;
  for (const api of loaded) attachApi(api);
}

/** The reducer path of the portal's one API (`portalApi`, http/portal-api). */
export const PORTAL_API_PATH = 'portalApi';

/**
 * Clears the portal API's cache (what `portalApi.util.resetApiState()` dispatches), for code that must not load RTK
 * Query to say so: the logout. Without the API in the store it changes nothing.
 */
export const portalApiReset = createAction(`${PORTAL_API_PATH}/resetApiState`);
