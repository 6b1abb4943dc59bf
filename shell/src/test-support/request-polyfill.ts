/**
 * jsdom has no fetch Request, but react-router's data routers build one for every navigation. The router reads only
 * url, method, signal and headers of it, so a small stand-in is enough for tests.
 */
class RequestStandIn {
  readonly url: string;
  readonly method: string;
  readonly signal: AbortSignal;
  readonly headers: Map<string, string>;

  constructor(input: string | URL, init: { method?: string; signal?: AbortSignal } = {}) {
    this.url = String(input);
    this.method = init.method ?? 'GET';
    this.signal = init.signal ?? new AbortController().signal;
    this.headers = new Map();
  }
}

if (typeof globalThis.Request === 'undefined') {
  Object.assign(globalThis, { Request: RequestStandIn });
}
