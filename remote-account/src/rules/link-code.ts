import { ACCOUNT_LIMITS } from '@portal/shared/contract/account';

/**
 * The code of an e-mail link (`?code=`), trimmed. A code longer than any the service issues (ACCOUNT_LIMITS.codeMax)
 * cannot be valid: the page says the link is invalid, as for an unknown code, instead of sending it and showing the
 * field rule the service answers for it.
 */
export function linkCodeOf(params: URLSearchParams): { code: string; possible: boolean } {
  const code = params.get('code')?.trim() ?? '';
  return { code, possible: code.length <= ACCOUNT_LIMITS.codeMax };
}
