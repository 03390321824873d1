import { exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Db } from '../db/client';
import { randomToken } from '../lib/crypto';
import { storedSecret } from '../lib/secrets';

export interface IdpSecrets {
  jwks: { keys: JWK[] };
  cookieKeys: string[];
  clientSecret: string;
}

export async function loadIdpSecrets(db: Db): Promise<IdpSecrets> {
  const jwks = await storedSecret(db, 'idp_jwks', async () => {
    const { privateKey } = await generateKeyPair('RS256', { extractable: true });
    const jwk = await exportJWK(privateKey);
    return { keys: [{ ...jwk, alg: 'RS256', use: 'sig', kid: randomToken(8) }] };
  });
  const cookieKeys = await storedSecret(db, 'idp_cookie_keys', () => [randomToken(), randomToken()]);
  const clientSecret = await storedSecret(db, 'idp_client_secret', () => randomToken());
  return { jwks, cookieKeys, clientSecret };
}

/** The public half of the signing keys, for verifying bearer JWTs without a network call. */
export function publicJwks(jwks: { keys: JWK[] }): { keys: JWK[] } {
  return {
    keys: jwks.keys.map(({ kty, n, e, kid, alg, use }) => ({ kty, n, e, kid, alg, use })),
  };
}
