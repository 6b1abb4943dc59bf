import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import { joinStore, PORTAL_API_PATH } from '../state/late-apis';
import { FormErrors, HttpError, request, type RequestOptions } from './client';

/** What an endpoint's `query` returns: a URL (GET) or the options of `request` (without the signal). */
export type PortalQueryArgs = string | Omit<RequestOptions, 'signal'>;

/**
 * The error an endpoint sees. status is the HTTP status (0: network failure); data is the answer body, for a 400
 * with an error array the ErrorItem[] itself.
 */
export interface PortalQueryError {
  status: number;
  data: unknown;
}

export const portalBaseQuery: BaseQueryFn<PortalQueryArgs, unknown, PortalQueryError> = async (args, api) => {
  const options = typeof args === 'string' ? { url: args } : args;
  try {
    // RTK Query needs a defined result: a 204 (or empty 200) answer resolves with null.
    return { data: (await request<unknown>({ ...options, signal: api.signal })) ?? null };
  } catch (error) {
    if (error instanceof FormErrors) return { error: { status: 400, data: error.errors } };
    if (error instanceof HttpError) return { error: { status: error.status, data: error.body } };
    throw error;
  }
};

/** The cache tags of the portal's data: an endpoint provides them, a change invalidates them. */
export const PORTAL_TAGS = [
  'Session',
  'Content',
  'Dashboard',
  'ContractAccount',
  'Consumption',
  'Consent',
  'Process',
  'Profile',
  'ApiToken',
  'Invoice',
  'PartnerProcess',
] as const;
export type PortalTag = (typeof PORTAL_TAGS)[number];

export const isPortalTag = (tag: string): tag is PortalTag => (PORTAL_TAGS as readonly string[]).includes(tag);

/**
 * The one RTK Query API of the portal. It starts empty: each remote adds its endpoints with
 * `portalApi.injectEndpoints(...)`. Its reducer and middleware join the shell's store when this module is first
 * loaded (below; a page without server data never loads RTK Query).
 */
export const portalApi = createApi({
  reducerPath: PORTAL_API_PATH,
  baseQuery: portalBaseQuery,
  tagTypes: PORTAL_TAGS,
  endpoints: () => ({}),
});

joinStore(portalApi);
