import { request } from '@portal/shared/http/client';

/** Body of PUT /service/v1.0/profiles/password (portal-processes §7). */
interface ChangePasswordBody {
  currentPassword: string;
  newPassword: string;
}

const CHANGE_PASSWORD_URL = '/v1.0/profiles/password';

/**
 * Changes the logged-in user's password. Rejects with FormErrors on a 400 array (wrong current password, rule
 * broken), with HttpError otherwise. Silent: the page shows its own error text instead of the global error.
 */
export function changePassword(body: ChangePasswordBody): Promise<void> {
  return request<void>({ method: 'PUT', url: CHANGE_PASSWORD_URL, body, silent: true });
}
