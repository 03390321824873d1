import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { rateLimits } from './rate-limits';

/**
 * Security headers with a Content-Security-Policy, request ids on every response, rate limits.
 * helmet's middleware is built once here: @fastify/helmet built it again on every request,
 * parsing the policy each time (about 8% of a signed-in request's floor, decision 0016).
 */
export const securityPlugin = fp(async (app: FastifyInstance) => {
  const https = app.config.secureCookies;
  const formTargets = ["'self'"];
  if (app.config.OIDC_ISSUER) formTargets.push(new URL(app.config.OIDC_ISSUER).origin);
  const setSecurityHeaders = helmet({
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
  // Every directive is a constant, so helmet's headers are the same for every request: taken
  // once, then set directly (helmet's chain of middlewares was about 3% of a cached read).
  const securityHeaders: [string, string][] = [];
  const recorder = {
    setHeader: (name: string, value: string) => securityHeaders.push([name, value]),
    // X-Powered-By, which neither Node nor Fastify sets.
    removeHeader: () => {},
  };
  setSecurityHeaders({} as IncomingMessage, recorder as unknown as ServerResponse, () => {});
  app.decorate('securityHeaders', securityHeaders);
  // Before the rate limits, so that a 429 carries its request id like every other answer.
  app.addHook('onRequest', (request, reply, done) => {
    const raw = reply.raw;
    for (const [name, value] of securityHeaders) raw.setHeader(name, value);
    reply.header('x-request-id', request.id);
    done();
  });
  await rateLimits(app);
});

declare module 'fastify' {
  interface FastifyInstance {
    /** helmet's headers, the same on every answer (a fast path sets them too: plugins/fast-answer.ts). */
    readonly securityHeaders: readonly (readonly [string, string])[];
  }
}
