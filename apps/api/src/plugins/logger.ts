import type { FastifyReply, FastifyServerOptions } from 'fastify';
import type { AppConfig } from '../config';

/**
 * Structured logs that never carry secrets: credentials in headers are redacted and URLs are
 * logged without their query (sign-in callbacks carry codes there). Each request's completion
 * line carries its id (reqId), status, route template, time (responseTime, ms) and user.
 */
export function loggerOptions(config: AppConfig): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  return {
    level: config.LOG_LEVEL,
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'req.headers["x-api-key"]',
        'req.headers["stripe-signature"]',
        'res.headers["set-cookie"]',
        // An error from an outgoing call (Stripe's SDK, Graph) may carry the request it made.
        'err.headers.authorization',
        'err.config.headers.authorization',
        'err.raw.headers.authorization',
        '*.password',
        '*.apiKey',
        '*.accessToken',
        '*.refreshToken',
        '*.idToken',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req(request) {
        return { id: request.id, method: request.method, path: request.url.split('?')[0] };
      },
      // Fastify logs the reply as `res` with "request completed"; its request says the rest.
      res(reply) {
        const request = (reply as Partial<FastifyReply>).request;
        return {
          statusCode: reply.statusCode,
          ...(request?.routeOptions?.url ? { route: request.routeOptions.url } : {}),
          ...(request?.actor ? { user: request.actor.username } : {}),
        };
      },
    },
  };
}
