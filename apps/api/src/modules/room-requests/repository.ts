import { and, asc, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { RoomRequest, RoomRequestUpdate } from '@cp/contracts/room-requests';
import type { Db, Tx } from '../../db/client';
import { roomRequestAttachments, roomRequests, roomRequestUpdates } from '../../db/schema';

export type RoomRequestRow = typeof roomRequests.$inferSelect;

export function toRoomRequest(row: RoomRequestRow): RoomRequest {
  return {
    ...row.details,
    requestId: row.id,
    semester: row.semester,
    title: row.title,
    host: row.host,
    status: row.status,
    requestedBy: row.requestedBy,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toUpdate(row: typeof roomRequestUpdates.$inferSelect): RoomRequestUpdate {
  const update = {
    status: row.status,
    notes: row.notes,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
  };
  return row.diff ? { ...update, diff: row.diff } : update;
}

/** The requests of a semester, oldest first; only the requester's own unless `requestedBy` is undefined. */
export async function listRoomRequestRows(db: Db, semester: string, requestedBy?: string): Promise<RoomRequestRow[]> {
  return db
    .select()
    .from(roomRequests)
    .where(
      and(eq(roomRequests.semester, semester), requestedBy ? eq(roomRequests.requestedBy, requestedBy) : undefined),
    )
    .orderBy(asc(roomRequests.createdAt), asc(roomRequests.id));
}

export async function findRoomRequestRow(db: Db | Tx, semester: string, id: string) {
  const [row] = await db
    .select()
    .from(roomRequests)
    .where(and(eq(roomRequests.id, id), eq(roomRequests.semester, semester)));
  return row;
}

/** Every update, oldest first, each with the name of the file that came with it once uploaded. */
export async function listUpdates(db: Db, requestId: string): Promise<RoomRequestUpdate[]> {
  const rows = await db
    .select({ update: roomRequestUpdates, filename: roomRequestAttachments.filename })
    .from(roomRequestUpdates)
    .leftJoin(
      roomRequestAttachments,
      and(eq(roomRequestAttachments.updateId, roomRequestUpdates.id), isNull(roomRequestAttachments.pendingKeyHash)),
    )
    .where(eq(roomRequestUpdates.requestId, requestId))
    .orderBy(asc(roomRequestUpdates.id));
  return rows.map(({ update, filename }) =>
    filename ? { ...toUpdate(update), attachmentFilename: filename } : toUpdate(update),
  );
}

type UpdateRow = typeof roomRequestUpdates.$inferSelect;

export async function insertRoomRequest(tx: Tx, request: typeof roomRequests.$inferInsert): Promise<string> {
  const [row] = await tx.insert(roomRequests).values(request).returning({ id: roomRequests.id });
  return row!.id;
}

export async function insertUpdate(tx: Tx, update: typeof roomRequestUpdates.$inferInsert): Promise<UpdateRow> {
  const [row] = await tx.insert(roomRequestUpdates).values(update).returning();
  return row!;
}

/**
 * Sets a new status unless the request is approved (final) or already in it: one conditional
 * UPDATE, so two reviewers racing can never both pass the finalized rule. None when it did not.
 */
export async function moveRoomRequest(
  tx: Tx,
  target: { semester: string; requestId: string },
  status: RoomRequestRow['status'],
): Promise<RoomRequestRow | undefined> {
  const [row] = await tx
    .update(roomRequests)
    .set({ status, updatedAt: sql`now()` })
    .where(
      and(
        eq(roomRequests.id, target.requestId),
        eq(roomRequests.semester, target.semester),
        ne(roomRequests.status, 'approved'),
        ne(roomRequests.status, status),
      ),
    )
    .returning();
  return row;
}

/**
 * For the officers' home: how many requests of these semesters await the reviewers (still
 * `created`), as one json object `{ semester: count }`; a scalar subquery to run inside a larger
 * statement.
 */
export function awaitingReviewBySemesterSql(semesters: string[]): SQL {
  return sql`(select coalesce(json_object_agg(s.semester, s.n), '{}'::json) from (
    select ${roomRequests.semester} as semester, count(*)::int as n from ${roomRequests}
    where ${roomRequests.status} = 'created' and ${inArray(roomRequests.semester, semesters)}
    group by 1) s)`;
}
