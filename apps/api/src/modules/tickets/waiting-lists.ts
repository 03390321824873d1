import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { doorConflicts, doorScans, storeProducts } from '../../db/schema';

const iso = (value: string | Date) => new Date(value).toISOString();

export interface RecentDoorConflict {
  itemId: string;
  itemName: string;
  email: string | null;
  firstBy: string;
  firstDevice: string | null;
  firstAt: string;
  secondBy: string;
  secondDevice: string | null;
  secondAt: string;
}

/** The door conflicts of the last `days` days (what `recentDoorConflictsSql` counts), newest first. */
export async function recentDoorConflicts(db: Db, days: number): Promise<RecentDoorConflict[]> {
  const result = await db.execute(sql`
    select ${doorConflicts.itemId} as "itemId", coalesce(${storeProducts.name}, ${doorConflicts.itemId}) as "itemName",
      ${doorScans.email} as email, ${doorConflicts.firstActor} as "firstBy", ${doorConflicts.firstDeviceId} as "firstDevice",
      ${doorConflicts.firstScannedAt} as "firstAt", ${doorScans.actor} as "secondBy", ${doorScans.deviceId} as "secondDevice",
      ${doorScans.scannedAt} as "secondAt"
    from ${doorConflicts}
    join ${doorScans} on ${doorScans.scanId} = ${doorConflicts.secondScanId}
    left join ${storeProducts} on ${storeProducts.id} = ${doorConflicts.itemId}
    where ${doorConflicts.createdAt} > now() - make_interval(days => ${days}::int)
    order by ${doorConflicts.createdAt} desc`);
  return rowsOf<RecentDoorConflict>(result).map((row) => ({
    ...row,
    firstAt: iso(row.firstAt),
    secondAt: iso(row.secondAt),
  }));
}
