import type { z } from 'zod';
import type { createApiKeyRequest } from '@cp/contracts/api-keys';
import type { Db } from '../../db/client';
import { writeAudit } from '../../plugins/audit';
import { generateApiKey } from '../../plugins/auth/api-key';
import { insertApiKey } from './repository';
import type { Acting } from '../../plugins/auth';

type CreateApiKeyInput = z.output<typeof createApiKeyRequest>;

/** Creates a key with its audit entry; the secret is returned once and only its hash is kept. */
export async function createApiKey(db: Db, manager: Acting, input: CreateApiKeyInput): Promise<{ apiKey: string }> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const key = generateApiKey();
    const created = await db.transaction(async (tx) => {
      const row = await insertApiKey(tx, {
        keyId: key.keyId,
        description: input.description,
        owner: manager.username,
        roles: input.roles,
        restrictions: input.restrictions?.length ? input.restrictions : null,
        secretHash: key.secretHash,
        expiresAt: input.expiresAt === undefined ? null : new Date(input.expiresAt * 1000),
      });
      if (!row) return false;
      await writeAudit(tx, {
        module: 'apiKey',
        actor: manager.username,
        target: `acmuiuc_${key.keyId}`,
        message: `Created API key "${input.description}" with roles ${input.roles.join(', ')}.`,
        requestId: manager.requestId,
      });
      return true;
    });
    if (created) return { apiKey: key.apiKey };
  }
  throw new Error('Could not find a free API key id.');
}
