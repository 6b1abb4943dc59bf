import type { UpdateEmailRequest } from '@portal/shared/contract/account';
import { portalApi } from '@portal/shared/http/portal-api';

/** PUT /v1.0/profiles/email → 204; a wrong password → 400 on currentPassword. */
const updateEmailApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    updateEmail: build.mutation<string, UpdateEmailRequest>({
      // 204 without body: read as text, so RTK Query gets a defined (empty) result.
      query: (body) => ({ method: 'PUT', url: '/v1.0/profiles/email', body, responseType: 'text', silent: true }),
      invalidatesTags: [{ type: 'Profile', id: 'ME' }],
    }),
  }),
});

export const { useUpdateEmailMutation } = updateEmailApi;
