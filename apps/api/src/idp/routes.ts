import type { FastifyInstance } from 'fastify';
import type Provider from 'oidc-provider';
import { eq } from 'drizzle-orm';
import { idpAccounts } from '../db/schema';
import { verifyPassword } from '../lib/crypto';
import { renderLoginPage, renderPage } from './page';

const expired = renderPage(
  'Sign-in expired',
  '<h1>Sign-in expired</h1><p>This sign-in attempt has expired.</p><p><a href="/login">Start again</a></p>',
);

type Details = Awaited<ReturnType<Provider['interactionDetails']>>;

async function grantRequested(provider: Provider, details: Details): Promise<string> {
  const grant = details.grantId
    ? (await provider.Grant.find(details.grantId))!
    : new provider.Grant({ accountId: details.session!.accountId, clientId: details.params.client_id as string });
  const missing = details.prompt.details as {
    missingOIDCScope?: string[];
    missingOIDCClaims?: string[];
    missingResourceScopes?: Record<string, string[]>;
  };
  if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
  if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
  for (const [indicator, scopes] of Object.entries(missing.missingResourceScopes ?? {})) {
    grant.addResourceScope(indicator, scopes.join(' '));
  }
  return grant.save();
}

/** Mounts oidc-provider at /idp and serves our own sign-in page for its login interaction. */
export async function idpRoutes(app: FastifyInstance, opts: { provider: Provider }) {
  const { provider } = opts;
  const callback = provider.callback();

  await app.register(async (raw) => {
    // oidc-provider reads request bodies itself: leave the stream untouched here.
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser('*', (_request, _payload, done) => done(null));
    raw.route({
      method: ['GET', 'POST', 'OPTIONS'],
      url: '/idp/*',
      config: { roles: 'public' },
      schema: { hide: true },
      handler: (request, reply) => {
        reply.hijack();
        const req = request.raw as typeof request.raw & { originalUrl?: string };
        req.originalUrl = req.url;
        req.url = req.url!.slice('/idp'.length) || '/';
        callback(req, reply.raw);
      },
    });
  });

  await app.register(async (pages) => {
    pages.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );

    pages.get<{ Params: { uid: string } }>(
      '/idp/interaction/:uid',
      { config: { roles: 'public' }, schema: { hide: true } },
      async (request, reply) => {
        try {
          const details = await provider.interactionDetails(request.raw, reply.raw);
          if (details.uid !== request.params.uid) throw new Error('interaction mismatch');
          if (details.prompt.name === 'consent') {
            // The portal is the provider's only, first-party client: grant what it asks without a screen.
            const grantId = await grantRequested(provider, details);
            reply.hijack();
            await provider.interactionFinished(
              request.raw,
              reply.raw,
              { consent: { grantId } },
              { mergeWithLastSubmission: true },
            );
            return;
          }
          return reply.type('text/html').send(renderLoginPage(details.uid));
        } catch {
          return reply.status(400).type('text/html').send(expired);
        }
      },
    );

    pages.post<{ Params: { uid: string }; Body: { email?: string; password?: string } }>(
      '/idp/interaction/:uid/login',
      { config: { roles: 'public' }, schema: { hide: true } },
      async (request, reply) => {
        let uid: string;
        try {
          uid = (await provider.interactionDetails(request.raw, reply.raw)).uid;
        } catch {
          return reply.status(400).type('text/html').send(expired);
        }
        const email = String(request.body?.email ?? '')
          .trim()
          .toLowerCase();
        // Guessing one account locks that account; guessing many from one address, the address
        // (decision 0007). Neither locks the other people behind a lecture hall's address.
        const { wait, locked } = await app.passwordFailures.retryAfter(request, email);
        if (wait > 0) {
          const minutes = Math.ceil(wait / 60);
          const error =
            locked === 'account'
              ? `Too many failed sign-in attempts for this account. Please try again in ${minutes} minutes.`
              : `Too many failed sign-in attempts. Please try again in ${minutes} minutes.`;
          return reply
            .status(429)
            .header('retry-after', String(wait))
            .type('text/html')
            .send(renderLoginPage(uid, { email, error }));
        }
        const password = String(request.body?.password ?? '');
        const [account] = email
          ? await app.database.db.select().from(idpAccounts).where(eq(idpAccounts.username, email))
          : [];
        if (!account || !(await verifyPassword(password, account.passwordHash))) {
          await app.passwordFailures.record(request, email);
          return reply
            .status(401)
            .type('text/html')
            .send(renderLoginPage(uid, { email, error: 'Invalid email or password.' }));
        }
        reply.hijack();
        await provider.interactionFinished(
          request.raw,
          reply.raw,
          { login: { accountId: account.username } },
          { mergeWithLastSubmission: false },
        );
      },
    );
  });
}
