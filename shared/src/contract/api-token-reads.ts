/**
 * Every call an API token may make, as the OpenAPI document names it: the routes the service marks
 * `config: { apiToken: 'read' }` (a service test keeps the two equal), listed on the portal's API page.
 */
export const API_TOKEN_READS = [
  'GET /service/v1.0/dashboard',
  'GET /service/v1.0/dashboard/headers',
  'GET /service/v1.0/contract-accounts/{businessPartnerNumber}/{contractAccountNumber}',
  'GET /service/v1.0/invoices/{businessPartnerNumber}/{contractAccountNumber}',
  'GET /service/v1.0/consumptions/profiles',
  'POST /service/v1.0/consumptions/profile/active',
  'POST /service/v1.0/consumptions/profile/active/download',
  'POST /service/v1.0/consumptions/profiles/download',
  'GET /service/v1.0/constants/reading-types',
  'GET /service/v1.0/constants/compare-values',
  'GET /service/v1.0/constants/meter-reasons',
  'GET /service/v1.0/consents',
  'GET /service/v1.0/consents/{consentId}/pods',
  'GET /service/v1.0/consent-requests',
  'GET /service/v1.0/consent-requests/{requestId}',
  'GET /service/partner-processes',
  'GET /service/partner-processes/count',
] as const;

export type ApiTokenRead = (typeof API_TOKEN_READS)[number];
