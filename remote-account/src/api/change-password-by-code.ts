import type { PasswordChangeByCodeRequest } from '@portal/shared/contract/account';
import { request } from '@portal/shared/http/client';

const PASSWORD_CHANGE_BY_CODE_URL = '/v1.0/password/change';

/**
 * POST /service/v1.0/password/change {code, password} → 204. An unknown, expired or used code rejects with HttpError
 * 404; the password rule with FormErrors (path 'password').
 */
export function changePasswordByCode(body: PasswordChangeByCodeRequest): Promise<void> {
  return request<void>({ method: 'POST', url: PASSWORD_CHANGE_BY_CODE_URL, body, silent: true, expectedStatuses: [404] });
}
