import type { ProfileList } from '@portal/shared/contract/consumption';
import type { Branch } from '@portal/shared/contract/enums';
import { portalApi } from '@portal/shared/http/portal-api';

/** GET /v1.0/consumptions/profiles?branch&activeOnly: the user's meter points with profiles (meter point select). */
const getProfileListApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    getProfileList: build.query<ProfileList, Branch>({
      query: (branch) => ({ url: `/v1.0/consumptions/profiles?branch=${branch}&activeOnly=true`, silent: true }),
      providesTags: ['Consumption'],
    }),
  }),
});

export const { useGetProfileListQuery } = getProfileListApi;
