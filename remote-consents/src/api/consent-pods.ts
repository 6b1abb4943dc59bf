import type { AddConsentPods, Consent, PodSelectionRow } from '@portal/shared/contract/consents';
import { portalApi } from '@portal/shared/http/portal-api';

const podsTag = (consentId: string) => ({ type: 'Consent' as const, id: `PODS:${consentId}` });

/**
 * GET /v1.0/consents/{consentId}/pods: the customer's further metering points the consent can be extended to;
 * POST the chosen ones (201 with one new consent each).
 */
const consentPodsApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    getAddablePods: build.query<PodSelectionRow[], string>({
      query: (consentId) => ({ url: `/v1.0/consents/${encodeURIComponent(consentId)}/pods`, silent: true }),
      providesTags: (_result, _error, consentId) => [podsTag(consentId)],
    }),
    addConsentPods: build.mutation<Consent[], { consentId: string; body: AddConsentPods }>({
      query: ({ consentId, body }) => ({
        method: 'POST',
        url: `/v1.0/consents/${encodeURIComponent(consentId)}/pods`,
        body,
        // The dialog shows its own error; the lists are reloaded either way.
        silent: true,
        expectedStatuses: [404, 409],
      }),
      invalidatesTags: (_result, _error, { consentId }) => [{ type: 'Consent', id: 'CONSENTS' }, podsTag(consentId)],
    }),
  }),
});

export const { useGetAddablePodsQuery, useAddConsentPodsMutation } = consentPodsApi;
