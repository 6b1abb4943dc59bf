import type { ConfirmConsentRequest } from '@portal/shared/contract/consents';
import { portalApi } from '@portal/shared/http/portal-api';

/** PUT /v1.0/consent-requests/{requestId}/confirm: one consent per chosen metering point (204). */
const confirmConsentRequestApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    confirmConsentRequest: build.mutation<void, { requestId: string; body: ConfirmConsentRequest }>({
      query: ({ requestId, body }) => ({
        method: 'PUT',
        url: `/v1.0/consent-requests/${encodeURIComponent(requestId)}/confirm`,
        body,
        // The dialog shows its own error; both lists are reloaded either way.
        silent: true,
        expectedStatuses: [404, 409],
      }),
    }),
  }),
});

export const { useConfirmConsentRequestMutation } = confirmConsentRequestApi;
