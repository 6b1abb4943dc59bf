import type { WifiOrderForm, WifiOrderFormParams, WifiOrderReceipt, WifiOrderRequest } from '@portal/shared/contract/wifi-reader-orders';
import { portalApi } from '@portal/shared/http/portal-api';

const path = ({ businessPartnerNumber, contractAccountNumber }: { businessPartnerNumber: string; contractAccountNumber: string }) =>
  `/v1.0/wifi-reader-orders/${encodeURIComponent(businessPartnerNumber)}/${encodeURIComponent(contractAccountNumber)}`;

/** The wifi reader head order: the form's defaults of a contract, and the order itself. */
const wifiReaderOrderApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    getWifiOrderForm: build.query<WifiOrderForm, WifiOrderFormParams>({
      query: (key) => ({ url: `${path(key)}/${encodeURIComponent(key.contractNumber)}`, silent: true }),
      // An order placed elsewhere (another tab) must show: the form is read fresh each time the page opens.
      keepUnusedDataFor: 0,
    }),
    orderWifiReader: build.mutation<WifiOrderReceipt, WifiOrderRequest & { businessPartnerNumber: string; contractAccountNumber: string }>({
      query: ({ businessPartnerNumber, contractAccountNumber, ...body }) => ({
        method: 'POST',
        url: path({ businessPartnerNumber, contractAccountNumber }),
        body,
        silent: true,
      }),
    }),
  }),
});

export const { useGetWifiOrderFormQuery, useOrderWifiReaderMutation } = wifiReaderOrderApi;
