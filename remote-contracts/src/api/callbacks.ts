import type { PhonesResponse } from '@portal/shared/contract/account';
import type { CallbackReceipt, CallbackRequest } from '@portal/shared/contract/callbacks';
import { portalApi } from '@portal/shared/http/portal-api';

/** The callback request and the stored phones it offers (GET /v1.0/phones, read in the background). */
const callbackApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    getStoredPhones: build.query<PhonesResponse, void>({
      query: () => ({ url: '/v1.0/phones', silent: true }),
      providesTags: [{ type: 'Profile', id: 'ME' }],
    }),
    sendCallback: build.mutation<CallbackReceipt, CallbackRequest>({
      query: (body) => ({ method: 'POST', url: '/v1.0/callbacks', body, silent: true }),
    }),
  }),
});

export const { useGetStoredPhonesQuery, useSendCallbackMutation } = callbackApi;
