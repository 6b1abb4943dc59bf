/**
 * The front end's logger. Threshold warn (portal-core §9): debug and info are dropped, so e.g. an expected 401 can be
 * logged at debug without reaching the console.
 */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

const RANK: Record<LogLevel, number> = { debug: 0, info: 1, warn: 2, error: 3 };

export const LOG_THRESHOLD: LogLevel = 'warn';

function log(level: LogLevel, message: string, ...details: unknown[]): void {
  if (RANK[level] < RANK[LOG_THRESHOLD]) return;
  const write = level === 'error' ? console.error : console.warn;
  write(`[portal] ${message}`, ...details);
}

export const logger = {
  debug: (message: string, ...details: unknown[]) => log('debug', message, ...details),
  info: (message: string, ...details: unknown[]) => log('info', message, ...details),
  warn: (message: string, ...details: unknown[]) => log('warn', message, ...details),
  error: (message: string, ...details: unknown[]) => log('error', message, ...details),
};
