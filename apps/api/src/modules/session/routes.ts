import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { decodeJwt } from 'jose';
import { inWireOrder, isSafeReturnPath } from '@cp/contracts';
import { clientConfigResponse } from '@cp/contracts/client-config';
import { clearSessionResponse, healthResponse, protectedResponse } from '@cp/contracts/session';
import { clearSessionCookies, setSessionCookies } from '../../plugins/auth/session-cookies';
import { deleteSession, revokeBearerToken, sessionCookieName } from '../../plugins/auth/sessions';
import { authTopic, endedSession } from '../../plugins/auth';
import { sha256Hex } from '../../lib/crypto';
import { errorResponses } from '../../plugins/schemas';
import { beginSignIn, completeSignIn } from './complete-sign-in';
import { pingDatabase } from './repository';
import { actingOf } from '../../plugins/auth';
import { clientConfigOf } from '../../lib/client-config';

const flowCookie = 'cp_auth_flow';

/** When a verified bearer token expires; a day from now if it does not say (kept that long). */
function bearerExpiry(token: string): Date {
  const { exp } = decodeJwt(token);
  return new Date(exp ? exp * 1000 : Date.now() + 86_400_000);
}

/** The sign-in redirect and its callback (/auth). */
export async function signInRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { config } = app;
  const cookie = { httpOnly: true, sameSite: 'lax' as const, secure: config.secureCookies, path: '/' };

  app.get(
    '/login',
    {
      config: { roles: 'public' },
      schema: {
        hide: true,
        querystring: z.object({ returnTo: z.string().max(2048).optional(), prompt: z.enum(['login']).optional() }),
        response: { 302: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const returnTo = isSafeReturnPath(request.query.returnTo) ? request.query.returnTo : null;
      const { flowId, authorizationUrl } = await beginSignIn(app.database.db, app.oidc, returnTo, request.query.prompt);
      reply.setCookie(flowCookie, flowId, { ...cookie, path: '/auth', maxAge: 15 * 60 });
      return reply.redirect(authorizationUrl, 302);
    },
  );

  app.get(
    '/callback',
    { config: { roles: 'public' }, schema: { hide: true, response: { 302: z.null() } } },
    async (request, reply) => {
      const flowId = request.cookies[flowCookie];
      reply.clearCookie(flowCookie, { ...cookie, path: '/auth' });
      try {
        if (!flowId) throw new Error('no sign-in cookie');
        const callbackUrl = new URL(request.url, config.publicUrl);
        const deps = {
          db: app.database.db,
          oidc: app.oidc,
          directory: app.directory,
          sessionTtlHours: config.SESSION_TTL_HOURS,
        };
        const { sessionId, location } = await completeSignIn(deps, flowId, callbackUrl);
        setSessionCookies(reply, config, sessionId);
        return reply.redirect(location, 302);
      } catch (error) {
        request.log.warn({ reason: (error as Error).message }, 'sign-in callback failed');
        return reply.redirect('/login?error=callback_failed', 302);
      }
    },
  );
}

/** The session's own API: who is signed in, sign out, health, and the web app's settings. */
export async function sessionRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { config } = app;

  app.get(
    '/protected',
    {
      config: { roles: 'signedIn', keyPolicies: { none: 'only about the caller' } },
      schema: {
        tags: ['session'],
        summary: 'Who am I: roles and org roles',
        response: { 200: protectedResponse, ...errorResponses },
      },
    },
    async (request) => {
      const actor = actingOf(request).actor;
      return { username: actor.username, roles: inWireOrder(actor.roles), orgRoles: actor.orgRoles };
    },
  );

  app.post(
    '/clearSession',
    {
      config: { roles: 'signedIn', keyPolicies: { none: 'only about the caller' } },
      schema: {
        tags: ['session'],
        summary: "End the session (and say where to end the identity provider's)",
        response: { 200: clearSessionResponse, 201: clearSessionResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      if (request.actor?.kind === 'bearer') {
        // The token itself is signed out (the chapter platform's 201): every instance reads it.
        const token = request.headers.authorization!.slice('Bearer '.length);
        await revokeBearerToken(app.database.db, token, bearerExpiry(token));
        return reply.code(201).send({ logoutUrl: null });
      }
      const sessionId = request.cookies[sessionCookieName];
      const ended = sessionId ? await deleteSession(app.database.db, sessionId) : undefined;
      // Every instance forgets the session it may have cached, this one before answering.
      if (ended) await app.changes.publish(authTopic, endedSession(sha256Hex(sessionId!)));
      clearSessionCookies(reply, config);
      // A bearer or key caller has no provider session in this browser to end.
      if (request.actor?.kind !== 'session') return { logoutUrl: null };
      const afterLogout = `${config.publicUrl}/login?lc=true`;
      return { logoutUrl: await app.oidc.endSessionUrl(ended?.idToken ?? null, afterLogout).catch(() => null) };
    },
  );

  app.get(
    '/healthz',
    {
      config: { roles: 'public' },
      schema: { tags: ['session'], response: { 200: healthResponse, ...errorResponses } },
    },
    async () => {
      await pingDatabase(app.database.db);
      return { message: 'UP' as const };
    },
  );

  app.get(
    '/clientConfig',
    { config: { roles: 'public' }, schema: { tags: ['session'], response: { 200: clientConfigResponse } } },
    async () => clientConfigOf(config),
  );
}
