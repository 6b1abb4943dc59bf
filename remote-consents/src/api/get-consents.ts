import type { Consent } from '@portal/shared/contract/consents';
import { portalApi } from '@portal/shared/http/portal-api';

/** GET /v1.0/consents[?status=A,B]: the customer's consents with their history; undefined = every status. */
const getConsentsApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    getConsents: build.query<Consent[], string | undefined>({
      query: (status) => ({ url: status ? `/v1.0/consents?status=${status}` : '/v1.0/consents', silent: true }),
      providesTags: [{ type: 'Consent', id: 'CONSENTS' }],
    }),
  }),
});

export const { useGetConsentsQuery } = getConsentsApi;
