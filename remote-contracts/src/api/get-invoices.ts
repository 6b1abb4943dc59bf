import type { ContractAccountParams } from '@portal/shared/contract/contract-account';
import type { InvoiceList, InvoiceListQuery } from '@portal/shared/contract/contract-processes';
import { portalApi } from '@portal/shared/http/portal-api';
import { accountPath } from './account-tags';

/** GET /v1.0/invoices/{bpn}/{can}?year=&number=&page=&pageSize=: one page of the account's invoices. */
const getInvoicesApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    getInvoices: build.query<InvoiceList, ContractAccountParams & InvoiceListQuery>({
      query: ({ businessPartnerNumber, contractAccountNumber, ...filter }) => {
        const query = new URLSearchParams();
        for (const [name, value] of Object.entries(filter)) if (value !== undefined && value !== '') query.set(name, String(value));
        return { url: `/v1.0/invoices/${accountPath({ businessPartnerNumber, contractAccountNumber })}?${query}`, silent: true };
      },
      providesTags: ['Invoice'],
    }),
  }),
});

export const { useGetInvoicesQuery } = getInvoicesApi;
