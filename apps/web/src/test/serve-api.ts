import { vi } from 'vitest';

export interface ApiCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

type Handler = (call: ApiCall) => Response | Promise<Response>;

type FetchImpl = (url: string, init: RequestInit) => Response | Promise<Response>;

/**
 * The one way tests replace fetch: returns the mock, so a test can assert on its calls or
 * queue one-off answers (mockRejectedValueOnce). vi.unstubAllGlobals() puts fetch back.
 */
export function stubFetch(impl: FetchImpl) {
  // Typed as fetch is called by the client; a bare fetch(url) still reaches impl with an empty init.
  const fetchMock = vi.fn(async (url: string, init: RequestInit) => impl(url, (init as RequestInit | undefined) ?? {}));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export const jsonResponse = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

export const errorResponse = (status: number, name: string, id: number, message: string) =>
  jsonResponse({ error: true, id, name, message }, status);

/**
 * Stubs fetch with handlers keyed by 'METHOD /path' (query strings are passed to the handler,
 * not matched) and records every call. Unknown paths answer 404 with the error body.
 */
export function serveApi(routes: Record<string, Handler>): ApiCall[] {
  const calls: ApiCall[] = [];
  stubFetch((url, init) => {
    const parsed = new URL(url, 'http://localhost');
    const call: ApiCall = {
      method: init.method ?? 'GET',
      path: parsed.pathname,
      query: parsed.searchParams,
      body: init.body ? (JSON.parse(String(init.body)) as unknown) : undefined,
    };
    calls.push(call);
    const handler = routes[`${call.method} ${call.path}`];
    if (handler) return handler(call);
    return errorResponse(404, 'NotFoundError', 103, `No test route for ${call.method} ${call.path}`);
  });
  return calls;
}
