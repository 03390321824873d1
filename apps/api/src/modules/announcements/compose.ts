import type { AnnouncementContent, CreateAnnouncementRequest } from '@cp/contracts/announcements';
import { createAnnouncementRequest } from '@cp/contracts/announcements';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import type { Acting } from '../../plugins/auth';
import { writeAudit } from '../../plugins/audit';
import { personalBulkMessage } from '../../plugins/mail/bulk';
import { audienceSql, invalidListEntries } from './audience-sql';
import { categoryOf } from './category';
import type { AnnouncementDeps } from './deps';
import { announcementMail } from './render';
import { cancelScheduled, countAudience, findAnnouncement, insertAnnouncement } from './repository';
import { startAnnouncement } from './start-announcement';

/** An uploaded list with entries that name nobody is refused whole, naming them. */
function assertListsValid(audience: CreateAnnouncementRequest['audience'], emailDomain: string): void {
  const invalid = invalidListEntries(audience, emailDomain);
  if (invalid.length > 0) throw badRequest(`Not a NetID or an email: ${invalid.slice(0, 10).join(', ')}`);
}

export async function countRecipients(deps: AnnouncementDeps, audience: CreateAnnouncementRequest['audience']) {
  const invalidEntries = invalidListEntries(audience, deps.config.EMAIL_DOMAIN);
  const counted = await countAudience(deps.db, audienceSql(audience, deps.config.EMAIL_DOMAIN), categoryOf(audience));
  return { ...counted, invalidEntries };
}

/** The officer's message as it will arrive (the preferences link shown as a placeholder). */
export function previewAnnouncement(content: AnnouncementContent) {
  return announcementMail(content.subject, content.body);
}

/** A test copy to the officer themselves, exactly as members get it (their own preferences link). */
export async function testSendAnnouncement(deps: AnnouncementDeps, acting: Acting, content: AnnouncementContent) {
  const to = acting.username.toLowerCase();
  if (!to.includes('@')) throw badRequest('A test copy needs a caller with an email address.');
  await deps.db.transaction(async (tx) => {
    const message = await personalBulkMessage(
      tx,
      deps.config.publicUrl,
      { to, subject: `[Test] ${content.subject}`, category: 'announcements' },
      announcementMail(content.subject, content.body),
    );
    // Sent as transactional mail: the officer asked for this copy, whatever their own choices.
    await deps.mailer.enqueue(tx, { ...message, category: undefined });
  });
  await deps.mailer.flush();
  return { sentTo: to };
}

/** Saves an announcement; without `sendAt` its sending starts now (the snapshot is taken here). */
export async function createAnnouncement(deps: AnnouncementDeps, acting: Acting, input: CreateAnnouncementRequest) {
  const body = createAnnouncementRequest.parse(input);
  assertListsValid(body.audience, deps.config.EMAIL_DOMAIN);
  if (body.postToDiscord && !deps.config.DISCORD_ANNOUNCEMENTS_WEBHOOK_URL)
    throw badRequest('Posting to Discord is not set up on this portal (DISCORD_ANNOUNCEMENTS_WEBHOOK_URL).');
  const sendAt = body.sendAt ? new Date(body.sendAt * 1000) : undefined;
  if (sendAt && sendAt.getTime() < Date.now() - 60_000) throw badRequest('The send time is in the past.');
  const row = await deps.db.transaction(async (tx) => {
    const created = await insertAnnouncement(tx, {
      subject: body.subject,
      body: body.body,
      audience: body.audience,
      visibility: body.visibility,
      postToDiscord: body.postToDiscord,
      status: 'scheduled',
      sendAt,
      createdBy: acting.username,
    });
    if (sendAt) {
      await writeAudit(tx, {
        module: 'announcements',
        actor: acting.username,
        target: created.id,
        message: `Scheduled "${body.subject}" for ${sendAt.toISOString()}`,
        requestId: acting.requestId,
      });
    }
    return created;
  });
  if (!body.sendAt) await startAnnouncement(deps, row.id, acting.requestId);
  return (await findAnnouncement(deps.db, row.id))!;
}

export async function cancelAnnouncement(deps: AnnouncementDeps, acting: Acting, id: string) {
  return deps.db.transaction(async (tx) => {
    const cancelled = await cancelScheduled(tx, id);
    if (!cancelled) {
      if (!(await findAnnouncement(tx, id))) throw notFound('Announcement not found.');
      throw conflict('This announcement is no longer scheduled: its sending has started or it was cancelled.');
    }
    await writeAudit(tx, {
      module: 'announcements',
      actor: acting.username,
      target: id,
      message: `Cancelled the scheduled "${cancelled.subject}"`,
      requestId: acting.requestId,
    });
    return cancelled;
  });
}
