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
    /**
     * Failed password attempts per account (the lock) and per address (a high backstop): the
     * brake on a password-guessing loop that does not lock a lecture hall out behind one NAT.
     */
    passwordFailures: {
      /** Seconds until this account may be tried from this address, or 0 when it may now. */
      retryAfter(
        request: FastifyRequest,
        account: string,
      ): Promise<{ wait: number; locked: 'account' | 'address' | null }>;
      record(request: FastifyRequest, account: string): Promise<void>;
    };
    /**
     * Wrong promo codes (decision 0036): per signed-in user, or per address and per typed email
     * when signed out; past PROMO_CODE_FAILURE_MAX in the window, codes are not even looked at.
     */
    wrongPromoCodes: {
      /** Seconds until this buyer may try a code again, or 0 when they may now. */
      retryAfter(request: FastifyRequest, buyer: PromoBuyer): Promise<number>;
      record(request: FastifyRequest, buyer: PromoBuyer): Promise<void>;
    };
  }
}

/** Who tries a promo code: a signed-in user, or a signed-out buyer by the email they typed. */
export type PromoBuyer = { username: string } | { guestEmail: string };

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
  // The account tried is the request's own (the sign-in form's email), read by the key generator.
  const accountOf = new WeakMap<FastifyRequest, string>();
  const failureLimit = (max: number, key: (request: FastifyRequest) => string) =>
    app.createRateLimit({
      max,
      timeWindow: failureWindow,
      keyGenerator: key,
      // Counted in the database on every failure, so the brake holds across instances exactly.
      ...({ exactCount: true } as object),
    });
  const byAccount = failureLimit(
    config.SIGN_IN_ACCOUNT_FAILURE_MAX,
    (request) => `password-failures:account:${accountOf.get(request)}`,
  );
  const byAddress = failureLimit(config.SIGN_IN_FAILURE_MAX, (request) => `password-failures:${request.ip}`);
  const waitOf = async (limit: typeof byAccount, request: FastifyRequest) => {
    const state = await limit(request, { increment: false });
    return state.isAllowed || state.remaining > 0 ? 0 : Math.max(1, state.ttlInSeconds);
  };

  app.decorate('passwordFailures', {
    async retryAfter(request: FastifyRequest, account: string) {
      accountOf.set(request, account);
      const forAccount = await waitOf(byAccount, request);
      if (forAccount > 0) return { wait: forAccount, locked: 'account' as const };
      const forAddress = await waitOf(byAddress, request);
      return { wait: forAddress, locked: forAddress > 0 ? ('address' as const) : null };
    },
    async record(request: FastifyRequest, account: string) {
      accountOf.set(request, account);
      await byAccount(request);
      await byAddress(request);
    },
  });

  const promoWindow = config.PROMO_CODE_FAILURE_WINDOW_MINUTES * 60_000;
  const promoBuyerOf = new WeakMap<FastifyRequest, PromoBuyer>();
  const promoLimit = (key: (request: FastifyRequest) => string) =>
    app.createRateLimit({
      max: config.PROMO_CODE_FAILURE_MAX,
      timeWindow: promoWindow,
      keyGenerator: key,
      // Counted in the database on every wrong code, so the brake holds across instances exactly.
      ...({ exactCount: true } as object),
    });
  const promoByBuyer = promoLimit((request) => {
    const buyer = promoBuyerOf.get(request)!;
    return 'username' in buyer
      ? `promo-failures:user:${buyer.username}`
      : `promo-failures:email:${buyer.guestEmail.toLowerCase()}`;
  });
  // Signed-in users are counted as themselves only: a campus NAT's guessers never lock them out.
  const promoByAddress = promoLimit((request) => `promo-failures:ip:${request.ip}`);
  const signedOut = (request: FastifyRequest) => !('username' in promoBuyerOf.get(request)!);
  app.decorate('wrongPromoCodes', {
    async retryAfter(request: FastifyRequest, buyer: PromoBuyer) {
      promoBuyerOf.set(request, buyer);
      const forBuyer = await waitOf(promoByBuyer, request);
      if (forBuyer > 0 || !signedOut(request)) return forBuyer;
      return waitOf(promoByAddress, request);
    },
    async record(request: FastifyRequest, buyer: PromoBuyer) {
      promoBuyerOf.set(request, buyer);
      await promoByBuyer(request);
      if (signedOut(request)) await promoByAddress(request);
    },
  });

  // Callback-style: a route without a limit (the cached feeds) waits for no promise (decision 0062).
  app.addHook('onRequest', function (request, reply, done) {
    const url = request.url;
    const limit = isSignIn(url)
      ? signIn
      : !url.startsWith('/api/') || url.startsWith('/api/docs') || request.routeOptions.config.rateLimit === false
        ? null
        : api;
    if (!limit) return done();
    limit.call(this, request, reply).then(() => done(), done);
  });
}
