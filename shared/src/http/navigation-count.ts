import type { NavigationCount } from '../federation/remote-descriptor';
import { isPortalTag, portalApi } from './portal-api';

/**
 * The number beside a navigation entry (see NavigationCount): fetched quietly (a failure shows no number and no error
 * banner) and cached under the descriptor's tag, so a change that invalidates the tag refreshes it.
 */
export const navigationCountApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    navigationCount: build.query<{ count: number }, Pick<NavigationCount, 'path' | 'tag'>>({
      query: ({ path }) => ({ url: path, silent: true }),
      providesTags: (_result, _error, { tag }) => (isPortalTag(tag) ? [tag] : []),
    }),
  }),
});

export const { useNavigationCountQuery } = navigationCountApi;
