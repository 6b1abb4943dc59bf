/**
 * A database fault the client cannot fix and that passes: the server restarts, is unreachable, frozen (a timeout) or
 * out of connections. The service answers these with 503 and Retry-After (the maintenance answer's shape) instead of
 * 500; the pool reconnects by itself once the server is back.
 */
export class DatabaseUnavailableError extends Error {
  constructor(cause: unknown) {
    super(`database unavailable: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'DatabaseUnavailableError';
  }
}

// SQLSTATE classes and codes of a server that goes away or refuses work for now: 08 connection exception,
// 57P01–57P05 shutdown / crash / cannot connect now / idle session timeout, 53300 too many connections, 57014 query
// cancelled (statement_timeout), 25P03 idle-in-transaction timeout, 40001/40P01 are not here: those are retried by callers.
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '57P04', '57P05', '53300', '57014', '25P03']);
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH', 'EAI_AGAIN']);
// node-postgres reports these without a code.
const DRIVER_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /^Query read timeout/,
  /^Client has encountered a connection error/,
  /^Client was closed/,
  /^Cannot use a pool after calling end/,
];

export function isUnavailableFault(error: unknown): boolean {
  if (error instanceof DatabaseUnavailableError) return true;
  // Duck-typed: errors of Node's own sockets may come from another realm (test sandboxes), failing `instanceof Error`.
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (code.startsWith('08') || UNAVAILABLE_SQLSTATES.has(code) || NETWORK_CODES.has(code))) {
    return true;
  }
  return typeof message === 'string' && DRIVER_MESSAGES.some((pattern) => pattern.test(message));
}

/** Rethrows a fault as DatabaseUnavailableError, anything else unchanged. */
export function classifyDbError(error: unknown): never {
  throw isUnavailableFault(error) ? new DatabaseUnavailableError(error) : error;
}
