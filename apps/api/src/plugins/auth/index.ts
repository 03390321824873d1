import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasAnyRole } from '@cp/contracts';
import { AppError } from '../../lib/app-error';
import type { Actor, RouteKeyPolicies, RouteRoles } from './actor';
import { sha256Hex } from '../../lib/crypto';
import { callerCaches, type ActorCache } from './actor-cache';
import { actorFromApiKey } from './api-key';
import { recordApiKeyUse } from './api-key-usage';
import { loadRoles, loadSessionActor } from './roles';
import { clearSessionCookies } from './session-cookies';
import { isBearerTokenRevoked, sessionCookieName } from './sessions';

export type { Actor, RouteKeyPolicies, RouteRoles } from './actor';
export { actingOf, type Acting } from './acting';
export { assertMayUseMembershipLists, mayUseMembershipList, restrictionsNamed } from './restrictions';
export { apiKeyUseHead, type StatementHead } from './api-key-usage';
export { authTopic, endedSession } from './actor-cache';

/** Verifies a bearer JWT from the identity provider and returns the username, or null. */
export type BearerVerifier = (token: string) => Promise<string | null>;

declare module 'fastify' {
  interface FastifyContextConfig {
    roles?: RouteRoles;
    keyPolicies?: RouteKeyPolicies;
  }
  interface FastifyRequest {
    /** The authenticated caller, resolved once per request (null when anonymous). */
    resolveActor(): Promise<Actor | null>;
    actor: Actor | null;
  }
  interface FastifyInstance {
    bearerVerifier: { verify: BearerVerifier | null };
  }
}

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);
const resolved = Symbol('actorResolved');

interface CallerCaches {
  sessions: ActorCache<Actor>;
}

/**
 * How long a cached caller is kept at most. Every change the portal makes drops it at once on
 * every instance through the change feed; this bounds only a change made to the database by
 * other means (an operator's SQL).
 */
const callerCacheMs = 30_000;

/** A cached caller is shared by the requests that find it: none of them may change it. */
const frozen = (actor: Actor): Actor =>
  Object.freeze({ ...actor, roles: Object.freeze(actor.roles), orgRoles: Object.freeze(actor.orgRoles) }) as Actor;

async function resolve(app: FastifyInstance, caches: CallerCaches, request: FastifyRequest): Promise<Actor | null> {
  const db = app.database.db;
  const apiKey = request.headers['x-api-key'];
  if (typeof apiKey === 'string' && apiKey) {
    // Read every time: a deleted key stops working at once on every instance (decisions.md),
    // not once the change feed has told them; only sessions are kept (decision 0035).
    return actorFromApiKey(db, apiKey);
  }
  const authorization = request.headers.authorization;
  if (authorization?.startsWith('Bearer ')) {
    const token = authorization.slice(7);
    const username = app.bearerVerifier.verify ? await app.bearerVerifier.verify(token) : null;
    // Read every time, like its roles: a signed-out token is refused at once on every instance.
    if (!username || (await isBearerTokenRevoked(db, token))) return null;
    return { kind: 'bearer', username, ...(await loadRoles(db, username, app.directory)) };
  }
  const sessionId = request.cookies[sessionCookieName];
  if (!sessionId) return null;
  const idHash = sha256Hex(sessionId);
  const load = async () => {
    const session = await loadSessionActor(db, idHash, app.directory);
    if (!session) return null;
    const { expiresAt, ...roles } = session;
    return { value: frozen({ kind: 'session', ...roles }), expiresAt };
  };
  // A remote directory's groups change where the change feed cannot hear it: read every time.
  if (app.directory.kind !== 'local') return (await load())?.value ?? null;
  return caches.sessions.get(idHash, load);
}

/**
 * Authentication (session cookie, bearer JWT or API key) and the roles every route declares.
 * Runs in onRequest, before body parsing, so unauthenticated callers learn nothing else.
 */
export const authPlugin = fp(async (app: FastifyInstance) => {
  const allowedOrigin = new URL(app.config.publicUrl).origin;
  app.decorate('bearerVerifier', { verify: null });
  app.decorateRequest('actor', null);
  // Made once the change feed is there (it registers after this plugin), before any request.
  let caches: CallerCaches | undefined;
  app.addHook('onReady', async () => {
    caches = callerCaches<Actor>(app.changes, callerCacheMs);
  });
  app.decorateRequest('resolveActor', async function (this: FastifyRequest) {
    const self = this as FastifyRequest & { [resolved]?: Promise<Actor | null> };
    self[resolved] ??= resolve(app, caches!, this).then((actor) => (this.actor = actor));
    return self[resolved];
  });

  // Callback-style hooks: a signed-out request to a public route waits for nothing here, and an
  // async hook would cost it a promise and a microtask turn each (decision 0062).
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!request.actor) return done(null, payload);
    // An answer made for one caller is never kept by a browser or a shared cache (a public
    // route that says its answer is the same for everyone keeps its own caching).
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    recordApiKeyUse(app.database.db, request, reply).then(() => done(null, payload), done);
  });

  app.addHook('onRequest', (request, reply, done) => {
    const roles = request.routeOptions.config.roles;
    if (!roles || roles === 'public') return done();
    authorize(request, reply, roles).then(() => done(), done);
  });

  async function authorize(
    request: FastifyRequest,
    reply: FastifyReply,
    roles: Exclude<RouteRoles, 'public'>,
  ): Promise<void> {
    const actor = await request.resolveActor();
    if (!actor) {
      // An ended or expired session: forget its cookies, so the pages stop asking with them.
      if (request.cookies[sessionCookieName]) clearSessionCookies(reply, app.config);
      throw new AppError('UnauthorizedError', 'You must be signed in to do this.');
    }
    if (actor.kind === 'session' && !safeMethods.has(request.method)) {
      // CSRF: a cookie-authenticated write must come from our own pages, or an allowed site's.
      const origin = request.headers.origin;
      const sameOrigin = origin
        ? origin === allowedOrigin || app.isAllowedOrigin(origin)
        : request.headers['sec-fetch-site'] === 'same-origin';
      if (!sameOrigin) throw new AppError('ForbiddenError', 'Cross-site request refused.');
    }
    if (roles !== 'signedIn' && !hasAnyRole(actor.roles, roles)) {
      throw new AppError('ForbiddenError', `This action needs one of these roles: ${roles.join(', ')}.`);
    }
  }
});
