import { vi } from 'vitest';

type Handler = (request: { method: string; body: unknown }) => Response;

export const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

export const errorResponse = (status: number, name: string, id: number, message: string) =>
  json({ error: true, id, name, message }, status);

/** Stubs fetch with handlers keyed by 'METHOD /path' (query ignored) and records every call. */
export function serveApi(routes: Record<string, Handler>) {
  const calls: { method: string; path: string; search: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const { pathname: path, search } = new URL(url, 'http://localhost');
      const body = init.body ? (JSON.parse(String(init.body)) as unknown) : undefined;
      calls.push({ method, path, search, body });
      const handler = routes[`${method} ${path}`];
      if (handler) return handler({ method, body });
      return errorResponse(404, 'NotFoundError', 103, `No test route for ${method} ${path}`);
    }),
  );
  return calls;
}
