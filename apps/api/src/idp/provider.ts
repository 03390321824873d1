import Provider from 'oidc-provider';
import { eq } from 'drizzle-orm';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import { directoryUsers } from '../db/schema';
import { createAdapterClass } from './adapter';
import type { IdpSecrets } from './keys';
import { renderLogoutPage, renderPage, escapeHtml } from './page';

export const bundledClientId = 'chapter-portal';
export const apiScope = 'api';

/** The bundled identity provider: the development default, mounted at /idp. */
export function createBundledProvider(db: Db, config: AppConfig, secrets: IdpSecrets): Provider {
  const audience = config.OIDC_AUDIENCE;
  const provider = new Provider(`${config.publicUrl}/idp`, {
    adapter: createAdapterClass(db),
    clients: [
      {
        client_id: bundledClientId,
        client_secret: secrets.clientSecret,
        redirect_uris: [`${config.publicUrl}/auth/callback`],
        post_logout_redirect_uris: [`${config.publicUrl}/login?lc=true`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    jwks: secrets.jwks as never,
    cookies: { keys: secrets.cookieKeys },
    pkce: { required: () => true },
    scopes: ['openid', 'email', 'profile', apiScope],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name', 'preferred_username'],
    },
    async findAccount(_ctx, id) {
      const [user] = await db.select().from(directoryUsers).where(eq(directoryUsers.username, id));
      if (!user) return undefined;
      return {
        accountId: id,
        async claims() {
          return {
            sub: id,
            email: user.mail,
            email_verified: true,
            preferred_username: user.username,
            name: user.displayName ?? undefined,
            given_name: user.givenName ?? undefined,
            family_name: user.surname ?? undefined,
          };
        },
      };
    },
    interactions: { url: (_ctx, interaction) => `/idp/interaction/${interaction.uid}` },
    features: {
      devInteractions: { enabled: false },
      // The portal's sign-out ends this session too, after one confirmation on our own page:
      // the form carries the provider's CSRF token, so no other site can sign anyone out here.
      rpInitiatedLogout: {
        enabled: true,
        async logoutSource(ctx, form) {
          ctx.type = 'html';
          ctx.body = renderLogoutPage(form);
        },
      },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => audience,
        useGrantedResource: () => true,
        getResourceServerInfo: () => ({ scope: apiScope, audience, accessTokenFormat: 'jwt', accessTokenTTL: 3600 }),
      },
    },
    ttl: {
      AccessToken: 3600,
      AuthorizationCode: 60,
      IdToken: 3600,
      Interaction: 900,
      Session: 14 * 86400,
      Grant: 14 * 86400,
      RefreshToken: 14 * 86400,
    },
    async renderError(ctx, out) {
      ctx.type = 'html';
      ctx.body = renderPage(
        'Sign-in error',
        `<p>${escapeHtml(String(out.error_description ?? out.error))}</p><p><a href="/login">Back to the portal</a></p>`,
      );
    },
  });
  return provider;
}
