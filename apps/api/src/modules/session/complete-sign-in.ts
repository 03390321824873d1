import { isProfileComplete } from '@cp/contracts/profile';
import type { Db } from '../../db/client';
import { randomToken, sha256Hex } from '../../lib/crypto';
import type { OidcClient } from '../../lib/oidc-client';
import type { Directory } from '../../plugins/directory/types';
import { createSession } from '../../plugins/auth/sessions';
import { insertAuthFlow, takeAuthFlow } from './repository';

export async function beginSignIn(db: Db, oidc: OidcClient, returnTo: string | null, prompt?: string) {
  const flowId = randomToken();
  const flow = await oidc.start(prompt);
  await insertAuthFlow(db, {
    idHash: sha256Hex(flowId),
    state: flow.state,
    nonce: flow.nonce,
    codeVerifier: flow.codeVerifier,
    returnTo: returnTo ?? '',
  });
  return { flowId, authorizationUrl: flow.url };
}

/**
 * Finishes the redirect: the flow is single-use (deleted as it is read), the code is exchanged
 * with PKCE, state and nonce checked, and a server-side session holds the tokens.
 */
export async function completeSignIn(
  deps: { db: Db; oidc: OidcClient; directory: Directory; sessionTtlHours: number },
  flowId: string,
  callbackUrl: URL,
) {
  const flow = await takeAuthFlow(deps.db, sha256Hex(flowId));
  if (!flow || Date.now() - flow.createdAt.getTime() > 15 * 60_000) throw new Error('no sign-in in progress');
  const { tokens, claims, username } = await deps.oidc.finish(callbackUrl, flow);
  await deps.directory.ensureUser({
    username,
    mail: typeof claims.email === 'string' ? claims.email.toLowerCase() : username,
    givenName: typeof claims.given_name === 'string' ? claims.given_name : undefined,
    surname: typeof claims.family_name === 'string' ? claims.family_name : undefined,
    displayName: typeof claims.name === 'string' ? claims.name : undefined,
  });
  const sessionId = await createSession(
    deps.db,
    { username, idToken: tokens.id_token, accessToken: tokens.access_token, refreshToken: tokens.refresh_token },
    deps.sessionTtlHours,
  );
  const profile = await deps.directory.getProfile(username);
  const returnTo = flow.returnTo || null;
  let location = returnTo ?? '/';
  if (!profile || !isProfileComplete(profile)) {
    location = `/profile?firstTime=true${returnTo ? `&returnTo=${encodeURIComponent(returnTo)}` : ''}`;
  }
  return { sessionId, location };
}
