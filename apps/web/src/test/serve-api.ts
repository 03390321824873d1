import { vi } from 'vitest';

export interface ApiCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

type Handler = (call: ApiCall) => Response | Promise<Response>;

export const jsonResponse = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

export const errorResponse = (status: number, name: string, id: number, message: string) =>
  jsonResponse({ error: true, id, name, message }, status);

/**
 * Stubs fetch with handlers keyed by 'METHOD /path' (query strings are passed to the handler,
 * not matched) and records every call. Unknown paths answer 404 with the error body.
 */
export function serveApi(routes: Record<string, Handler>): ApiCall[] {
  const calls: ApiCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
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
    }),
  );
  return calls;
}
