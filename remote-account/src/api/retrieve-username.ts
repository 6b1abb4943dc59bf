import type { UsernameRetrievalRequest } from '@portal/shared/contract/account';
import { request } from '@portal/shared/http/client';

const RETRIEVE_USERNAME_URL = '/v1.0/username/retrieve';

/** POST /service/v1.0/username/retrieve → 204 whether or not an account matched (the login is e-mailed when found). */
export function retrieveUsername(body: UsernameRetrievalRequest): Promise<void> {
  return request<void>({ method: 'POST', url: RETRIEVE_USERNAME_URL, body, silent: true });
}
