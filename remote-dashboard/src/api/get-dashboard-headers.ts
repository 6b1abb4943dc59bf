import type { DashboardHeaders, DashboardHeadersQuery } from '@portal/shared/contract/dashboard';
import { portalApi } from '@portal/shared/http/portal-api';

/** `?branch=&filter=&activeOnly=` with only the parts that filter something. */
function dashboardHeadersUrl({ branch, filter, activeOnly }: DashboardHeadersQuery): string {
  const params = new URLSearchParams();
  if (branch) params.set('branch', branch);
  const text = filter?.trim();
  if (text) params.set('filter', text);
  if (activeOnly) params.set('activeOnly', 'true');
  const query = params.toString();
  return `/v1.0/dashboard/headers${query ? `?${query}` : ''}`;
}

/** GET /v1.0/dashboard/headers: the contract accounts matching the dashboard filter. */
const getDashboardHeadersApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    getDashboardHeaders: build.query<DashboardHeaders, DashboardHeadersQuery>({
      query: (args) => dashboardHeadersUrl(args),
      providesTags: ['Dashboard'],
    }),
  }),
});

export const { useGetDashboardHeadersQuery } = getDashboardHeadersApi;
