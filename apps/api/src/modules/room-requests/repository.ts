import { and, asc, eq } from 'drizzle-orm';
import type { RoomRequest, RoomRequestUpdate } from '@cp/contracts/room-requests';
import type { Db, Tx } from '../../db/client';
import { organizations, roomRequests, roomRequestUpdates } from '../../db/schema';

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
  return { status: row.status, notes: row.notes, createdBy: row.createdBy, createdAt: row.createdAt.toISOString() };
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

export async function listUpdates(db: Db, requestId: string): Promise<RoomRequestUpdate[]> {
  const rows = await db
    .select()
    .from(roomRequestUpdates)
    .where(eq(roomRequestUpdates.requestId, requestId))
    .orderBy(asc(roomRequestUpdates.id));
  return rows.map(toUpdate);
}

export async function organizationExists(db: Db | Tx, id: string): Promise<boolean> {
  const [org] = await db.select({ id: organizations.id }).from(organizations).where(eq(organizations.id, id));
  return org !== undefined;
}
