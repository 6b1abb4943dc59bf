import type { FastifyRequest } from 'fastify';

/**
 * What the service writes to its log about requests and errors. Never the query string (it may carry personal data
 * or tokens) and never a database error's extra fields: PGlite and pg attach the statement's parameters (password
 * hashes, addresses) and `detail` (the conflicting values) to their errors. Name, code, message and stack are enough.
 */
export function serializeError(error: unknown): { type: string; message: string; stack: string; code?: string } {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error), stack: '' };
  const { code } = error as { code?: unknown };
  return {
    type: error.name,
    ...(typeof code === 'string' ? { code } : {}),
    message: error.message,
    stack: error.stack ?? '',
  };
}

export function serializeRequest(request: FastifyRequest): Record<string, unknown> {
  return {
    method: request.method,
    url: request.url.split('?')[0],
    hostname: request.hostname,
    remoteAddress: request.ip,
  };
}

export const logSerializers = { err: serializeError, req: serializeRequest };
