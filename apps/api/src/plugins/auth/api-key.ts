import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { apiKeyRoles, type AppRole } from '@cp/contracts';
import { apiKeyPattern, apiKeyPrefix, policyDocumentSchema } from '@cp/contracts/api-keys';
import type { Db } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { apiKeys } from '../../db/schema';
import { constantTimeEqual, sha256Hex } from '../../lib/crypto';
import type { Actor } from './actor';

/** The username a key acts under: its id with the fixed prefix, as the list shows it. */
export const apiKeyUsername = (keyId: string) => `${apiKeyPrefix}${keyId}`;

/**
 * Only a hash of the secret is stored. The secret is 32 random bytes, so a fast hash is enough:
 * there is nothing to guess, and a slow one would only slow every request down.
 */
export const hashApiKeySecret = (secret: string) => sha256Hex(secret);

export function generateApiKey(): { keyId: string; secret: string; apiKey: string; secretHash: string } {
  const keyId = randomBytes(6).toString('hex');
  const secret = randomBytes(32).toString('hex');
  const checksum = sha256Hex(secret).slice(0, 6);
  return {
    keyId,
    secret,
    apiKey: `${apiKeyPrefix}${keyId}_${secret}_${checksum}`,
    secretHash: hashApiKeySecret(secret),
  };
}

const offered: readonly string[] = apiKeyRoles;

/** A key's actor as loaded by its secret's hash, until its expiry (what a cache may keep). */
export interface LoadedKey {
  value: Actor;
  expiresAt: Date | null;
}

/** Loads a key by its secret's hash: its actor, or null when unknown, expired or unreadable. */
export async function loadApiKey(db: Db, secretHash: string): Promise<LoadedKey | null> {
  const [key] = await keyBySecretHash(db).execute({ secretHash });
  if (!key) return null;
  // Stored documents were valid when created; one that is not any more fails closed.
  const restrictions = policyDocumentSchema.safeParse(key.restrictions ?? []);
  if (!restrictions.success) return null;
  const value: Actor = {
    kind: 'apiKey',
    username: apiKeyUsername(key.keyId),
    apiKeyId: key.keyId,
    // Defence in depth: only offered roles count, whatever the row says.
    roles: key.roles.filter((role) => offered.includes(role)) as AppRole[],
    orgRoles: [],
    restrictions: restrictions.data,
  };
  return { value, expiresAt: key.expiresAt };
}

/**
 * The actor of an `X-Api-Key` header, or null. The key is found by the hash of its secret (a
 * unique index), and then its id must match: a wrong secret for a real id misses the index just
 * as an unknown id does, so the two do the same work and get the same answer, as do an expired
 * or deleted key. `load` is `loadApiKey` or a cache of it that a deletion drops on every
 * instance at once (actor-cache.ts).
 */
export async function actorFromApiKey(
  db: Db,
  header: string,
  load: (secretHash: string) => Promise<Actor | null> = async (hash) => (await loadApiKey(db, hash))?.value ?? null,
): Promise<Actor | null> {
  const match = apiKeyPattern.exec(header.trim());
  if (!match) return null;
  const [, keyId, secret, checksum] = match as unknown as [string, string, string, string];
  const secretHash = hashApiKeySecret(secret);
  if (!constantTimeEqual(secretHash.slice(0, 6), checksum)) return null;
  const actor = await load(secretHash);
  if (!actor?.apiKeyId || !constantTimeEqual(actor.apiKeyId, keyId)) return null;
  return actor;
}

/** The key of a secret's hash, unless expired; prepared, as every key request runs it. */
const keyBySecretHash = preparedPerDatabase((db) =>
  db
    .select({
      keyId: apiKeys.keyId,
      roles: apiKeys.roles,
      restrictions: apiKeys.restrictions,
      expiresAt: apiKeys.expiresAt,
    })
    .from(apiKeys)
    .where(
      and(
        eq(apiKeys.secretHash, sql.placeholder('secretHash')),
        or(isNull(apiKeys.expiresAt), gt(apiKeys.expiresAt, sql`now()`)),
      ),
    )
    .prepare('api_key_actor'),
);
