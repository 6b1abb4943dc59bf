import { FormErrors, HttpError } from './client';
import type { PortalQueryError } from './portal-api';

const isQueryError = (error: unknown): error is PortalQueryError =>
  typeof error === 'object' && error !== null && typeof (error as PortalQueryError).status === 'number' && 'data' in error;

/**
 * Unwraps an RTK Query mutation for a PortalForm: a 400 with an error array rejects as FormErrors (shown on the form's
 * fields), any other failure as HttpError with its status, so forms treat mutations like `request` calls.
 * Usage: `onSubmit={(values) => unwrapForForm(updateAddress(values))}`.
 */
export async function unwrapForForm<T>(result: { unwrap(): Promise<T> }): Promise<T> {
  try {
    return await result.unwrap();
  } catch (error) {
    if (!isQueryError(error)) throw error;
    if (error.status === 400 && Array.isArray(error.data)) throw new FormErrors(error.data);
    throw new HttpError(error.status, error.data);
  }
}

/** The HTTP status of a failed mutation or request (0: network or unknown failure). */
export function statusOf(error: unknown): number {
  if (error instanceof HttpError || error instanceof FormErrors) return error.status;
  if (isQueryError(error)) return error.status;
  return 0;
}
