import type { Dashboard } from '../contract/dashboard';
import { portalApi } from '../http/portal-api';

/**
 * GET /v1.0/dashboard: business partners, contract accounts and whether to display the search. One endpoint for every
 * remote (the overview, the bank-data page's list of a partner's accounts), so it is fetched and cached once.
 */
export const getDashboardApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    getDashboard: build.query<Dashboard, void>({
      query: () => '/v1.0/dashboard',
      providesTags: ['Dashboard'],
    }),
  }),
});

export const { useGetDashboardQuery } = getDashboardApi;
