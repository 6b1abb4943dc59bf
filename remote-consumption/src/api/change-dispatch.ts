import type { DispatchSettingsRequest, DispatchSettingsResponse, PodParams } from '@portal/shared/contract/consumption';
import { portalApi } from '@portal/shared/http/portal-api';

/** POST /v1.0/pods/{bpn}/{can}/{pod}/dispatchSettings; the contract account is reloaded afterwards (portal-processes §4). */
const changeDispatchApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    changeDispatch: build.mutation<DispatchSettingsResponse, PodParams & DispatchSettingsRequest>({
      query: ({ businessPartnerNumber, contractAccountNumber, pod, type, action }) => ({
        method: 'POST',
        url: `/v1.0/pods/${encodeURIComponent(businessPartnerNumber)}/${encodeURIComponent(contractAccountNumber)}/${encodeURIComponent(pod)}/dispatchSettings`,
        body: { type, action },
        silent: true,
      }),
      invalidatesTags: (_result, _error, { businessPartnerNumber, contractAccountNumber }) => [
        { type: 'ContractAccount', id: `${businessPartnerNumber}/${contractAccountNumber}` },
      ],
    }),
  }),
});

export const { useChangeDispatchMutation } = changeDispatchApi;
