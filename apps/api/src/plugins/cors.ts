import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Headers a page on another allowed origin may read from an answer. */
const exposedHeaders = 'x-request-id, x-next-cursor, location, etag';
const allowedMethods = 'GET, HEAD, POST, PUT, PATCH, DELETE';

/**
 * Cross-origin calls from the sites in CORS_ORIGINS (the chapter's website, its RSVP site): their
 * answers name that origin and allow credentials, and every preflight answers 204 at once. An
 * origin not in the list gets no CORS header (the public feeds keep their `*`, without
 * credentials), so its browser refuses to hand it the answer.
 */
export const corsPlugin = fp(async (app: FastifyInstance) => {
  const allowed = new Set(app.config.CORS_ORIGINS);
  app.decorate('isAllowedOrigin', (origin: string | undefined) => origin !== undefined && allowed.has(origin));
  const none: [string, string][] = [];
  const varies: [string, string][] = [['vary', 'Origin']];
  const headersOf = new Map(
    [...allowed].map((origin): [string, [string, string][]] => [
      origin,
      [
        ['vary', 'Origin'],
        ['access-control-allow-origin', origin],
        ['access-control-allow-credentials', 'true'],
        ['access-control-expose-headers', exposedHeaders],
      ],
    ]),
  );
  app.decorate('crossOriginHeaders', (origin: string | undefined) =>
    origin ? (headersOf.get(origin) ?? varies) : none,
  );
  // Callback-style, as are the other hooks every request runs: an async hook costs a promise and
  // a turn of the microtask queue per request even when it has nothing to wait for (decision 0062).
  app.addHook('onRequest', (request, reply, done) => {
    const origin = request.headers.origin;
    const isAllowed = app.isAllowedOrigin(origin);
    for (const [name, value] of app.crossOriginHeaders(origin)) reply.header(name, value);
    const preflight = request.method === 'OPTIONS' && request.headers['access-control-request-method'] !== undefined;
    if (!preflight) return done();
    if (isAllowed) {
      reply.header('access-control-allow-methods', allowedMethods);
      const asked = request.headers['access-control-request-headers'];
      if (asked) reply.header('access-control-allow-headers', asked);
      reply.header('access-control-max-age', '600');
    }
    reply.code(204).send();
  });
});

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether `origin` is one of CORS_ORIGINS: its pages may call with credentials. */
    isAllowedOrigin(origin: string | undefined): boolean;
    /** The CORS headers of an answer to `origin` (none without one); never to be changed. */
    crossOriginHeaders(origin: string | undefined): readonly (readonly [string, string])[];
  }
}
