import type { AddressUpdateRequest, ProfileBusinessPartner } from '@portal/shared/contract/account';
import { portalApi } from '@portal/shared/http/portal-api';

interface UpdateAddressArgs {
  businessPartnerNumber: string;
  address: AddressUpdateRequest;
}

/** PUT /v1.0/business-partners/{bpn}/address → the updated partner (also shown on the dashboard). */
const updateAddressApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    updateAddress: build.mutation<ProfileBusinessPartner, UpdateAddressArgs>({
      query: ({ businessPartnerNumber, address }) => ({
        method: 'PUT',
        url: `/v1.0/business-partners/${encodeURIComponent(businessPartnerNumber)}/address`,
        body: address,
        silent: true,
      }),
      invalidatesTags: (_result, error, { businessPartnerNumber }) =>
        error ? [] : [{ type: 'Profile', id: 'ME' }, { type: 'Profile', id: businessPartnerNumber }, 'Dashboard'],
    }),
  }),
});

export const { useUpdateAddressMutation } = updateAddressApi;
