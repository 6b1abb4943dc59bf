import type { ContractAccountDetail, ContractAccountParams } from '@portal/shared/contract/contract-account';
import { portalApi } from '@portal/shared/http/portal-api';

/** GET /v1.0/contract-accounts/{bpn}/{can}: header, contracts with their point of delivery, flags and communities. */
export const getContractAccountDetailApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    getContractAccountDetail: build.query<ContractAccountDetail, ContractAccountParams>({
      query: ({ businessPartnerNumber, contractAccountNumber }) => ({
        url: `/v1.0/contract-accounts/${encodeURIComponent(businessPartnerNumber)}/${encodeURIComponent(contractAccountNumber)}`,
        // The page shows its own error ('contract.error.general'); another customer's numbers answer 404.
        silent: true,
      }),
      providesTags: (_result, _error, { businessPartnerNumber, contractAccountNumber }) => [
        { type: 'ContractAccount', id: `${businessPartnerNumber}/${contractAccountNumber}` },
      ],
    }),
  }),
});

export const { useGetContractAccountDetailQuery } = getContractAccountDetailApi;
