import type { RegistrationConfirmRequest } from '@portal/shared/contract/account';
import { request } from '@portal/shared/http/client';

const CONFIRM_REGISTRATION_URL = '/v1.0/registrations/confirm';

/**
 * POST /service/v1.0/registrations/confirm {code} → 204 (an empty answer is success). An unknown, expired or used code
 * rejects with HttpError 404. Silent: the page tells every failure itself.
 */
export function confirmRegistration(body: RegistrationConfirmRequest): Promise<void> {
  return request<void>({ method: 'POST', url: CONFIRM_REGISTRATION_URL, body, silent: true, expectedStatuses: [404] });
}
