import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { paidMembers } from '../db/schema';

/**
 * Whether a NetID is on the paid list (`acmpaid`). Shared: memberships keeps the list, and
 * tickets asks it for the member price.
 */
export async function isPaidMember(db: Db | Tx, netId: string): Promise<boolean> {
  const rows = await db
    .select({ netId: paidMembers.netId })
    .from(paidMembers)
    .where(eq(paidMembers.netId, netId.toLowerCase()))
    .limit(1);
  return rows.length > 0;
}
