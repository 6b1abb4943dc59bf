import type { ApiTokenGenerateRequest, ApiTokenResponse } from '@portal/shared/contract/account';
import { portalApi } from '@portal/shared/http/portal-api';

/** PUT /api-tokens/generate {validForDays; 0 = forever} → {token}; PUT /api-tokens/invalidate-all → 204. */
const apiTokensApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    generateApiToken: build.mutation<ApiTokenResponse, ApiTokenGenerateRequest>({
      query: (body) => ({ method: 'PUT', url: '/api-tokens/generate', body, silent: true }),
    }),
    invalidateApiTokens: build.mutation<string, void>({
      // 204 without body: read as text, so RTK Query gets a defined (empty) result.
      query: () => ({ method: 'PUT', url: '/api-tokens/invalidate-all', responseType: 'text', silent: true }),
    }),
  }),
});

export const { useGenerateApiTokenMutation, useInvalidateApiTokensMutation } = apiTokensApi;
