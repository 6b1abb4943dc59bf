import type { RegistrationRequest } from './account';
import type { AdditionalInformationType } from './enums';

/**
 * The field each identifier type of a registration asks for (portal-processes §3 "Registration"), for the form and the
 * service. A module of its own, not in account-rules: a remote must not need exports an earlier-built host's kit lacks.
 */
export const IDENTIFIER_FIELDS = {
  BUSINESS_PARTNER_NUMBER: 'businessPartnerNumber',
  COMMERCIAL_REGISTER: 'commercialRegister',
  COMPANY_NAME: 'companyName',
  DATE_OF_BIRTH: 'dateOfBirth',
  LAST_NAME: 'lastName',
} as const satisfies Record<AdditionalInformationType, keyof RegistrationRequest>;
