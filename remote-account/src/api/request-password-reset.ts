import type { PasswordResetRequest } from '@portal/shared/contract/account';
import { request } from '@portal/shared/http/client';

const PASSWORD_RESET_URL = '/v1.0/password/reset';

/** POST /service/v1.0/password/reset → 204 whether or not the login exists (a link is e-mailed when it does). */
export function requestPasswordReset(body: PasswordResetRequest): Promise<void> {
  return request<void>({ method: 'POST', url: PASSWORD_RESET_URL, body, silent: true });
}
