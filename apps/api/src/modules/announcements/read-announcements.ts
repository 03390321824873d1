import type { AnnouncementDetail, AnnouncementSummary, ArchivedAnnouncement } from '@cp/contracts/announcements';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { renderMarkdown } from './render';
import {
  archiveRows,
  failuresOf,
  findAnnouncement,
  finishSent,
  listAnnouncementRows,
  progressOf,
  type AnnouncementRow,
} from './repository';

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

function summaryOf(row: AnnouncementRow): AnnouncementSummary {
  return {
    id: row.id,
    subject: row.subject,
    status: row.status,
    visibility: row.visibility,
    postToDiscord: row.postToDiscord,
    createdBy: row.createdBy,
    sendAt: seconds(row.startedAt ?? row.sendAt),
    ...(row.finishedAt ? { finishedAt: seconds(row.finishedAt) } : {}),
    ...(row.recipientCount !== null ? { recipients: row.recipientCount } : {}),
  };
}

export async function listAnnouncements(db: Db) {
  await finishSent(db);
  return { announcements: (await listAnnouncementRows(db)).map(summaryOf) };
}

/** An announcement with its sending's progress and the failures, each with the server's answer. */
export async function announcementDetail(db: Db, id: string, options = { settle: true }): Promise<AnnouncementDetail> {
  // Marks finished sends first (the scheduler does too, every 15 s); a fresh one has nothing to mark.
  if (options.settle) await finishSent(db);
  const row = await findAnnouncement(db, id);
  if (!row) throw notFound('Announcement not found.');
  return {
    ...summaryOf(row),
    body: row.body,
    audience: row.audience,
    progress: await progressOf(db, id),
    failures: await failuresOf(db, id),
  };
}

/** The archive list: members see every sent announcement, visitors the public ones. */
export async function archiveList(db: Db, member: boolean, limit: number) {
  const rows = await archiveRows(db, member, limit);
  return {
    announcements: rows.map((row) => ({
      id: row.id,
      subject: row.subject,
      sentAt: seconds(row.startedAt!),
      visibility: row.visibility,
    })),
  };
}

/** One sent announcement's page; a members-only one is not found for a visitor. */
export async function archivedAnnouncement(db: Db, id: string, member: boolean): Promise<ArchivedAnnouncement> {
  const row = await findAnnouncement(db, id);
  const visible = row?.startedAt && row.status !== 'cancelled' && (member || row.visibility === 'public');
  if (!row || !visible) throw notFound('Announcement not found.');
  return {
    id: row.id,
    subject: row.subject,
    html: renderMarkdown(row.body),
    sentAt: seconds(row.startedAt!),
    visibility: row.visibility,
  };
}
