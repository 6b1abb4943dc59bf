import type { ProfileRequest, ProfileResults } from '@portal/shared/contract/consumption';
import { portalApi } from '@portal/shared/http/portal-api';

/** POST /v1.0/consumptions/profile/active: one result per requested pod and type, in request order. */
const getProfileValuesApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    getProfileValues: build.query<ProfileResults, ProfileRequest>({
      // Reads only; a POST because the request is a body. Errors (400 array, 404) are shown above the chart.
      query: (body) => ({ method: 'POST', url: '/v1.0/consumptions/profile/active', body, silent: true }),
      providesTags: ['Consumption'],
    }),
  }),
});

export const { useGetProfileValuesQuery } = getProfileValuesApi;

/** The messages of a failed profile call: the 400 error array's texts (range outside the data, …), else none. */
export function profileErrorMessages(error: unknown): string[] {
  if (typeof error !== 'object' || error === null || !('data' in error) || !Array.isArray(error.data)) return [];
  return error.data.map((item: { message?: unknown }) => String(item.message ?? '')).filter(Boolean);
}
