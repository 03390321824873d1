import type { FastifyInstance } from 'fastify';

/**
 * A fetch that calls this same app in-process. The relying party talks to the bundled identity
 * provider this way: no network hop, and it works before the server listens (and in tests).
 */
export function injectFetch(app: FastifyInstance) {
  return async (url: string, options: { method?: string; headers?: HeadersInit; body?: BodyInit | null }) => {
    const target = new URL(url);
    const response = await app.inject({
      method: (options.method ?? 'GET') as 'GET',
      url: target.pathname + target.search,
      headers: { ...Object.fromEntries(new Headers(options.headers).entries()), host: target.host },
      payload: options.body == null ? undefined : String(options.body),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    const empty = response.statusCode === 204 || response.statusCode === 304;
    return new Response(empty ? null : new Uint8Array(response.rawPayload), { status: response.statusCode, headers });
  };
}
