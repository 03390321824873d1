import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { apiKeys } from '../../db/schema';
import { writeAudit } from '../audit';

/**
 * Every request an API key makes is audited under the key (module apiKey) and sets its last use,
 * before the answer leaves: a caller never sees a response whose use is not on record.
 */
export async function recordApiKeyUse(db: Db, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const actor = request.actor;
  if (actor?.kind !== 'apiKey' || !actor.apiKeyId) return;
  const keyId = actor.apiKeyId;
  // The path without its query: the audit log is no place for what a caller put in a URL.
  const path = request.url.split('?')[0]!.slice(0, 300);
  try {
    await db.transaction(async (tx) => {
      await tx.update(apiKeys).set({ lastUsedAt: new Date() }).where(eq(apiKeys.keyId, keyId));
      await writeAudit(tx, {
        module: 'apiKey',
        actor: actor.username,
        target: actor.username,
        message: `${request.method} ${path} answered ${reply.statusCode}.`,
        requestId: request.id,
      });
    });
  } catch (error) {
    request.log.error({ err: error, keyId }, 'could not record an API key use');
  }
}
