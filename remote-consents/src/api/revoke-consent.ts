import { portalApi } from '@portal/shared/http/portal-api';

/** PUT /v1.0/consents/{consentId}/revoke (204): the consent ends today. */
const revokeConsentApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    revokeConsent: build.mutation<void, string>({
      query: (consentId) => ({
        method: 'PUT',
        url: `/v1.0/consents/${encodeURIComponent(consentId)}/revoke`,
        // The dialog shows its own error; both lists are reloaded either way.
        silent: true,
        expectedStatuses: [400, 404, 409],
      }),
    }),
  }),
});

export const { useRevokeConsentMutation } = revokeConsentApi;
