import type { AppRole } from '@cp/contracts';
import type { Db } from '../db/client';
import { apiKeys } from '../db/schema';
import { generateApiKey } from '../plugins/auth/api-key';
import { demo } from './harness';

/** An API key with these roles and restrictions, stored as the key routes would; answers its header value. */
export async function createTestApiKey(
  db: Db,
  roles: readonly AppRole[],
  restrictions: unknown[] = [],
): Promise<string> {
  const key = generateApiKey();
  await db.insert(apiKeys).values({
    keyId: key.keyId,
    description: `test key: ${roles.join(', ')}`,
    owner: demo.admin,
    roles: [...roles],
    restrictions: restrictions as never,
    secretHash: key.secretHash,
  });
  return key.apiKey;
}
