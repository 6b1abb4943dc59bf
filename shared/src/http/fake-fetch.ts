/**
 * Test support: a scripted fetch. jsdom has no fetch, so tests install this one and queue the service's answers.
 * (Kept next to the client so every front-end package's tests can use it.)
 */
export interface FakeAnswer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface FakeCall {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string | undefined;
}

function fakeResponse({ status, body, headers = {} }: FakeAnswer) {
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  const lower = new Map(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
  return {
    ok: status >= 200 && status < 300,
    status,
    headers: { get: (name: string) => lower.get(name.toLowerCase()) ?? null },
    text: async () => text,
    blob: async () => new Blob([text]),
  };
}

/**
 * Installs a fetch that answers by URL: `routes` maps "METHOD /service/path" (or "/service/path" for any method) to
 * an answer or a list of answers used in turn (the last one repeats).
 */
export function installFakeFetch(routes: Record<string, FakeAnswer | FakeAnswer[]>) {
  const calls: FakeCall[] = [];
  const used = new Map<string, number>();
  const fetchMock = jest.fn(async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    calls.push({ url, method, headers: (init.headers ?? {}) as Record<string, string>, body: init.body as string | undefined });
    const path = url.split('?')[0];
    const key = [`${method} ${url}`, `${method} ${path}`, url, path].find((candidate) => candidate in routes);
    if (!key) return fakeResponse({ status: 404 });
    const answers = ([] as FakeAnswer[]).concat(routes[key]);
    const index = used.get(key) ?? 0;
    used.set(key, index + 1);
    return fakeResponse(answers[Math.min(index, answers.length - 1)]);
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return { calls, fetchMock };
}
