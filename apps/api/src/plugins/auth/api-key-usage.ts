import { sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { noFlushWait } from '../audit';

/**
 * Every request an API key makes is audited under the key (module apiKey) and sets its last use,
 * before the answer leaves: a caller never sees a response whose use is not on record. Last use
 * is kept to the minute.
 */
export async function recordApiKeyUse(db: Db, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const actor = request.actor;
  if (actor?.kind !== 'apiKey' || !actor.apiKeyId) return;
  const keyId = actor.apiKeyId;
  // The path without its query: the audit log is no place for what a caller put in a URL.
  const path = request.url.split('?')[0]!.slice(0, 300);
  try {
    // One autocommit statement, not a transaction of two. The key's row is touched at most once a
    // minute: every request of a busy key updating one row would queue them all on its row lock.
    // The commit does not wait for the WAL flush (`noFlushWait`), as a read of the audit log does not.
    await db.execute(sql`
      with touched as (
        update api_keys set last_used_at = now()
        where key_id = ${keyId} and (last_used_at is null or last_used_at < now() - interval '1 minute')
      )
      insert into audit_log (module, actor, target, message, request_id)
      select 'apiKey', ${actor.username}, ${actor.username},
             ${`${request.method} ${path} answered ${reply.statusCode}.`}, ${request.id}
      from ${noFlushWait}`);
  } catch (error) {
    request.log.error({ err: error, keyId }, 'could not record an API key use');
  }
}
