import type { MobileConfirmRequest, PhoneUpdateRequest, ProfileBusinessPartner } from '@portal/shared/contract/account';
import { portalApi } from '@portal/shared/http/portal-api';

interface UpdatePhoneArgs {
  businessPartnerNumber: string;
  phone: PhoneUpdateRequest;
}

interface ConfirmMobileArgs extends MobileConfirmRequest {
  businessPartnerNumber: string;
}

const partnerUrl = (businessPartnerNumber: string) => `/v1.0/business-partners/${encodeURIComponent(businessPartnerNumber)}`;

/**
 * PUT /v1.0/business-partners/{bpn}/phone: a landline is stored at once; a mobile number waits for its code (the
 * answer's mobilePending). PUT …/phone/confirm {code} sets it and activates e-communication; a wrong code → 404.
 */
const updatePhoneApi = portalApi.injectEndpoints({
  endpoints: (build) => ({
    updatePhone: build.mutation<ProfileBusinessPartner, UpdatePhoneArgs>({
      query: ({ businessPartnerNumber, phone }) => ({
        method: 'PUT',
        url: `${partnerUrl(businessPartnerNumber)}/phone`,
        body: phone,
        silent: true,
      }),
      invalidatesTags: (_result, error, { businessPartnerNumber, phone }) =>
        error || phone.type !== 'LANDLINE'
          ? []
          : [
              { type: 'Profile', id: 'ME' },
              { type: 'Profile', id: businessPartnerNumber },
            ],
    }),
    confirmMobile: build.mutation<ProfileBusinessPartner, ConfirmMobileArgs>({
      query: ({ businessPartnerNumber, code }) => ({
        method: 'PUT',
        url: `${partnerUrl(businessPartnerNumber)}/phone/confirm`,
        body: { code },
        // 404: a wrong or expired code, told in the dialog.
        expectedStatuses: [404],
        silent: true,
      }),
      invalidatesTags: (_result, error, { businessPartnerNumber }) =>
        error ? [] : [{ type: 'Profile', id: 'ME' }, { type: 'Profile', id: businessPartnerNumber }, 'Dashboard'],
    }),
  }),
});

export const { useUpdatePhoneMutation, useConfirmMobileMutation } = updatePhoneApi;
