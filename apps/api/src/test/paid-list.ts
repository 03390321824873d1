import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { paidMembers } from '../db/schema';

/** Whether a test's NetID reached the paid list (read straight from the table, as a check should). */
export async function onPaidList(db: Db, netId: string): Promise<boolean> {
  const rows = await db.select().from(paidMembers).where(eq(paidMembers.netId, netId));
  return rows.length > 0;
}
