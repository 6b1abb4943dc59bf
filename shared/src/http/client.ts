import type { ErrorItem } from '../contract/errors';
import { SESSION_CHECK_URL, XSRF_COOKIE, XSRF_HEADER } from '../contract/session-names';
import { logger } from './logger';

/**
 * The one HTTP client of the front end (ARCHITECTURE.md "The one HTTP client", portal-core §8). No page calls fetch:
 * every call goes through `request`, which applies the global rules (CSRF, refresh on 401, maintenance, error pages,
 * form errors) and tells the store through the handlers set by `configureHttpClient`.
 */

export const SERVICE_BASE = '/service';
export { SESSION_CHECK_URL };
export const CSRF_URL = '/v1.0/session/csrf';
export const REFRESH_URL = '/j_security_check/refresh';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
export type ResponseType = 'json' | 'blob' | 'text' | 'file';

/** What a `responseType: 'file'` call resolves with: the body and the name from Content-Disposition (null if none). */
export interface DownloadedFile {
  blob: Blob;
  fileName: string | null;
}

/** `attachment; filename="a.csv"` (or `filename*=UTF-8''a.csv`) → `a.csv`. */
export function fileNameOf(contentDisposition: string | null): string | null {
  if (!contentDisposition) return null;
  const extended = /filename\*=UTF-8''([^;]+)/i.exec(contentDisposition);
  if (extended) return decodeURIComponent(extended[1].trim());
  const plain = /filename="?([^";]+)"?/i.exec(contentDisposition);
  return plain ? plain[1].trim() : null;
}

export interface RequestOptions {
  method?: HttpMethod;
  /** Relative to /service, e.g. `/v1.0/dashboard`. */
  url: string;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent form-encoded instead of `body`. */
  form?: Record<string, string>;
  responseType?: ResponseType;
  signal?: AbortSignal;
  /** Do not raise the global general error for 4xx/network failures (the caller shows its own message). */
  silent?: boolean;
  /** Statuses the caller handles itself: rejected as HttpError without any global handling (no refresh, no state). */
  expectedStatuses?: number[];
}

/** A failed call. Status 0 means the network failed before an answer arrived. */
export class HttpError extends Error {
  readonly status: number;
  readonly body: unknown;

  constructor(status: number, body: unknown) {
    super(`HTTP ${status}`);
    this.name = 'HttpError';
    this.status = status;
    this.body = body;
  }
}

/** A 400 answer with an array of validation errors; forms map them onto fields (forms/server-errors.ts). */
export class FormErrors extends Error {
  readonly status = 400;
  readonly errors: ErrorItem[];

  constructor(errors: ErrorItem[]) {
    super(errors.map((e) => `${e.path}: ${e.message}`).join('; ') || 'Validation failed');
    this.name = 'FormErrors';
    this.errors = errors;
  }
}

export interface HttpHandlers {
  /** 503 on any call: maintenance or the database unreachable; `retryAfterSeconds` from the Retry-After header. */
  onMaintenance(retryAfterSeconds: number | null): void;
  onLoggedOut(): void;
  onServerError(status: number): void;
  onGeneralError(status: number): void;
}

const noop = () => {};
let handlers: HttpHandlers = {
  onMaintenance: noop,
  onLoggedOut: noop,
  onServerError: noop,
  onGeneralError: noop,
};

/** Called once by the shell (http/connect-store.ts) so the client's global rules reach the store. */
export function configureHttpClient(next: HttpHandlers): void {
  handlers = next;
}

export function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

function pathOf(url: string): string {
  return url.split('?')[0];
}

async function send(options: RequestOptions): Promise<Response> {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = { Accept: 'application/json' };
  let body: BodyInit | undefined;
  if (options.form) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(options.form).toString();
  } else {
    // API-COMPAT: JSON content type on every call is valid, so one header for all.
    headers['Content-Type'] = 'application/json';
    if (options.body !== undefined) body = JSON.stringify(options.body);
  }
  if (method !== 'GET') {
    const token = readCookie(XSRF_COOKIE);
    if (token) headers[XSRF_HEADER] = token;
  }
  return fetch(`${SERVICE_BASE}${options.url}`, {
    method,
    headers,
    body,
    credentials: 'same-origin',
    signal: options.signal,
  });
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

async function readSuccess<T>(response: Response, responseType: ResponseType): Promise<T> {
  if (responseType === 'blob') return (await response.blob()) as T;
  if (responseType === 'file') {
    const file: DownloadedFile = {
      blob: await response.blob(),
      fileName: fileNameOf(response.headers?.get('content-disposition') ?? null),
    };
    return file as T;
  }
  const text = await response.text();
  if (responseType === 'text') return text as T;
  // 204 and empty 200 answers (e.g. a PUT without result) resolve with undefined.
  return (text ? JSON.parse(text) : undefined) as T;
}

/** Retry-After in seconds (a number of seconds or an HTTP date); null when absent or unreadable. */
export function retryAfterSeconds(header: string | null, now = Date.now()): number | null {
  if (!header) return null;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - now) / 1000));
}

/** Best effort: a failing helper call only means the original error stands. */
async function quietly(options: RequestOptions): Promise<boolean> {
  try {
    return (await send(options)).ok;
  } catch {
    return false;
  }
}

interface Attempt {
  refreshed: boolean;
  csrfRenewed: boolean;
}

async function attempt<T>(options: RequestOptions, state: Attempt): Promise<T> {
  let response: Response;
  try {
    response = await send(options);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    logger.warn(`network failure on ${options.url}`, error);
    if (!options.silent) handlers.onGeneralError(0);
    throw new HttpError(0, null);
  }

  const { status } = response;
  if (response.ok) return readSuccess<T>(response, options.responseType ?? 'json');

  const body = await readBody(response);
  if (options.expectedStatuses?.includes(status)) throw new HttpError(status, body);

  if (status === 503) {
    logger.warn('maintenance (503)');
    handlers.onMaintenance(retryAfterSeconds(response.headers.get('Retry-After')));
    throw new HttpError(status, body);
  }
  if (status === 500 && pathOf(options.url) === SESSION_CHECK_URL) {
    logger.warn('session check failed (500): logged out');
    handlers.onLoggedOut();
    throw new HttpError(status, body);
  }
  if (status >= 500) {
    logger.error(`server error ${status} on ${options.url}`);
    handlers.onServerError(status);
    throw new HttpError(status, body);
  }
  if (status === 401) {
    // Not an error worth logging: the session simply ended.
    logger.debug(`401 on ${options.url}`);
    if (!state.refreshed && (await quietly({ method: 'POST', url: REFRESH_URL }))) {
      return attempt<T>(options, { ...state, refreshed: true });
    }
    handlers.onLoggedOut();
    throw new HttpError(status, body);
  }
  if (status === 400 && body === null && !state.csrfRenewed) {
    // An empty 400 means the CSRF token was missing or stale: fetch a new cookie and repeat once.
    await quietly({ url: CSRF_URL });
    return attempt<T>(options, { ...state, csrfRenewed: true });
  }
  if (status === 400 && Array.isArray(body)) throw new FormErrors(body as ErrorItem[]);

  logger.warn(`HTTP ${status} on ${options.url}`);
  if (!options.silent) handlers.onGeneralError(status);
  throw new HttpError(status, body);
}

/**
 * One call to the service. Resolves with the parsed answer; rejects with FormErrors (400 with an error array),
 * HttpError (any other failure, after the global handling) or the AbortError of `signal`.
 */
export function request<T>(options: RequestOptions): Promise<T> {
  return attempt<T>(options, { refreshed: false, csrfRenewed: false });
}
