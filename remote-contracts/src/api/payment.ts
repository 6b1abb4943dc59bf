import type { ContractAccountParams } from '@portal/shared/contract/contract-account';
import type {
  BankAccountRequest,
  BankAccountResponse,
  InstallmentChangeRequest,
  InstallmentChangeResponse,
  PaperlessResponse,
} from '@portal/shared/contract/contract-processes';
import { portalApi } from '@portal/shared/http/portal-api';
import { accountChanged, accountPath } from './account-tags';

/** Instalment, bank data and paperless: each success refreshes the account's detail and the dashboard. */
const paymentApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    changeInstallment: build.mutation<InstallmentChangeResponse, ContractAccountParams & InstallmentChangeRequest>({
      query: ({ amount, reason, ...key }) => ({
        method: 'POST',
        url: `/v1.0/contract-accounts/${accountPath(key)}/installmentChange`,
        body: { amount, reason },
        silent: true,
      }),
      invalidatesTags: (_result, error, key) => (error ? [] : accountChanged(key)),
    }),
    saveBankAccount: build.mutation<BankAccountResponse, ContractAccountParams & BankAccountRequest>({
      query: ({ businessPartnerNumber, contractAccountNumber, ...body }) => ({
        method: 'POST',
        url: `/bank-account/${accountPath({ businessPartnerNumber, contractAccountNumber })}`,
        body,
        silent: true,
      }),
      invalidatesTags: (_result, error, key) => (error ? [] : accountChanged(key)),
    }),
    enablePaperless: build.mutation<PaperlessResponse, ContractAccountParams & { tosAccepted: boolean }>({
      query: ({ tosAccepted, ...key }) => ({
        method: 'PUT',
        url: `/v1.0/contract-accounts/${accountPath(key)}/enablePaperless`,
        body: { tosAccepted },
        silent: true,
      }),
      invalidatesTags: (_result, error, key) => (error ? [] : accountChanged(key)),
    }),
  }),
});

export const { useChangeInstallmentMutation, useSaveBankAccountMutation, useEnablePaperlessMutation } = paymentApi;
