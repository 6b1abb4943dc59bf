import type { ConsentRequest } from '@portal/shared/contract/consents';
import { portalApi } from '@portal/shared/http/portal-api';

/** GET /v1.0/consent-requests?status=REQUESTED,QR_CODE_SENT: the open requests. */
const getConsentRequestsApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    getOpenConsentRequests: build.query<ConsentRequest[], void>({
      // The list shows its own load-error message.
      query: () => ({ url: '/v1.0/consent-requests?status=REQUESTED,QR_CODE_SENT', silent: true }),
      providesTags: [{ type: 'Consent', id: 'REQUESTS' }],
    }),
  }),
});

export const { useGetOpenConsentRequestsQuery } = getConsentRequestsApi;
