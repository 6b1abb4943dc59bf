import { portalApi } from '@portal/shared/http/portal-api';

/** PUT /v1.0/consent-requests/{requestId}/reject (204). */
const rejectConsentRequestApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    rejectConsentRequest: build.mutation<void, string>({
      query: (requestId) => ({
        method: 'PUT',
        url: `/v1.0/consent-requests/${encodeURIComponent(requestId)}/reject`,
        // The dialog shows its own error; both lists are reloaded either way.
        silent: true,
        expectedStatuses: [400, 404, 409],
      }),
    }),
  }),
});

export const { useRejectConsentRequestMutation } = rejectConsentRequestApi;
