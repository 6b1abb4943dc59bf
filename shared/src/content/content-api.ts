import type { ContentItem } from '../contract/content';
import { portalApi } from '../http/portal-api';

/**
 * Content texts by key (portal-core §7). Silent: a missing text shows the component's fallback, not the global error.
 */
const path = (key: string) => encodeURIComponent(key);

export const contentApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    getContent: build.query<ContentItem, string>({
      query: (key) => ({ url: `/v1.0/contents/${path(key)}`, silent: true }),
      providesTags: (_result, _error, key) => [{ type: 'Content', id: key }],
    }),
    getPlainContent: build.query<ContentItem, string>({
      query: (key) => ({ url: `/v1.0/contents/plain/${path(key)}`, silent: true }),
      providesTags: (_result, _error, key) => [{ type: 'Content', id: `plain:${key}` }],
    }),
    /** Every content item whose key starts with the prefix. */
    getMultipleContent: build.query<ContentItem[], string>({
      query: (prefix) => ({ url: `/v1.0/contents/multiple/${path(prefix)}`, silent: true }),
      providesTags: (_result, _error, prefix) => [{ type: 'Content', id: `multiple:${prefix}` }],
    }),
  }),
});

export const { useGetContentQuery, useGetPlainContentQuery, useGetMultipleContentQuery } = contentApi;
