import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type {
  AttachmentContentType,
  RoomRequestEditDiff,
  RoomRequestInput,
  RoomRequestStatus,
  RoomRequestUpdateStatus,
} from '@cp/contracts/room-requests';
import { organizations } from './organizations';
import { createdAt } from './columns';

/**
 * Room requests. The fields the list filters and sorts on are columns; the whole validated
 * request is kept as sent in `details`. `status` mirrors the newest update, so a status change
 * is one conditional UPDATE (approved is final) and never a read-then-write.
 */
export const roomRequests = pgTable(
  'room_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    semester: text('semester').notNull(),
    requestedBy: text('requested_by').notNull(),
    title: text('title').notNull(),
    host: text('host')
      .notNull()
      .references(() => organizations.id),
    status: text('status').$type<RoomRequestStatus>().notNull().default('created'),
    details: jsonb('details').$type<RoomRequestInput>().notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('room_requests_semester_requester').on(t.semester, t.requestedBy),
    // The officers' home counts the requests awaiting review on every visit.
    index('room_requests_awaiting_review')
      .on(t.semester)
      .where(sql`${t.status} = 'created'`),
  ],
);

/**
 * Every status change of a request, the first being `created`, and every edit by its requester
 * (`edited`: the reason in notes, each changed field's old and new value in diff).
 */
export const roomRequestUpdates = pgTable(
  'room_request_updates',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => roomRequests.id, { onDelete: 'cascade' }),
    status: text('status').$type<RoomRequestUpdateStatus>().notNull(),
    notes: text('notes').notNull(),
    createdBy: text('created_by').notNull(),
    diff: jsonb('diff').$type<RoomRequestEditDiff>(),
    createdAt: createdAt(),
  },
  (t) => [index('room_request_updates_request').on(t.requestId, t.id)],
);

/**
 * Files attached to a request; the bytes live in the attachment store under the attachment's id.
 * One announced with a status update (`updateId`) waits for its bytes while `pendingKeyHash` is
 * set: the SHA-256 of the upload URL's one-time key, good until `pendingUntil`.
 */
export const roomRequestAttachments = pgTable(
  'room_request_attachments',
  {
    id: uuid('id').primaryKey(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => roomRequests.id, { onDelete: 'cascade' }),
    filename: text('filename').notNull(),
    contentType: text('content_type').$type<AttachmentContentType>().notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: createdAt(),
    updateId: bigint('update_id', { mode: 'number' }).references(() => roomRequestUpdates.id, { onDelete: 'cascade' }),
    pendingKeyHash: text('pending_key_hash'),
    pendingUntil: timestamp('pending_until', { withTimezone: true }),
  },
  (t) => [
    index('room_request_attachments_request').on(t.requestId, t.createdAt),
    index('room_request_attachments_update').on(t.updateId),
  ],
);
