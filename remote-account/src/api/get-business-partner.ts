import type { ProfileBusinessPartner } from '@portal/shared/contract/account';
import { portalApi } from '@portal/shared/http/portal-api';

/** GET /v1.0/business-partners/{bpn}; another user's or an unknown partner → 404. */
const getBusinessPartnerApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    getBusinessPartner: build.query<ProfileBusinessPartner, string>({
      query: (businessPartnerNumber) => ({
        url: `/v1.0/business-partners/${encodeURIComponent(businessPartnerNumber)}`,
        expectedStatuses: [400, 404],
        silent: true,
      }),
      providesTags: (_result, _error, businessPartnerNumber) => [{ type: 'Profile', id: businessPartnerNumber }],
    }),
  }),
});

export const { useGetBusinessPartnerQuery } = getBusinessPartnerApi;
