import { z } from 'zod';
export { auditLogRoles } from '../roles';

/** The audit log's modules (decisions.md, "Audit log"), as stored. */
export const auditLogModules = [
  'events',
  'tickets',
  'iam',
  'stripe',
  'roomRequests',
  'linkry',
  'audit',
  'apiKey',
  'externalMembership',
  'orgInfo',
  'profile',
  'access',
  'rsvp',
  'store',
  'elections',
  'announcements',
] as const;
export type AuditLogModule = (typeof auditLogModules)[number];

/** Module names in words, as the /logs page shows them. */
export const auditLogModuleNames: Record<AuditLogModule, string> = {
  events: 'Events',
  tickets: 'Tickets and Merch',
  iam: 'Identity and Access',
  stripe: 'Payment Links',
  roomRequests: 'Room Requests',
  linkry: 'Link Shortener',
  audit: 'Audit Logs',
  access: 'Refused Access',
  apiKey: 'API Keys',
  externalMembership: 'Membership Lists',
  orgInfo: 'Organization Info',
  profile: 'Profile',
  rsvp: 'RSVPs',
  store: 'Store',
  elections: 'Elections',
  announcements: 'Announcements',
};

export const logPageSizes = [10, 25, 50, 100] as const;
export const maxLogPageSize = 100;

/** Epoch seconds; values above 1e10 are taken as milliseconds (decisions.md). */
export function toEpochSeconds(value: number): number {
  return value > 1e10 ? Math.floor(value / 1000) : value;
}

const epoch = z.coerce.number().int().nonnegative().max(1e14).transform(toEpochSeconds);

export const logsParams = z.object({ module: z.enum(auditLogModules) });

/** GET /api/v1/logs/{module}: a window, newest first, one page at a time. */
export const logsQuery = z
  .object({
    start: epoch,
    end: epoch,
    /** The `nextCursor` of the page before. */
    cursor: z
      .string()
      .max(60)
      .regex(/^\d{1,18}\.\d{1,18}$/, 'Invalid cursor')
      .optional(),
    limit: z.coerce.number().int().min(1).max(maxLogPageSize).default(maxLogPageSize),
    /**
     * `true`: the answer is `{ entries, nextCursor }` (our page). Without it the entries alone, as
     * the chapter's own clients read them, and the next page's cursor in the `x-next-cursor` header.
     */
    paged: z.enum(['true', 'false']).optional(),
    /** Matches actor, message, target or request id, case-insensitively. */
    q: z
      .string()
      .trim()
      .max(200)
      .refine((text) => !/\p{Cc}/u.test(text), 'Search text must not contain control characters')
      .optional(),
  })
  .refine((query) => query.end >= query.start, { message: 'end must not be before start', path: ['end'] });
export type LogsQuery = z.input<typeof logsQuery>;

export const logEntrySchema = z.object({
  /** Epoch seconds. */
  createdAt: z.number(),
  module: z.enum(auditLogModules),
  actor: z.string(),
  message: z.string(),
  target: z.string(),
  requestId: z.string().nullable(),
});
export type LogEntry = z.infer<typeof logEntrySchema>;

export const logsResponse = z.object({ entries: z.array(logEntrySchema), nextCursor: z.string().nullable() });
export type LogsResponse = z.infer<typeof logsResponse>;
/** Without ?paged=true: the array alone (the cursor travels in this header). */
export const logsArrayResponse = z.array(logEntrySchema);
export const nextCursorHeader = 'x-next-cursor';

/** GET /api/v1/logs/request/{requestId}: every entry one request wrote, in every module. */
export const requestLogsParams = z.object({
  requestId: z
    .string()
    .max(100)
    .regex(/^[\x21-\x7e]+$/, 'Invalid request id'),
});
export const requestLogsResponse = z.object({ entries: z.array(logEntrySchema) });

/** GET /api/v1/logs/verify */
export const verifyLogsResponse = z.object({
  intact: z.boolean(),
  entries: z.number().int(),
  pending: z.number().int(),
  message: z.string(),
  brokenAt: z.object({ id: z.number().int().nullable(), position: z.number().int(), reason: z.string() }).optional(),
});
export type VerifyLogsResponse = z.infer<typeof verifyLogsResponse>;
