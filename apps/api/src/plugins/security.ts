import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import { AppError } from '../lib/app-error';
import { postgresRateLimitStore } from './rate-limit-store';

/** Security headers with a Content-Security-Policy, request ids on every response, rate limits. */
export const securityPlugin = fp(async (app: FastifyInstance) => {
  const https = app.config.secureCookies;
  const formTargets = ["'self'"];
  if (app.config.OIDC_ISSUER) formTargets.push(new URL(app.config.OIDC_ISSUER).origin);
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine writes its CSS variables and component styles at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        mediaSrc: ["'self'", 'blob:'],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: formTargets,
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: https ? { maxAge: 15552000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });
  await app.register(rateLimit, {
    global: true,
    max: app.config.RATE_LIMIT_MAX,
    timeWindow: '1 minute',
    // On PostgreSQL several instances may share the database: count in it. PGlite is one process.
    ...(app.database.kind === 'postgres' ? { store: postgresRateLimitStore(app.database.db) as never } : {}),
    errorResponseBuilder: () => new AppError('RateLimitExceededError', 'Too many requests. Please try again later.'),
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
});
