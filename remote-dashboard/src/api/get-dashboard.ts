import type { Dashboard } from '@portal/shared/contract/dashboard';
import { portalApi } from '@portal/shared/http/portal-api';

/** GET /v1.0/dashboard: business partners, contract accounts and whether to display the search. */
export const getDashboardApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    getDashboard: build.query<Dashboard, void>({
      query: () => '/v1.0/dashboard',
      providesTags: ['Dashboard'],
    }),
  }),
});

export const { useGetDashboardQuery } = getDashboardApi;
