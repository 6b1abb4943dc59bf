import type { ContractAccountDetail, ContractAccountParams } from '../contract/contract-account';
import { portalApi } from '../http/portal-api';

/**
 * GET /v1.0/contract-accounts/{bpn}/{can}: one contract account with its contracts, points of delivery, flags and
 * communities. One endpoint for every remote (the dashboard's expanded row, the consumption views), so the account is
 * fetched and cached once whichever page asks first.
 */
export const contractAccountApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    getContractAccount: build.query<ContractAccountDetail, ContractAccountParams>({
      query: ({ businessPartnerNumber, contractAccountNumber }) => ({
        url: `/v1.0/contract-accounts/${encodeURIComponent(businessPartnerNumber)}/${encodeURIComponent(contractAccountNumber)}`,
        // Each page shows its own error ('contract.error.general'); another customer's numbers answer 404.
        silent: true,
      }),
      // Dashboard rows are opened and closed often, and the consumption views of one account follow each other:
      // keep a fetched account rather than loading it again.
      keepUnusedDataFor: 600,
      providesTags: (_result, _error, { businessPartnerNumber, contractAccountNumber }) => [
        { type: 'ContractAccount', id: `${businessPartnerNumber}/${contractAccountNumber}` },
      ],
    }),
  }),
});

export const { useGetContractAccountQuery } = contractAccountApi;
