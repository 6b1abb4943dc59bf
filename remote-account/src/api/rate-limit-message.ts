import { HttpError } from '@portal/shared/http/client';

/** The service's own text of a 429 answer (`{type: 'RATE_LIMITED', message}`), else null. */
export function rateLimitMessageOf(error: unknown): string | null {
  if (!(error instanceof HttpError) || error.status !== 429) return null;
  const body = error.body as { message?: unknown } | null;
  return body && typeof body.message === 'string' && body.message ? body.message : null;
}
