import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { authFlows } from '../../db/schema';

type FlowRow = typeof authFlows.$inferSelect;

/** A sign-in in progress: the browser holds its id, the row its PKCE verifier, state and nonce. */
export async function insertAuthFlow(db: Db, flow: typeof authFlows.$inferInsert): Promise<void> {
  await db.insert(authFlows).values(flow);
}

/** Takes a flow out (deleted as it is read): a callback can complete it once. */
export async function takeAuthFlow(db: Db, idHash: string): Promise<FlowRow | undefined> {
  const [flow] = await db.delete(authFlows).where(eq(authFlows.idHash, idHash)).returning();
  return flow;
}

/** The health check's one question to the database: does it answer? */
export async function pingDatabase(db: Db): Promise<void> {
  await db.execute('select 1');
}
