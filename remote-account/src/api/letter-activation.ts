import type { LetterActivationRequest, PendingActivations } from '@portal/shared/contract/account';
import { portalApi } from '@portal/shared/http/portal-api';

interface ActivateBusinessPartnerArgs extends LetterActivationRequest {
  businessPartnerNumber: string;
}

const PENDING = { type: 'Profile', id: 'PENDING_ACTIVATIONS' } as const;

/**
 * GET /v1.0/business-partners/pending-activations and PUT …/{bpn}/activation {activationCode}. A partner leaves the
 * list as soon as its activation succeeds (portal-processes §4), without loading the list again.
 */
const letterActivationApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    getPendingActivations: build.query<PendingActivations, void>({
      query: () => ({ url: '/v1.0/business-partners/pending-activations', silent: true }),
      providesTags: [PENDING],
    }),
    activateBusinessPartner: build.mutation<string, ActivateBusinessPartnerArgs>({
      query: ({ businessPartnerNumber, activationCode }) => ({
        method: 'PUT',
        url: `/v1.0/business-partners/${encodeURIComponent(businessPartnerNumber)}/activation`,
        body: { activationCode },
        // 204 without body: read as text, so RTK Query gets a defined (empty) result.
        responseType: 'text',
        silent: true,
      }),
      async onQueryStarted({ businessPartnerNumber }, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
        } catch {
          return;
        }
        dispatch(
          letterActivationApi.util.updateQueryData('getPendingActivations', undefined, (pending) =>
            pending.filter((number) => number !== businessPartnerNumber),
          ),
        );
      },
      invalidatesTags: (_result, error) => (error ? [] : [{ type: 'Profile', id: 'ME' }, 'Dashboard']),
    }),
  }),
});

export const { useGetPendingActivationsQuery, useActivateBusinessPartnerMutation } = letterActivationApi;
