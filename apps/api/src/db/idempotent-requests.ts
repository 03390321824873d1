import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { Db, Tx } from './client';
import { idempotentRequests } from './schema';

// Requests sent with an Idempotency-Key (decision 0066): one table and these few statements for
// every route that takes one (the door's check-in, the cart's checkout).

type Executor = Db | Tx;
export type IdempotentRequestRow = typeof idempotentRequests.$inferSelect;

/** Which request: the route's scope, the caller, and the key the caller sent. */
export interface IdempotencyKey {
  scope: string;
  actor: string;
  key: string;
}

const byKey = ({ scope, actor, key }: IdempotencyKey) =>
  and(eq(idempotentRequests.scope, scope), eq(idempotentRequests.actor, actor), eq(idempotentRequests.key, key));

/** What identifies a request's content: the same key with another body is a different request. */
export const requestHashOf = (body: unknown) => createHash('sha256').update(JSON.stringify(body)).digest('hex');

/**
 * Claims the key for this request (with the `resource` it is about to make, if any), or returns
 * the row of the request that claimed it first. In a transaction, a concurrent claim waits on the
 * key's row until the first one's transaction ends.
 */
export async function claimIdempotencyKey(
  db: Executor,
  id: IdempotencyKey,
  requestHash: string,
  resource?: string,
): Promise<{ claimed: true } | { claimed: false; first: IdempotentRequestRow }> {
  const claimed = await db
    .insert(idempotentRequests)
    .values({ ...id, requestHash, resource: resource ?? null })
    .onConflictDoNothing()
    .returning({ key: idempotentRequests.key });
  if (claimed.length > 0) return { claimed: true };
  const [first] = await db.select().from(idempotentRequests).where(byKey(id));
  return { claimed: false, first: first! };
}

/** Keeps the first answer, for the retries. */
export async function saveIdempotentResponse(db: Executor, id: IdempotencyKey, response: unknown) {
  await db.update(idempotentRequests).set({ response }).where(byKey(id));
}

/** Names another resource for a claim whose first one came to nothing; false if another retry did first. */
export async function moveIdempotentResource(db: Executor, id: IdempotencyKey, from: string, to: string) {
  const moved = await db
    .update(idempotentRequests)
    .set({ resource: to })
    .where(and(byKey(id), eq(idempotentRequests.resource, from)))
    .returning({ key: idempotentRequests.key });
  return moved.length > 0;
}

/** Forgets a scope's keys claimed before `before` (a retry comes within hours, not days). */
export async function forgetIdempotencyKeys(db: Executor, scope: string, before: Date) {
  await db
    .delete(idempotentRequests)
    .where(and(eq(idempotentRequests.scope, scope), lt(idempotentRequests.createdAt, before)));
}
