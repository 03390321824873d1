import { desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { doorConflicts, doorScans } from '../../db/schema';

// The door's conflicts: two admissions of one purchase, the earlier one standing (decision 0037).

/** Every conflict of a purchase now names this admission as the one that stands. */
export async function repointConflicts(
  tx: Tx,
  purchaseId: string,
  first: { scanId: string; deviceId: string | null; actor: string; scannedAt: Date },
) {
  await tx
    .update(doorConflicts)
    .set({
      firstScanId: first.scanId,
      firstDeviceId: first.deviceId,
      firstActor: first.actor,
      firstScannedAt: first.scannedAt,
    })
    .where(eq(doorConflicts.purchaseId, purchaseId));
}

export async function insertConflict(tx: Tx, conflict: typeof doorConflicts.$inferInsert): Promise<void> {
  await tx.insert(doorConflicts).values(conflict).onConflictDoNothing();
}

/** Every conflict of an item with both of its scans (the later one from the log), newest first. */
export async function listDoorConflicts(db: Db | Tx, itemId: string) {
  return db
    .select({ conflict: doorConflicts, second: doorScans })
    .from(doorConflicts)
    .innerJoin(doorScans, eq(doorScans.scanId, doorConflicts.secondScanId))
    .where(eq(doorConflicts.itemId, itemId))
    .orderBy(desc(doorConflicts.createdAt));
}

/**
 * For the officers' home: door conflicts recorded in the last `days` days (no conflict is ever
 * closed: those of past events need nobody), and the items they are on, as
 * `{ count, items: [itemId…] }`; a scalar subquery.
 */
export function recentDoorConflictsSql(days: number): SQL {
  return sql`(select json_build_object('count', count(*)::int, 'items', coalesce(json_agg(distinct ${doorConflicts.itemId}), '[]'::json))
    from ${doorConflicts} where ${doorConflicts.createdAt} > now() - make_interval(days => ${days}::int))`;
}
