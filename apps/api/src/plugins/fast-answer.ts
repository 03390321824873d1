import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { metrics } from '../lib/metrics';
import { requestId } from '../lib/request-id';

const logsInfo = new Set(['info', 'debug', 'trace']);

/** An answer's headers for every origin, as one flat list each ([name, value, name, value...]). */
export type ComposedHeaders = (origin: string | undefined) => string[];

/**
 * API answers written without Fastify, for a fast path (plugins/fast-path.ts) that owns a very
 * hot public read: they carry what every API answer carries from the onRequest/onResponse hooks
 * (helmet's headers and the request id, the CORS headers, the request duration metric, the two
 * request log lines at info), so that a client sees the same answer either way. `route` is the
 * route's template, as Fastify records it. A draining instance leaves its answers to Fastify (it
 * closes the connection after each). The headers are composed once per answer and origin and
 * written with one writeHead, as a bare node:http server writes constant headers.
 */
export function fastAnswerer(app: FastifyInstance, route: string) {
  const durations = new Map<number, ReturnType<typeof metrics.httpRequestDuration.labels>>();
  const durationOf = (status: number) => {
    let histogram = durations.get(status);
    if (!histogram) {
      histogram = metrics.httpRequestDuration.labels({ route, method: 'GET', status_code: String(status) });
      durations.set(status, histogram);
    }
    return histogram;
  };
  return {
    /** Whether a fast path may answer now. */
    get open(): boolean {
      return !app.readiness.draining;
    },
    /** An answer's own headers (type, length, validators, caching) over helmet's; an allowed origin's replace a `*`. */
    compose(own: [string, string][]): ComposedHeaders {
      const byCrossOrigin = new Map<readonly (readonly [string, string])[], string[]>();
      return (origin) => {
        const crossOrigin = app.crossOriginHeaders(origin);
        let flat = byCrossOrigin.get(crossOrigin);
        if (!flat) {
          // Later headers replace earlier ones of the same name, as reply.header() does.
          const headers = new Map<string, string>();
          for (const [name, value] of [...app.securityHeaders, ...own, ...crossOrigin])
            headers.set(name.toLowerCase(), value);
          flat = [...headers].flat();
          byCrossOrigin.set(crossOrigin, flat);
        }
        return flat;
      };
    },
    send(
      request: IncomingMessage,
      response: ServerResponse,
      answer: { status: number; headers: ComposedHeaders; body?: Buffer },
      started: number,
    ): void {
      const id = requestId();
      const log = logsInfo.has(app.log.level) ? app.log.child({ reqId: id }) : undefined;
      log?.info({ req: { id, method: request.method, url: request.url } }, 'incoming request');
      response.writeHead(answer.status, answer.headers(request.headers.origin).concat('x-request-id', id));
      response.end(answer.body);
      const seconds = (performance.now() - started) / 1000;
      durationOf(answer.status).observe(seconds);
      log?.info(
        { res: { statusCode: answer.status, request: { routeOptions: { url: route } } }, responseTime: seconds * 1000 },
        'request completed',
      );
    },
  };
}
