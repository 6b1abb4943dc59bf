import type { Profile } from '@portal/shared/contract/account';
import { portalApi } from '@portal/shared/http/portal-api';

/** GET /v1.0/profiles: the user and every business partner (my data). */
const getProfileApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    getProfile: build.query<Profile, void>({
      // The page says itself when the data cannot be loaded.
      query: () => ({ url: '/v1.0/profiles', silent: true }),
      providesTags: [{ type: 'Profile', id: 'ME' }],
    }),
  }),
});

export const { useGetProfileQuery } = getProfileApi;
