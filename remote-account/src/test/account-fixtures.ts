import type { Profile, ProfileBusinessPartner } from '@portal/shared/contract/account';

/** A business partner as GET /v1.0/profiles answers it. */
export function partner(overrides: Partial<ProfileBusinessPartner> & { fullname?: string } = {}): ProfileBusinessPartner {
  const { fullname = 'Max Mustermann', ...rest } = overrides;
  return {
    businessPartnerNumber: '1000000001',
    entity: {
      fullname,
      address: { country: 'AT', postcode: '4020', city: 'Linz', street: 'Landstraße', housenumber: '12', floor: '3', room: '4' },
      landline: { number: '0732 123456', extension: '12', country: 'AT' },
      mobile: { number: '+43 664 1234567', country: 'AT' },
    },
    email: 'max@example.at',
    ecommunicationActive: true,
    ecommunicationInactive: false,
    activationPending: false,
    ...rest,
  };
}

export function profile(overrides: Partial<Profile> = {}): Profile {
  return {
    user: { login: 'max.mustermann', email: 'max@example.at', roles: [] },
    businessPartners: [partner()],
    ...overrides,
  };
}
