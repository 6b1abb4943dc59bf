import type { ProfileBusinessPartner } from '@portal/shared/contract/account';
import { portalApi } from '@portal/shared/http/portal-api';

interface ActivateECommunicationArgs {
  businessPartnerNumber: string;
  acceptConditions: boolean;
}

/** PUT /v1.0/business-partners/{bpn}/e-comm {acceptConditions, action: 'ACTIVATE'}; the dashboard banner goes away. */
const activateECommunicationApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    activateECommunication: build.mutation<ProfileBusinessPartner, ActivateECommunicationArgs>({
      query: ({ businessPartnerNumber, acceptConditions }) => ({
        method: 'PUT',
        url: `/v1.0/business-partners/${encodeURIComponent(businessPartnerNumber)}/e-comm`,
        body: { acceptConditions, action: 'ACTIVATE' },
        silent: true,
      }),
      invalidatesTags: (_result, error) => (error ? [] : [{ type: 'Profile', id: 'ME' }, 'Dashboard']),
    }),
  }),
});

export const { useActivateECommunicationMutation } = activateECommunicationApi;
