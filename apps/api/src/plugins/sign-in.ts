import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createBundledProvider, bundledClientId } from '../idp/provider';
import { loadIdpSecrets, publicJwks } from '../idp/keys';
import { idpRoutes } from '../idp/routes';
import { injectFetch } from '../lib/inject-fetch';
import { OidcClient } from '../lib/oidc-client';

declare module 'fastify' {
  interface FastifyInstance {
    oidc: OidcClient;
  }
}

/**
 * The relying party for the configured identity provider (Microsoft Entra ID or any OpenID
 * Connect provider), or, without one, the bundled provider at /idp with the same flow.
 */
export const signInPlugin = fp(async (app: FastifyInstance) => {
  const { config } = app;
  const redirectUri = `${config.publicUrl}/auth/callback`;
  if (!config.bundledIdp) {
    app.decorate(
      'oidc',
      new OidcClient({
        issuer: config.OIDC_ISSUER!,
        clientId: config.OIDC_CLIENT_ID!,
        clientSecret: config.OIDC_CLIENT_SECRET!,
        redirectUri,
        audience: config.OIDC_AUDIENCE,
        scope: 'openid profile email offline_access',
      }),
    );
  } else {
    const secrets = await loadIdpSecrets(app.database.db);
    const provider = createBundledProvider(app.database.db, config, secrets);
    await app.register(idpRoutes, { provider });
    app.decorate(
      'oidc',
      new OidcClient({
        issuer: `${config.publicUrl}/idp`,
        clientId: bundledClientId,
        clientSecret: secrets.clientSecret,
        redirectUri,
        audience: config.OIDC_AUDIENCE,
        scope: 'openid profile email api',
        extraParams: { resource: config.OIDC_AUDIENCE },
        fetch: injectFetch(app) as never,
        jwks: publicJwks(secrets.jwks),
      }),
    );
  }
  app.bearerVerifier.verify = (token) => app.oidc.verifyBearer(token);
});
