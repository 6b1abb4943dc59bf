import type { ContractAccountDetail, ContractAccountParams } from '@portal/shared/contract/contract-account';
import { portalApi } from '@portal/shared/http/portal-api';

/** GET /v1.0/contract-accounts/{bpn}/{can}: the detail shown in an expanded dashboard row. */
export const getContractAccountApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    getContractAccount: build.query<ContractAccountDetail, ContractAccountParams>({
      query: ({ businessPartnerNumber, contractAccountNumber }) => ({
        url: `/v1.0/contract-accounts/${encodeURIComponent(businessPartnerNumber)}/${encodeURIComponent(contractAccountNumber)}`,
        // The row shows its own error message ('contract.error.general'); no global error page for a 4xx.
        silent: true,
      }),
      // Rows are opened and closed often on one visit: keep a fetched detail rather than loading it again.
      keepUnusedDataFor: 600,
      providesTags: (_result, _error, { businessPartnerNumber, contractAccountNumber }) => [
        { type: 'ContractAccount', id: `${businessPartnerNumber}/${contractAccountNumber}` },
      ],
    }),
  }),
});

export const { useGetContractAccountQuery } = getContractAccountApi;
