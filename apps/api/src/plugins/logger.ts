import type { FastifyServerOptions } from 'fastify';
import type { AppConfig } from '../config';

/**
 * Structured logs that never carry secrets: credentials in headers are redacted and URLs are
 * logged without their query (sign-in callbacks carry codes there).
 */
export function loggerOptions(config: AppConfig): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  return {
    level: config.LOG_LEVEL,
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'req.headers["x-api-key"]',
        'res.headers["set-cookie"]',
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
    },
  };
}
