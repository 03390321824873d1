import * as client from 'openid-client';
import { createLocalJWKSet, createRemoteJWKSet, jwtVerify, type JWK, type JWTPayload } from 'jose';

export interface OidcClientOptions {
  issuer: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  audience: string;
  scope: string;
  /** Extra authorization parameters (the bundled provider takes `resource` for JWT access tokens). */
  extraParams?: Record<string, string>;
  /** A fetch that reaches the issuer without a network hop (the bundled provider in-process). */
  fetch?: client.CustomFetch;
  /** Local signing keys, when the provider is ours. */
  jwks?: { keys: JWK[] };
}

export interface StartedFlow {
  url: string;
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** The relying party: authorization code with PKCE (S256), state and nonce. */
export class OidcClient {
  private configuration?: Promise<client.Configuration>;

  constructor(private readonly options: OidcClientOptions) {}

  private config(): Promise<client.Configuration> {
    this.configuration ??= client
      .discovery(new URL(this.options.issuer), this.options.clientId, this.options.clientSecret, undefined, {
        execute: this.options.issuer.startsWith('http://') ? [client.allowInsecureRequests] : [],
        ...(this.options.fetch ? { [client.customFetch]: this.options.fetch } : {}),
      })
      .catch((error: unknown) => {
        this.configuration = undefined;
        throw error;
      });
    return this.configuration;
  }

  async start(prompt?: string): Promise<StartedFlow> {
    const config = await this.config();
    const codeVerifier = client.randomPKCECodeVerifier();
    const state = client.randomState();
    const nonce = client.randomNonce();
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: this.options.redirectUri,
      scope: this.options.scope,
      code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state,
      nonce,
      ...(prompt ? { prompt } : {}),
      ...this.options.extraParams,
    });
    return { url: url.href, state, nonce, codeVerifier };
  }

  async finish(callbackUrl: URL, flow: Omit<StartedFlow, 'url'>) {
    const config = await this.config();
    const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
      pkceCodeVerifier: flow.codeVerifier,
      expectedState: flow.state,
      expectedNonce: flow.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims()!;
    return { tokens, claims, username: usernameFrom(claims) };
  }

  /**
   * The provider's RP-initiated logout address (OpenID Connect end_session_endpoint), with the
   * session's id token as the hint, or null when the provider offers none.
   */
  async endSessionUrl(idToken: string | null, postLogoutRedirectUri: string): Promise<string | null> {
    const config = await this.config();
    if (!config.serverMetadata().end_session_endpoint) return null;
    const parameters: Record<string, string> = { post_logout_redirect_uri: postLogoutRedirectUri };
    if (idToken) parameters.id_token_hint = idToken;
    return client.buildEndSessionUrl(config, parameters).href;
  }

  private keySet?: ReturnType<typeof createRemoteJWKSet> | ReturnType<typeof createLocalJWKSet>;

  /** Verifies a bearer access token (a JWT for our audience from this issuer); null when invalid. */
  async verifyBearer(token: string): Promise<string | null> {
    try {
      const config = await this.config();
      const metadata = config.serverMetadata();
      this.keySet ??= this.options.jwks
        ? createLocalJWKSet(this.options.jwks)
        : createRemoteJWKSet(new URL(metadata.jwks_uri!));
      const { payload } = await jwtVerify(token, this.keySet, {
        issuer: metadata.issuer,
        audience: this.options.audience,
      });
      return usernameFrom(payload);
    } catch {
      return null;
    }
  }
}

/** Entra puts the UPN in preferred_username; the bundled provider uses the email as subject. */
export function usernameFrom(claims: JWTPayload & Record<string, unknown>): string {
  const candidate = [claims.preferred_username, claims.upn, claims.email, claims.sub].find(
    (value): value is string => typeof value === 'string' && value.length > 0,
  );
  return candidate!.toLowerCase();
}
