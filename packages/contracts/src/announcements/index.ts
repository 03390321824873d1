import { z } from 'zod';
export { announcementManagerRoles } from '../roles';

/** An event's RSVPs by state; a no-show is a confirmed RSVP not checked in once the event has ended. */
export const rsvpAudienceStates = ['confirmed', 'waitlisted', 'checkedIn', 'noShow'] as const;
export type RsvpAudienceState = (typeof rsvpAudienceStates)[number];

const id = z.string().trim().min(1).max(200);

/** One way to name people; an audience combines several, and each person is written to once. */
export const audiencePart = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('subscribed') }),
  z.object({ kind: z.literal('paidMembers') }),
  z.object({ kind: z.literal('group'), groupId: id }),
  z.object({ kind: z.literal('organization'), orgId: id }),
  z.object({ kind: z.literal('rsvps'), eventId: z.uuid('Pick an event'), state: z.enum(rsvpAudienceStates) }),
  z.object({ kind: z.literal('buyers'), productId: id, variantId: z.uuid().optional() }),
  z.object({ kind: z.literal('ticketHolders'), eventId: id }),
  z.object({
    kind: z.literal('list'),
    entries: z.array(z.string().trim().min(1).max(320)).min(1, 'The list is empty').max(20_000),
  }),
]);
export type AudiencePart = z.infer<typeof audiencePart>;
export const audience = z.array(audiencePart).min(1, 'Choose at least one audience').max(20);
export type Audience = z.infer<typeof audience>;

export const announcementVisibilities = ['members', 'public'] as const;
export const announcementStatuses = ['scheduled', 'sending', 'sent', 'cancelled'] as const;
export type AnnouncementStatus = (typeof announcementStatuses)[number];

export const announcementContent = z.object({
  subject: z.string().trim().min(1, 'Subject is required').max(200, 'Subject is too long'),
  body: z.string().trim().min(1, 'Message is required').max(50_000, 'Message is too long'),
});
export type AnnouncementContent = z.infer<typeof announcementContent>;

export const createAnnouncementRequest = announcementContent.extend({
  audience,
  visibility: z.enum(announcementVisibilities).default('members'),
  /** Also post it to the chapter's Discord channel (when the Discord webhook is configured). */
  postToDiscord: z.boolean().default(false),
  /** Epoch seconds; absent sends now. */
  sendAt: z.number().int().positive().optional(),
});
export type CreateAnnouncementRequest = z.input<typeof createAnnouncementRequest>;

export const announcementParams = z.object({ id: z.uuid('Unknown announcement') });

export const audienceCountRequest = z.object({ audience });
export const audienceCountResponse = z.object({
  /** People the message would be written to now (each once). */
  count: z.number().int(),
  /** Of them, those who would be skipped: unsubscribed or suppressed. */
  skipped: z.number().int(),
  /** Entries of an uploaded list that are neither a NetID nor an email. */
  invalidEntries: z.array(z.string()),
});

export const previewResponse = z.object({ html: z.string(), text: z.string() });
export const testSendResponse = z.object({ sentTo: z.string() });

export const progress = z.object({
  queued: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
  skipped: z.number().int(),
});
export type AnnouncementProgress = z.infer<typeof progress>;

export const announcementSummary = z.object({
  id: z.string(),
  subject: z.string(),
  status: z.enum(announcementStatuses),
  visibility: z.enum(announcementVisibilities),
  postToDiscord: z.boolean(),
  createdBy: z.string(),
  /** Epoch seconds: when it starts (scheduled) or started. */
  sendAt: z.number().int(),
  finishedAt: z.number().int().optional(),
  recipients: z.number().int().optional(),
});
export type AnnouncementSummary = z.infer<typeof announcementSummary>;
export const listAnnouncementsResponse = z.object({ announcements: z.array(announcementSummary) });

export const announcementDetail = announcementSummary.extend({
  body: z.string(),
  audience,
  progress,
  failures: z.array(z.object({ email: z.string(), error: z.string() })),
});
export type AnnouncementDetail = z.infer<typeof announcementDetail>;

/** The archive: what was sent, rendered as it arrived. */
export const archivedAnnouncement = z.object({
  id: z.string(),
  subject: z.string(),
  html: z.string(),
  sentAt: z.number().int(),
  visibility: z.enum(announcementVisibilities),
});
export type ArchivedAnnouncement = z.infer<typeof archivedAnnouncement>;
export const archiveListResponse = z.object({
  announcements: z.array(archivedAnnouncement.pick({ id: true, subject: true, sentAt: true, visibility: true })),
});
export const archiveQuery = z.object({ limit: z.coerce.number().int().min(1).max(100).default(50) });

/** A member's mail categories. Transactional mail (receipts, tickets, RSVP confirmations) has none. */
export const mailPreferences = z.object({
  announcements: z.boolean(),
  eventReminders: z.boolean(),
  organizations: z.array(z.object({ id: z.string(), name: z.string(), subscribed: z.boolean() })),
});
export type MailPreferences = z.infer<typeof mailPreferences>;
export const mailPreferencesResponse = mailPreferences.extend({ email: z.string() });
export const updateMailPreferencesRequest = z.object({
  announcements: z.boolean(),
  eventReminders: z.boolean(),
  organizations: z.array(z.object({ id: id, subscribed: z.boolean() })).max(200),
});
export type UpdateMailPreferencesRequest = z.infer<typeof updateMailPreferencesRequest>;
/** The signed, per-person token of a preferences link (it works signed out). */
export const preferencesTokenQuery = z.object({ token: z.string().min(10).max(1000) });
export const unsubscribeResponse = z.object({ unsubscribed: z.literal(true) });
