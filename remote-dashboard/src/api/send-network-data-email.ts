import type { NetworkDataEmailRequest } from '@portal/shared/contract/messages';
import { portalApi } from '@portal/shared/http/portal-api';

/** POST /v1.0/emails/network-data: the net data of a STROM contract to the user's e-mail address (204 without body). */
const sendNetworkDataEmailApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    sendNetworkDataEmail: build.mutation<void, NetworkDataEmailRequest>({
      query: (body) => ({
        method: 'POST',
        url: '/v1.0/emails/network-data',
        body,
        // The mail button shows its own error title; no global error for a 4xx.
        silent: true,
      }),
    }),
  }),
});

export const { useSendNetworkDataEmailMutation } = sendNetworkDataEmailApi;
