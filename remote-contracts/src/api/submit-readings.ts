import type { ContractParams, ReadingUpdateRequest, ReadingUpdateResponse } from '@portal/shared/contract/contract-processes';
import { portalApi } from '@portal/shared/http/portal-api';
import { accountChanged, accountPath } from './account-tags';

/** PUT /v1.0/readings/{bpn}/{can}/{cn}: one value per register; a 400 with one error 250 asks for an explanation. */
const submitReadingsApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    submitReadings: build.mutation<ReadingUpdateResponse, ContractParams & ReadingUpdateRequest>({
      query: ({ contractNumber, values, ...key }) => ({
        method: 'PUT',
        url: `/v1.0/readings/${accountPath(key)}/${encodeURIComponent(contractNumber)}`,
        body: { values },
        silent: true,
      }),
      invalidatesTags: (_result, error, key) => (error ? [] : accountChanged(key)),
    }),
  }),
});

export const { useSubmitReadingsMutation } = submitReadingsApi;
