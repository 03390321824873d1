import { vi } from 'vitest';

type Handler = (request: { method: string; body: unknown }) => Response;

export const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

export const errorResponse = (status: number, name: string, id: number, message: string) =>
  json({ error: true, id, name, message }, status);

/** Stubs fetch with handlers keyed by 'METHOD /path' and records every call. */
export function serveApi(routes: Record<string, Handler>) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const path = new URL(url, 'http://localhost').pathname;
      const body = init.body ? (JSON.parse(String(init.body)) as unknown) : undefined;
      calls.push({ method, path, body });
      const handler = routes[`${method} ${path}`];
      if (handler) return handler({ method, body });
      if (path === '/api/v1/clientConfig') return errorResponse(404, 'NotFoundError', 103, 'Not found.');
      return errorResponse(404, 'NotFoundError', 103, `No test route for ${method} ${path}`);
    }),
  );
  return calls;
}
