import type { Dashboard } from '@portal/shared/contract/dashboard';
import { portalApi } from '@portal/shared/http/portal-api';

/** GET /v1.0/dashboard (the dashboard's endpoint, one cache entry): the bank-data page lists the partner's accounts. */
export const getDashboardApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    getDashboard: build.query<Dashboard, void>({
      query: () => '/v1.0/dashboard',
      providesTags: ['Dashboard'],
    }),
  }),
});

export const { useGetDashboardQuery } = getDashboardApi;
