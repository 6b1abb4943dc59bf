import type { Limit } from '../http/rate-limit';

/**
 * Changes of contract processes per user and hour. Each one writes a confirmation e-mail, and the repeatable ones
 * (bank data, instalment, readings) could otherwise be called in a loop.
 */
export const PROCESS_RATE_LIMIT: Limit = { bucket: 'contract-process-user', max: 60, windowSeconds: 3600 };
