import { sql, type SQL } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { accessEntryInsert } from '../audit';

const recordedAs = Symbol('apiKeyUseRecordedAs');
type Recorded = FastifyRequest & { [recordedAs]?: number };

/**
 * The use record of an API key's request, as two CTEs (`touched`, `used`) for the head of a
 * `with`: the audit entry under the key (module apiKey) and its last use, kept to the minute.
 * The key's row is touched at most once a minute: every request of a busy key updating one row
 * would queue them all on its row lock. The commit does not wait for the WAL flush
 * (`accessEntryInsert`), as a read of the audit log does not.
 */
function useRecord(request: FastifyRequest, status: number): SQL | null {
  const actor = request.actor;
  if (actor?.kind !== 'apiKey' || !actor.apiKeyId) return null;
  // The path without its query: the audit log is no place for what a caller put in a URL.
  const path = request.url.split('?')[0]!.slice(0, 300);
  const entry = accessEntryInsert({
    module: 'apiKey',
    actor: actor.username,
    target: actor.username,
    message: `${request.method} ${path} answered ${status}.`,
    requestId: request.id,
  });
  return sql`touched as (
      update api_keys set last_used_at = now()
      where key_id = ${actor.apiKeyId} and (last_used_at is null or last_used_at < now() - interval '1 minute')
    ), used as (${entry})`;
}

/** CTEs for the head of a route's own statement, and what to call once that statement committed. */
export interface StatementHead {
  sql: SQL;
  committed(): void;
}

/**
 * For a route whose answer is 200 once one statement succeeds: the use record to put at the head
 * of that statement (`with ${head.sql} select ...`), so the request costs one round trip fewer.
 * Undefined when the caller is not an API key. Should the answer still come out otherwise (a
 * response that fails its schema), `recordApiKeyUse` adds the real outcome.
 */
export function apiKeyUseHead(request: FastifyRequest): StatementHead | undefined {
  const record = useRecord(request, 200);
  if (!record) return undefined;
  return { sql: record, committed: () => ((request as Recorded)[recordedAs] = 200) };
}

/**
 * Every request an API key makes is audited under the key and sets its last use, before the
 * answer leaves: a caller never sees a response whose use is not on record. Runs in onSend, in
 * one autocommit statement, unless the route's own statement already recorded this outcome.
 */
export async function recordApiKeyUse(db: Db, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if ((request as Recorded)[recordedAs] === reply.statusCode) return;
  const record = useRecord(request, reply.statusCode);
  if (!record) return;
  try {
    await db.execute(sql`with ${record} select 1`);
  } catch (error) {
    request.log.error({ err: error, keyId: request.actor?.apiKeyId }, 'could not record an API key use');
  }
}
