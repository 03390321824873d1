import type { FastifyInstance, FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { AppError } from '../lib/app-error';
import { BatchedCounters, postgresRateLimitStore } from './rate-limit-store';

/** Sign-in traffic: the provider's pages and endpoints and the portal's own /auth/* routes. */
function isSignIn(url: string): boolean {
  return url.startsWith('/idp/') || url.startsWith('/auth/');
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Failed password attempts per address: the brake on a password-guessing loop. */
    passwordFailures: {
      /** Seconds until the address may try again, or 0 when it may try now. */
      retryAfter(request: FastifyRequest): Promise<number>;
      record(request: FastifyRequest): Promise<void>;
    };
  }
}

const tooMany = () => new AppError('RateLimitExceededError', 'Too many requests. Please try again later.');

/**
 * Rate limits (decision record 0007). Nothing outside /api, /auth and /idp is limited: the
 * web app's HTML and fingerprinted assets must always load. The API limit is counted in an
 * app-level onRequest hook registered before authentication, so an anonymous flood is counted
 * (and refused with 429) before any 401; its key is the signed-in user or API key when the
 * request carries a valid one, the address otherwise. Sign-in traffic has a per-address limit
 * sized for a lecture hall behind one address, and failed passwords a much tighter one.
 */
export async function rateLimits(app: FastifyInstance) {
  const { config } = app;
  // On PostgreSQL several instances may share the database: count in it. PGlite is one process.
  const counters = app.database.kind === 'postgres' ? new BatchedCounters(app.database.db) : null;
  if (counters) app.addHook('onClose', () => counters.flush());
  await app.register(rateLimit, {
    global: false,
    ...(counters ? { store: postgresRateLimitStore(app.database.db, counters) as never } : {}),
    errorResponseBuilder: tooMany,
  });

  const api = app.rateLimit({
    max: config.RATE_LIMIT_MAX,
    timeWindow: 60_000,
    keyGenerator: async (request) => {
      const actor = await request.resolveActor();
      if (!actor) return `api:ip:${request.ip}`;
      return actor.kind === 'apiKey' ? `api:key:${actor.username}` : `api:user:${actor.username}`;
    },
  });
  const signIn = app.rateLimit({
    max: config.SIGN_IN_RATE_LIMIT_MAX,
    timeWindow: 60_000,
    keyGenerator: (request) => `sign-in:${request.ip}`,
  });
  const failureWindow = config.SIGN_IN_FAILURE_WINDOW_MINUTES * 60_000;
  const failures = app.createRateLimit({
    max: config.SIGN_IN_FAILURE_MAX,
    timeWindow: failureWindow,
    keyGenerator: (request) => `password-failures:${request.ip}`,
    // Counted in the database on every failure, so the brake holds across instances exactly.
    ...({ exactCount: true } as object),
  });

  app.decorate('passwordFailures', {
    async retryAfter(request: FastifyRequest) {
      const state = await failures(request, { increment: false });
      if (state.isAllowed || state.remaining > 0) return 0;
      return Math.max(1, state.ttlInSeconds);
    },
    async record(request: FastifyRequest) {
      await failures(request);
    },
  });

  app.addHook('onRequest', async function (request, reply) {
    const url = request.url;
    if (isSignIn(url)) return signIn.call(this, request, reply);
    if (!url.startsWith('/api/') || url.startsWith('/api/docs')) return;
    if (request.routeOptions.config.rateLimit === false) return;
    return api.call(this, request, reply);
  });
}
