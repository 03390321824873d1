import { writeAudit } from '../../plugins/audit';
import { postToDiscordWebhook } from '../../plugins/integrations';
import { storeBulkBody } from '../../plugins/mail/bulk';
import { notifyOutbox } from '../../plugins/mail/outbox';
import { audienceSql } from './audience-sql';
import { categoryOf } from './category';
import type { AnnouncementDeps } from './deps';
import { announcementMail } from './render';
import { dueScheduledIds, finishSent, snapshotAudience, takeForSending } from './repository';

/**
 * Starts sending a due announcement: in one transaction it is taken (one instance wins), its
 * audience snapshotted (each person once), its mail queued and the audit entry written. A crash
 * before the commit leaves it scheduled for the next run; after it, the outbox owns the sending.
 * Answers whether this call started it.
 */
export async function startAnnouncement(deps: AnnouncementDeps, id: string, requestId?: string): Promise<boolean> {
  const started = await deps.db.transaction(async (tx) => {
    const row = await takeForSending(tx, id);
    if (!row) return false;
    const bodyId = `announcement:${row.id}`;
    await storeBulkBody(tx, bodyId, announcementMail(row.subject, row.body));
    const { recipients, skipped } = await snapshotAudience(
      tx,
      row,
      audienceSql(row.audience, deps.config.EMAIL_DOMAIN),
      categoryOf(row.audience),
      bodyId,
    );
    // Who sent what to how many; never anyone's address or choice.
    await writeAudit(tx, {
      module: 'announcements',
      actor: row.createdBy,
      target: row.id,
      message: `Sent "${row.subject}" to ${recipients - skipped} people (${skipped} skipped: unsubscribed or suppressed)`,
      ...(requestId ? { requestId } : {}),
    });
    // In this transaction, through the integrations' outbox: a failed post is retried and never
    // holds back the mail.
    const webhookUrl = deps.config.DISCORD_ANNOUNCEMENTS_WEBHOOK_URL;
    if (row.postToDiscord && webhookUrl) {
      const page = row.visibility === 'public' ? `\n${deps.config.publicUrl}/announcements/archive/${row.id}` : '';
      await postToDiscordWebhook(tx, { webhookUrl, content: `**${row.subject}**\n\n${row.body}${page}` });
    }
    await notifyOutbox(tx);
    return true;
  });
  // The commit's notification wakes every instance's sender; nothing to call here.
  return started;
}

/** The scheduler's run: every due announcement started, every finished one marked sent. */
export async function startDueAnnouncements(deps: AnnouncementDeps): Promise<number> {
  let started = 0;
  for (const id of await dueScheduledIds(deps.db)) if (await startAnnouncement(deps, id)) started += 1;
  await finishSent(deps.db);
  return started;
}
