import type { RegistrationRequest } from '@portal/shared/contract/account';
import { request } from '@portal/shared/http/client';

const REGISTRATIONS_URL = '/v1.0/registrations';

/**
 * POST /service/v1.0/registrations → 204: the service creates an inactive account and e-mails the confirmation link.
 * Rejects with FormErrors on a 400 array (data not matching a customer, login taken), HttpError otherwise. Silent: the
 * page shows its own general message.
 */
export function register(body: RegistrationRequest): Promise<void> {
  return request<void>({ method: 'POST', url: REGISTRATIONS_URL, body, silent: true });
}
