import type { ContractAccountDetail, ContractAccountParams } from '@portal/shared/contract/contract-account';
import { portalApi } from '@portal/shared/http/portal-api';

/**
 * GET /v1.0/contract-accounts/{bpn}/{can}. The same endpoint (name, URL, tags) as the dashboard's, so both remotes
 * share one cache entry: a process that changes the account invalidates it and the dashboard shows the new state.
 */
export const getContractAccountApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    getContractAccount: build.query<ContractAccountDetail, ContractAccountParams>({
      query: ({ businessPartnerNumber, contractAccountNumber }) => ({
        url: `/v1.0/contract-accounts/${encodeURIComponent(businessPartnerNumber)}/${encodeURIComponent(contractAccountNumber)}`,
        silent: true,
      }),
      keepUnusedDataFor: 600,
      providesTags: (_result, _error, { businessPartnerNumber, contractAccountNumber }) => [
        { type: 'ContractAccount', id: `${businessPartnerNumber}/${contractAccountNumber}` },
      ],
    }),
  }),
});

export const { useGetContractAccountQuery } = getContractAccountApi;
