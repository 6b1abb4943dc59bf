import type { ConsentRequest } from '@portal/shared/contract/consents';
import { portalApi } from '@portal/shared/http/portal-api';

/** GET /v1.0/consent-requests/{requestId}: one request (the id upper-cased), 404 when none is stored for the user. */
const getConsentRequestApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    getConsentRequest: build.query<ConsentRequest, string>({
      query: (requestId) => ({
        url: `/v1.0/consent-requests/${encodeURIComponent(requestId.toUpperCase())}`,
        silent: true,
        expectedStatuses: [404],
      }),
      providesTags: (_result, _error, requestId) => [
        { type: 'Consent', id: `REQUEST:${requestId.toUpperCase()}` },
        { type: 'Consent', id: 'REQUESTS' },
      ],
    }),
  }),
});

export const { useGetConsentRequestQuery } = getConsentRequestApi;
