import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { apiKeyRoles, type AppRole } from '@cp/contracts';
import type { Db } from '../../db/client';
import { apiKeys } from '../../db/schema';
import { constantTimeEqual, sha256Hex } from '../../lib/crypto';
import type { Actor } from './actor';

/** `acmuiuc_<id>_<secret>_<checksum>` (spec/decisions.md, "API keys"). */
const keyPattern = /^acmuiuc_([0-9a-f]{12})_([0-9a-f]{64})_([0-9a-f]{6})$/;

export function generateApiKey(): { keyId: string; secret: string; apiKey: string; secretHash: string } {
  const keyId = randomBytes(6).toString('hex');
  const secret = randomBytes(32).toString('hex');
  const checksum = sha256Hex(secret).slice(0, 6);
  return { keyId, secret, apiKey: `acmuiuc_${keyId}_${secret}_${checksum}`, secretHash: sha256Hex(secret) };
}

export async function actorFromApiKey(db: Db, header: string): Promise<Actor | null> {
  const match = keyPattern.exec(header.trim());
  if (!match) return null;
  const [, keyId, secret, checksum] = match as unknown as [string, string, string, string];
  const secretHash = sha256Hex(secret);
  if (!constantTimeEqual(secretHash.slice(0, 6), checksum)) return null;
  const [key] = await db.select().from(apiKeys).where(eq(apiKeys.keyId, keyId));
  if (!key || !constantTimeEqual(secretHash, key.secretHash)) return null;
  if (key.expiresAt && key.expiresAt.getTime() <= Date.now()) return null;
  const allowed: readonly string[] = apiKeyRoles;
  return {
    kind: 'apiKey',
    username: `acmuiuc_${keyId}`,
    roles: key.roles.filter((role) => allowed.includes(role)) as AppRole[],
    orgRoles: [],
    restrictions: key.restrictions ?? [],
  };
}
