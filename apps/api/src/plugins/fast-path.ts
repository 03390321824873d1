import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** Answers a raw request and returns true, or returns false to leave it to Fastify. Must not throw. */
export type FastPath = (request: IncomingMessage, response: ServerResponse) => boolean;

type RequestListener = (request: IncomingMessage, response: ServerResponse) => void;

const fastPathsOf = new WeakMap<Server, FastPath[]>();

/**
 * A very hot public answer (a short-link redirect) costs more in Fastify's per-request work
 * (request and reply objects, hooks, child loggers) than in itself. A fast path sees the raw
 * request before Fastify does and answers the few it owns; every other request goes to Fastify
 * untouched, with its hooks, logging and error handling. Fastify attaches exactly one 'request'
 * listener when it creates its server; the first fast path puts a dispatcher in its place.
 * `inject()` bypasses the server, so API tests exercise the Fastify route behind each fast path.
 */
export function addFastPath(app: FastifyInstance, fastPath: FastPath): void {
  const server = app.server as Server;
  const existing = fastPathsOf.get(server);
  if (existing) {
    existing.push(fastPath);
    return;
  }
  const listeners = server.listeners('request') as RequestListener[];
  if (listeners.length !== 1) throw new Error(`expected one Fastify request listener, found ${listeners.length}`);
  const fastify = listeners[0]!;
  const fastPaths = [fastPath];
  fastPathsOf.set(server, fastPaths);
  server.removeListener('request', fastify);
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    for (const answer of fastPaths) {
      try {
        if (answer(request, response)) return;
      } catch (err) {
        // A fast path that fails leaves the request to Fastify rather than taking the process down.
        app.log.error({ err }, 'fast path failed');
        if (response.headersSent) return;
      }
    }
    fastify(request, response);
  });
}
